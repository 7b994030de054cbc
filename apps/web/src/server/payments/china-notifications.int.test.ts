// WeChat Pay and Alipay direct from checkout to credits, on both backends: the providers' test doubles
// take the orders and post their signed notifications to the site's real notify routes. Only a genuine
// notification credits an order, once; forged, tampered, replayed, underpaid and refunded ones do what
// a merchant needs them to do.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { accounts, creditEntries, orders, paymentEvents } from '@verso/db';
import type { Services } from '@verso/services';
import { startAlipayDouble } from '@verso/services/payments/alipay/alipay-double';
import {
  alipaySiteEnvironment,
  makeAlipayDoubleKeys,
} from '@verso/services/payments/alipay/alipay-double-keys';
import { outTradeNo } from '@verso/services/payments/china-trade';
import { startWechatPayDouble } from '@verso/services/payments/wechatpay/wechatpay-double';
import {
  makeWechatPayDoubleKeys,
  wechatPaySiteEnvironment,
} from '@verso/services/payments/wechatpay/wechatpay-double-keys';
import { encryptResource } from '@verso/services/payments/wechatpay/wechatpay-resource';
import { signLines, verifyLines } from '@verso/services/payments/wechatpay/wechatpay-signature';
import {
  backendName,
  createTestBackend,
  eventually,
  servicesFor,
  type TestBackend,
} from '@verso/services/testing/testServices';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { POST as alipayNotify } from '@/app/api/payments/alipay/notify/route';
import { POST as wechatNotify } from '@/app/api/payments/wechat/notify/route';
import type { Context } from '@/server/trpc/context';
import { paymentRouter } from '@/server/trpc/routers/payment';

const servicesKey = Symbol.for('verso.services');
/** The cheapest of shangyi-translator's packages: ¥35 for 48 credits. */
const packageId = 'credits-48';

/** The site's notify routes behind a real HTTP server, as the providers reach them. */
async function startSite(): Promise<Server> {
  const site = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const handler = request.url === '/api/payments/wechat/notify' ? wechatNotify : alipayNotify;
    const answer = await handler(
      new Request(`http://site${request.url}`, {
        method: 'POST',
        headers: request.headers as Record<string, string>,
        body: Buffer.concat(chunks),
      }),
    );
    response.writeHead(answer.status, Object.fromEntries(answer.headers));
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  return site;
}

describe(`WeChat Pay and Alipay notifications on ${backendName}`, () => {
  const wechatKeys = makeWechatPayDoubleKeys('wx-test-app');
  const alipayKeys = makeAlipayDoubleKeys();
  // Made here, not inside a test: making RSA keys blocks the process for seconds on a busy machine.
  const forgerKeys = makeAlipayDoubleKeys();
  let backend: TestBackend;
  let services: Services;
  let site: Server;
  let wechat: Awaited<ReturnType<typeof startWechatPayDouble>>;
  let alipay: Awaited<ReturnType<typeof startAlipayDouble>>;

  beforeAll(async () => {
    site = await startSite();
    wechat = await startWechatPayDouble(wechatKeys);
    alipay = await startAlipayDouble(alipayKeys);
    backend = await createTestBackend();
    services = await servicesFor(backend, {
      PLATFORM: 'shangyi-translator',
      PUBLIC_URL: `http://127.0.0.1:${(site.address() as AddressInfo).port}`,
      ...wechatPaySiteEnvironment(wechatKeys, wechat.apiUrl),
      ...alipaySiteEnvironment(alipayKeys, alipay.gateway),
    });
    (globalThis as Record<symbol, unknown>)[servicesKey] = Promise.resolve(services);
  }, 120_000);
  afterAll(async () => {
    delete (globalThis as Record<symbol, unknown>)[servicesKey];
    await services?.close();
    await backend?.dispose();
    await wechat?.close();
    await alipay?.close();
    await new Promise((resolve) => site?.close(resolve));
  });

  const buyer = () => services.users.create({ email: `buyer-${randomUUID()}@example.test` });
  const orderRow = async (id: string) =>
    (await services.db.select().from(orders).where(eq(orders.id, id)))[0];
  const eventsOf = (id: string) =>
    services.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, id));

  async function checkout(payMethod: 'wechat_pay_direct' | 'alipay_direct', context = {}) {
    const user = await buyer();
    const { order, checkout } = await services.payments.orders.create({
      userId: user.id,
      packageId,
      payMethod,
      context: { locale: 'zh', cancelUrl: 'http://site/pricing', ...context },
      returnUrl: (id) => `http://site/pricing/return?order=${id}`,
    });
    return { user, order, checkout };
  }

  /** A TRANSACTION.SUCCESS notification WeChat Pay would send, encrypted with `apiV3Key`. */
  function wechatNotification(transaction: object, apiV3Key = wechatKeys.apiV3Key) {
    return JSON.stringify({
      id: `EV-${randomUUID()}`,
      create_time: '2026-11-28T20:00:00+08:00',
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: encryptResource(
        JSON.stringify(transaction),
        apiV3Key,
        'a1b2c3d4e5f6',
        'transaction',
        'transaction',
      ),
    });
  }
  const wechatNotifyUrl = () =>
    `http://127.0.0.1:${(site.address() as AddressInfo).port}/api/payments/wechat/notify`;
  const transactionFor = (orderId: string, total = 3500) => ({
    mchid: wechatKeys.mchId,
    appid: wechatKeys.appId,
    out_trade_no: outTradeNo(orderId),
    transaction_id: `4200${Date.now()}`,
    trade_type: 'NATIVE',
    trade_state: 'SUCCESS',
    amount: { total, payer_total: total, currency: 'CNY', payer_currency: 'CNY' },
  });

  describe('WeChat Pay', () => {
    test('a scanned Native QR code is paid: the notification credits the package once, replays change nothing', async () => {
      const { user, order, checkout: started } = await checkout('wechat_pay_direct');
      expect(started).toMatchObject({
        kind: 'qr',
        codeUrl: expect.stringMatching(/^weixin:\/\/wxpay\/bizpayurl\?pr=/),
      });
      const delivery = await wechat.pay(outTradeNo(order.id));
      expect(delivery.status).toBe(200);
      expect(JSON.parse(delivery.answer)).toMatchObject({ code: 'SUCCESS' });
      expect(await services.credits.balance(user.id)).toBe(48);
      expect(await orderRow(order.id)).toMatchObject({ status: 'paid', receiptNumber: expect.any(Number) });

      const replay = await wechat.replay(delivery);
      expect(JSON.parse(replay.answer)).toMatchObject({ code: 'SUCCESS' });
      expect(await services.credits.balance(user.id)).toBe(48);
      expect(await eventsOf(order.id)).toHaveLength(1);
    });

    test('inside WeChat, JSAPI parameters signed by the merchant pay the order', async () => {
      const { user, checkout: started } = await checkout('wechat_pay_direct', {
        wechatOpenId: 'o-test-openid',
      });
      if (started.kind !== 'jsapi') throw new Error(`expected JSAPI, got ${started.kind}`);
      expect(started.params).toMatchObject({
        appId: wechatKeys.appId,
        signType: 'RSA',
        package: expect.stringMatching(/^prepay_id=/),
      });
      await wechat.payJsapi(started.params);
      expect(await services.credits.balance(user.id)).toBe(48);
    });

    test('a buyer who signed in with WeChat inside WeChat pays by JSAPI with the openid kept from that sign-in', async () => {
      const user = await buyer();
      const unionid = `union-${randomUUID()}`;
      expect(await services.payments.wechatOpenIds.of(user.id)).toBeUndefined();
      await services.db
        .insert(accounts)
        .values({ userId: user.id, type: 'oauth', provider: 'wechat', providerAccountId: unionid });
      await services.payments.wechatOpenIds.remember(unionid, 'o-test-openid');
      const wechatOpenId = await services.payments.wechatOpenIds.of(user.id);
      expect(wechatOpenId).toBe('o-test-openid');

      const { order, checkout: started } = await services.payments.orders.create({
        userId: user.id,
        packageId,
        payMethod: 'wechat_pay_direct',
        context: { locale: 'zh', cancelUrl: 'http://site/pricing', wechatOpenId },
        returnUrl: (id) => `http://site/pricing/return?order=${id}`,
      });
      if (started.kind !== 'jsapi') throw new Error(`expected JSAPI, got ${started.kind}`);
      const {
        appId = '',
        timeStamp = '',
        nonceStr = '',
        package: prepay = '',
        paySign = '',
      } = started.params;
      // WeChat checks paySign (RSA-SHA256 over appId, timeStamp, nonceStr and package, one per line)
      // with the merchant's public key before it shows the payment sheet.
      expect(verifyLines([appId, timeStamp, nonceStr, prepay], paySign, wechatKeys.merchantPublicKey)).toBe(
        true,
      );
      expect(verifyLines([appId, timeStamp, nonceStr, prepay], paySign, forgerKeys.alipayPublicKey)).toBe(
        false,
      );

      await wechat.payJsapi(started.params);
      await eventually(async () => (await orderRow(order.id))?.status === 'paid');
      expect(await services.credits.balance(user.id)).toBe(48);
    });

    test('a notification signed with another key is refused with FAIL and credits nothing', async () => {
      const { user, order } = await checkout('wechat_pay_direct');
      const forger = forgerKeys.alipayPrivateKey;
      const body = wechatNotification(transactionFor(order.id));
      const headers = wechat.signedHeaders(body);
      headers['Wechatpay-Signature'] = signLines(
        [headers['Wechatpay-Timestamp'] ?? '', headers['Wechatpay-Nonce'] ?? '', body],
        forger,
      );
      const delivery = await wechat.deliver(wechatNotifyUrl(), headers, body);
      expect(delivery.status).toBe(400);
      expect(JSON.parse(delivery.answer)).toMatchObject({ code: 'FAIL' });
      expect(await services.credits.balance(user.id)).toBe(0);
      expect((await orderRow(order.id))?.status).toBe('pending');
    });

    test('a signed notification whose resource fails its GCM tag is refused', async () => {
      const { user, order } = await checkout('wechat_pay_direct');
      const notification = JSON.parse(wechatNotification(transactionFor(order.id)));
      const sealed = Buffer.from(notification.resource.ciphertext, 'base64');
      sealed[sealed.length - 1] = (sealed[sealed.length - 1] as number) ^ 0x01;
      notification.resource.ciphertext = sealed.toString('base64');
      const body = JSON.stringify(notification);
      const delivery = await wechat.deliver(wechatNotifyUrl(), wechat.signedHeaders(body), body);
      expect(delivery.status).toBe(400);
      expect(await services.credits.balance(user.id)).toBe(0);
    });

    test('a resource encrypted with another APIv3 key is refused', async () => {
      const { user, order } = await checkout('wechat_pay_direct');
      const body = wechatNotification(transactionFor(order.id), 'ffffffffffffffffffffffffffffffff');
      const delivery = await wechat.deliver(wechatNotifyUrl(), wechat.signedHeaders(body), body);
      expect(delivery.status).toBe(400);
      expect(await services.credits.balance(user.id)).toBe(0);
    });

    test('a payment of the wrong amount flags the order and credits nothing', async () => {
      const { user, order } = await checkout('wechat_pay_direct');
      await wechat.pay(outTradeNo(order.id), (transaction) => {
        transaction.amount.total = 1;
      });
      expect(await orderRow(order.id)).toMatchObject({
        status: 'flagged',
        flagReason: expect.stringContaining('0.01 CNY'),
      });
      expect(await services.credits.balance(user.id)).toBe(0);
    });

    test('the same genuine notification twice at once credits once', async () => {
      const { user, order } = await checkout('wechat_pay_direct');
      const body = wechatNotification(transactionFor(order.id));
      const headers = wechat.signedHeaders(body);
      const answers = await Promise.all(
        [1, 2, 3].map(() => wechat.deliver(wechatNotifyUrl(), headers, body)),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(await services.credits.balance(user.id)).toBe(48);
    });

    test('a lost notification: the status query finds the payment', async () => {
      const { user, order } = await checkout('wechat_pay_direct');
      const held = wechat.orders.get(outTradeNo(order.id));
      if (!held) throw new Error('the double has no order');
      Object.assign(held, {
        trade_state: 'SUCCESS',
        transaction_id: '4200000000000001',
        success_time: '2026-11-28T20:00:00+08:00',
      });
      expect((await services.payments.orders.reconcile(order)).status).toBe('paid');
      expect(await services.credits.balance(user.id)).toBe(48);
    });

    test('an admin refund goes through WeChat Pay; its REFUND.SUCCESS notification takes nothing twice', async () => {
      const { user, order } = await checkout('wechat_pay_direct');
      await wechat.pay(outTradeNo(order.id));
      const admin = await buyer();
      const refunded = await services.payments.orders.refund(order.id, 1750, admin.id);
      expect(refunded).toMatchObject({ status: 'partially_refunded', refundedMinor: 1750 });
      expect(await services.credits.balance(user.id)).toBe(24);
      await eventually(async () =>
        wechat.deliveries.some((d) => d.body.includes('REFUND.SUCCESS') && d.status === 200),
      );
      expect(await services.credits.balance(user.id)).toBe(24);
      expect(wechat.orders.get(outTradeNo(order.id))?.refunded).toBe(1750);
    });
  });

  describe('Alipay', () => {
    const alipayNotifyUrl = () =>
      `http://127.0.0.1:${(site.address() as AddressInfo).port}/api/payments/alipay/notify`;

    test('a scanned precreate QR code is paid: credited once, the replay answered success and ignored', async () => {
      const { user, order, checkout: started } = await checkout('alipay_direct');
      expect(started.kind).toBe('qr');
      const delivery = await alipay.pay(outTradeNo(order.id));
      expect(delivery?.answer).toBe('success');
      expect(await services.credits.balance(user.id)).toBe(48);
      const replay = await alipay.replay(delivery as NonNullable<typeof delivery>);
      expect(replay.answer).toBe('success');
      expect(await services.credits.balance(user.id)).toBe(48);
      expect(await eventsOf(order.id)).toHaveLength(1);
    });

    test('on a phone the buyer is sent to the signed wap cashier', async () => {
      const { checkout: started } = await checkout('alipay_direct', { device: 'mobile' });
      if (started.kind !== 'redirect') throw new Error(`expected a redirect, got ${started.kind}`);
      expect(new URL(started.url).searchParams.get('method')).toBe('alipay.trade.wap.pay');
      expect((await fetch(started.url)).status).toBe(200);
    });

    test('a notification signed with another key is answered fail and credits nothing', async () => {
      const { user, order } = await checkout('alipay_direct');
      const fields: Record<string, string> = {
        notify_id: randomUUID(),
        notify_type: 'trade_status_sync',
        app_id: alipayKeys.appId,
        out_trade_no: outTradeNo(order.id),
        trade_no: '2026112822001',
        trade_status: 'TRADE_SUCCESS',
        total_amount: '35.00',
        sign_type: 'RSA2',
      };
      fields.sign = alipay.signNotification(fields, forgerKeys.alipayPrivateKey);
      const delivery = await alipay.deliver(alipayNotifyUrl(), fields);
      expect(delivery.answer).toBe('fail');
      expect(await services.credits.balance(user.id)).toBe(0);
      // The same fields signed by Alipay are believed: the refusal was the signature's.
      fields.sign = alipay.signNotification(fields);
      expect((await alipay.deliver(alipayNotifyUrl(), fields)).answer).toBe('success');
      expect(await services.credits.balance(user.id)).toBe(48);
    });

    test('a genuine notification altered on the way (amount raised) is answered fail', async () => {
      const { user, order } = await checkout('alipay_direct');
      const delivery = await alipay.pay(outTradeNo(order.id), { total_amount: '0.01' });
      expect(delivery?.answer).toBe('success');
      expect(await orderRow(order.id)).toMatchObject({ status: 'flagged' });
      const altered = {
        ...(delivery?.fields as Record<string, string>),
        total_amount: '35.00',
        notify_id: randomUUID(),
      };
      expect((await alipay.deliver(alipayNotifyUrl(), altered)).answer).toBe('fail');
      expect(await services.credits.balance(user.id)).toBe(0);
    });

    test('an admin refund goes through Alipay; the refund notification takes nothing twice', async () => {
      const { user, order } = await checkout('alipay_direct');
      await alipay.pay(outTradeNo(order.id));
      const admin = await buyer();
      expect(await services.payments.orders.refund(order.id, 3500, admin.id)).toMatchObject({
        status: 'refunded',
      });
      expect(await services.credits.balance(user.id)).toBe(0);
      await eventually(async () =>
        alipay.deliveries.some((d) => d.fields.refund_fee === '35.00' && d.answer === 'success'),
      );
      const ledger = await services.db.select().from(creditEntries).where(eq(creditEntries.userId, user.id));
      expect(ledger.map((entry) => entry.amount).sort((a, b) => a - b)).toEqual([-48, 48]);
    });
  });

  describe("payment.checkout picks the checkout for the buyer's browser", () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const desktop =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
    const insideWechat = `${iphone} MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN`;

    const buy = (userId: string, userAgent: string, payMethod: 'wechat_pay_direct' | 'alipay_direct') =>
      paymentRouter
        .createCaller({
          services,
          session: { user: { id: userId }, expires: '2999-01-01' },
          clientIp: '127.0.0.1',
          userAgent,
        } as Context)
        .checkout({ packageId, payMethod, locale: 'zh' });

    test('Alipay: a phone gets the wap cashier, a computer the QR code', async () => {
      const user = await buyer();
      const onPhone = await buy(user.id, iphone, 'alipay_direct');
      if (onPhone.checkout.kind !== 'redirect')
        throw new Error(`expected a redirect, got ${onPhone.checkout.kind}`);
      expect(new URL(onPhone.checkout.url).searchParams.get('method')).toBe('alipay.trade.wap.pay');
      expect((await buy(user.id, desktop, 'alipay_direct')).checkout.kind).toBe('qr');
    });

    test('WeChat Pay inside WeChat: JSAPI for a buyer who signed in with WeChat there, the QR code otherwise', async () => {
      const withWechat = await buyer();
      const unionid = `union-${randomUUID()}`;
      await services.db
        .insert(accounts)
        .values({ userId: withWechat.id, type: 'oauth', provider: 'wechat', providerAccountId: unionid });
      await services.payments.wechatOpenIds.remember(unionid, 'o-test-openid');
      const inWechat = await buy(withWechat.id, insideWechat, 'wechat_pay_direct');
      expect(inWechat.checkout).toMatchObject({ kind: 'jsapi', params: { appId: wechatKeys.appId } });
      expect((await buy(withWechat.id, iphone, 'wechat_pay_direct')).checkout.kind).toBe('qr');
      const byEmail = await buyer();
      expect((await buy(byEmail.id, insideWechat, 'wechat_pay_direct')).checkout.kind).toBe('qr');
    });
  });
});
