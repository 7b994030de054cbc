// Test double for WeChat Pay API v3: Native and JSAPI orders, the order query, refunds, and signed,
// encrypted notifications to the merchant's notify_url — the wire protocol of api.mch.weixin.qq.com with
// real signatures both ways. A "phone" page at /double/scan?pr=… plays the buyer who scans the QR code
// and pays. Never use it outside tests.
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { escapeHtml, readRequestBody } from '../double-support';
import type { WechatPayDoubleKeys } from './wechatpay-double-keys';
import { encryptResource } from './wechatpay-resource';
import { nonce, parseAuthorization, signLines, unixSeconds, verifyLines } from './wechatpay-signature';

interface DoubleOrder {
  appid: string;
  mchid: string;
  out_trade_no: string;
  description: string;
  notify_url: string;
  amount: { total: number; currency: string };
  trade_type: 'NATIVE' | 'JSAPI';
  openid?: string;
  prepayToken: string;
  trade_state: 'NOTPAY' | 'SUCCESS' | 'REFUND';
  transaction_id?: string;
  success_time?: string;
  refunded: number;
}

/** One notification the double sent, and what the site answered. */
export interface WechatPayDelivery {
  url: string;
  headers: Record<string, string>;
  body: string;
  status: number;
  answer: string;
}

const chinaTime = () => `${new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;

export async function startWechatPayDouble(keys: WechatPayDoubleKeys, port = 0) {
  const orders = new Map<string, DoubleOrder>();
  const deliveries: WechatPayDelivery[] = [];

  function signedHeaders(body: string): Record<string, string> {
    const at = { timestamp: unixSeconds(), nonce: nonce() };
    return {
      'Wechatpay-Timestamp': at.timestamp,
      'Wechatpay-Nonce': at.nonce,
      'Wechatpay-Signature': signLines([at.timestamp, at.nonce, body], keys.platformPrivateKey),
      'Wechatpay-Serial': keys.platformSerial,
      'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
    };
  }

  function answer(response: ServerResponse, status: number, payload: object | null) {
    const body = payload ? JSON.stringify(payload) : '';
    response.writeHead(status, { 'Content-Type': 'application/json', ...signedHeaders(body) }).end(body);
  }
  const refuse = (response: ServerResponse, status: number, code: string, message: string) =>
    answer(response, status, { code, message });

  /** A request is believed only with the merchant's valid, fresh signature and its own mchid and serial. */
  function authorized(request: IncomingMessage, body: string): boolean {
    const fields = parseAuthorization(request.headers.authorization ?? '');
    if (!fields || fields.mchid !== keys.mchId || fields.serial_no !== keys.merchantSerial) return false;
    if (Math.abs(Number(fields.timestamp) - Date.now() / 1000) > 300) return false;
    const lines = [
      request.method ?? '',
      request.url ?? '',
      fields.timestamp ?? '',
      fields.nonce_str ?? '',
      body,
    ];
    return verifyLines(lines, fields.signature ?? '', keys.merchantPublicKey);
  }

  async function notify(order: DoubleOrder, eventType: string, originalType: string, resource: object) {
    const plaintext = JSON.stringify(resource);
    const body = JSON.stringify({
      id: `EV-${randomUUID()}`,
      create_time: chinaTime(),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary: eventType === 'TRANSACTION.SUCCESS' ? '支付成功' : '退款成功',
      resource: encryptResource(
        plaintext,
        keys.apiV3Key,
        randomBytes(6).toString('hex'),
        originalType,
        originalType,
      ),
    });
    return deliver(order.notify_url, { 'Content-Type': 'application/json', ...signedHeaders(body) }, body);
  }

  async function deliver(url: string, headers: Record<string, string>, body: string) {
    const response = await fetch(url, { method: 'POST', headers, body });
    const delivery = { url, headers, body, status: response.status, answer: await response.text() };
    deliveries.push(delivery);
    return delivery;
  }

  const transactionOf = (order: DoubleOrder) => ({
    appid: order.appid,
    mchid: order.mchid,
    out_trade_no: order.out_trade_no,
    transaction_id: order.transaction_id,
    trade_type: order.trade_type,
    trade_state: order.trade_state,
    trade_state_desc:
      order.trade_state === 'SUCCESS' ? '支付成功' : order.trade_state === 'REFUND' ? '转入退款' : '未支付',
    bank_type: 'OTHERS',
    attach: '',
    success_time: order.success_time,
    payer: { openid: order.openid ?? 'o-double-buyer' },
    amount: {
      total: order.amount.total,
      payer_total: order.amount.total,
      currency: order.amount.currency,
      payer_currency: order.amount.currency,
    },
  });

  /** The buyer pays: the order turns SUCCESS and the merchant gets TRANSACTION.SUCCESS. */
  async function pay(outTradeNo: string, tamper?: (transaction: ReturnType<typeof transactionOf>) => void) {
    const order = orders.get(outTradeNo);
    if (!order) throw new Error(`the WeChat Pay double has no order ${outTradeNo}`);
    if (order.trade_state === 'NOTPAY') {
      order.trade_state = 'SUCCESS';
      order.transaction_id = `4200${Date.now()}${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`;
      order.success_time = chinaTime();
    }
    const transaction = transactionOf(order);
    tamper?.(transaction);
    return notify(order, 'TRANSACTION.SUCCESS', 'transaction', transaction);
  }

  /** What WeixinJSBridge does with chooseWXPay's parameters: checks the merchant's paySign, then pays. */
  async function payJsapi(parameters: Record<string, string>) {
    const {
      appId = '',
      timeStamp = '',
      nonceStr = '',
      package: packageValue = '',
      paySign = '',
    } = parameters;
    const signed = verifyLines([appId, timeStamp, nonceStr, packageValue], paySign, keys.merchantPublicKey);
    const order = [...orders.values()].find(
      (candidate) => packageValue === `prepay_id=wx${candidate.prepayToken}`,
    );
    if (!signed || appId !== keys.appId || !order) throw new Error('chooseWXPay: 支付验证签名失败');
    return pay(order.out_trade_no);
  }

  async function createOrder(
    request: IncomingMessage,
    response: ServerResponse,
    tradeType: 'NATIVE' | 'JSAPI',
  ) {
    const body = await readRequestBody(request);
    if (!authorized(request, body)) return refuse(response, 401, 'SIGN_ERROR', '签名错误');
    const input = JSON.parse(body) as Omit<DoubleOrder, 'trade_type'> & { payer?: { openid?: string } };
    const valid =
      input.appid === keys.appId &&
      input.mchid === keys.mchId &&
      /^[\w*|-]{6,32}$/.test(input.out_trade_no ?? '') &&
      Number.isInteger(input.amount?.total) &&
      input.amount.total > 0 &&
      input.amount.currency === 'CNY' &&
      /^https?:\/\//.test(input.notify_url ?? '') &&
      (tradeType === 'NATIVE' || Boolean(input.payer?.openid));
    if (!valid) return refuse(response, 400, 'PARAM_ERROR', '参数错误');
    const existing = orders.get(input.out_trade_no);
    if (existing && existing.amount.total !== input.amount.total) {
      return refuse(response, 400, 'INVALID_REQUEST', '201 商户订单号重复');
    }
    if (existing?.trade_state === 'SUCCESS') return refuse(response, 400, 'ORDERPAID', '该订单已支付');
    const order: DoubleOrder = existing ?? {
      appid: input.appid,
      mchid: input.mchid,
      out_trade_no: input.out_trade_no,
      description: input.description,
      notify_url: input.notify_url,
      amount: { total: input.amount.total, currency: input.amount.currency },
      trade_type: tradeType,
      openid: input.payer?.openid,
      prepayToken: randomBytes(12).toString('hex'),
      trade_state: 'NOTPAY',
      refunded: 0,
    };
    orders.set(order.out_trade_no, order);
    if (tradeType === 'NATIVE')
      return answer(response, 200, { code_url: `weixin://wxpay/bizpayurl?pr=${order.prepayToken}` });
    return answer(response, 200, { prepay_id: `wx${order.prepayToken}` });
  }

  async function refund(request: IncomingMessage, response: ServerResponse) {
    const body = await readRequestBody(request);
    if (!authorized(request, body)) return refuse(response, 401, 'SIGN_ERROR', '签名错误');
    const input = JSON.parse(body) as {
      out_trade_no: string;
      out_refund_no: string;
      notify_url?: string;
      amount: { refund: number; total: number; currency: string };
    };
    const order = orders.get(input.out_trade_no);
    if (!order || order.trade_state === 'NOTPAY')
      return refuse(response, 404, 'RESOURCE_NOT_EXISTS', '订单不存在');
    if (input.amount.total !== order.amount.total || input.amount.currency !== order.amount.currency) {
      return refuse(response, 400, 'PARAM_ERROR', '订单金额或币种信息错误');
    }
    if (!(input.amount.refund > 0) || order.refunded + input.amount.refund > order.amount.total) {
      return refuse(response, 403, 'NOT_ENOUGH', '申请退款金额超过订单可退金额');
    }
    order.refunded += input.amount.refund;
    order.trade_state = 'REFUND';
    const result = {
      refund_id: `5030${Date.now()}`,
      out_refund_no: input.out_refund_no,
      transaction_id: order.transaction_id,
      out_trade_no: order.out_trade_no,
      channel: 'ORIGINAL',
      user_received_account: '支付用户零钱',
      create_time: chinaTime(),
      amount: {
        total: order.amount.total,
        refund: input.amount.refund,
        payer_total: order.amount.total,
        payer_refund: input.amount.refund,
        currency: order.amount.currency,
      },
    };
    answer(response, 200, { ...result, status: 'PROCESSING' });
    // WeChat settles a refund a moment later and then tells the merchant.
    const notifyUrl = input.notify_url ?? order.notify_url;
    setTimeout(() => {
      const settled = { ...result, mchid: keys.mchId, refund_status: 'SUCCESS', success_time: chinaTime() };
      void notify({ ...order, notify_url: notifyUrl }, 'REFUND.SUCCESS', 'refund', settled).catch(
        () => undefined,
      );
    }, 50);
  }

  function scanPage(response: ServerResponse, token: string) {
    const order = [...orders.values()].find((candidate) => candidate.prepayToken === token);
    if (!order) return response.writeHead(404).end('unknown code');
    const price = (order.amount.total / 100).toFixed(2);
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(
      `<!doctype html><meta charset="utf-8"><title>微信支付 (test double)</title>
<h1>微信支付 — test double</h1><p>${escapeHtml(order.description)}</p><p data-testid="amount">¥${price}</p>
<p data-testid="state">${order.trade_state}</p>
<form method="post" action="/double/scan"><input type="hidden" name="pr" value="${token}"><button>确认支付 Pay ¥${price}</button></form>`,
    );
  }

  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', 'http://double');
      if (request.method === 'POST' && url.pathname === '/v3/pay/transactions/native')
        return await createOrder(request, response, 'NATIVE');
      if (request.method === 'POST' && url.pathname === '/v3/pay/transactions/jsapi')
        return await createOrder(request, response, 'JSAPI');
      if (request.method === 'POST' && url.pathname === '/v3/refund/domestic/refunds')
        return await refund(request, response);
      const queried = url.pathname.match(/^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/);
      if (request.method === 'GET' && queried) {
        if (!authorized(request, '')) return refuse(response, 401, 'SIGN_ERROR', '签名错误');
        const order = orders.get(decodeURIComponent(queried[1] as string));
        if (!order) return refuse(response, 404, 'ORDER_NOT_EXIST', '订单不存在');
        return answer(response, 200, transactionOf(order));
      }
      if (request.method === 'GET' && url.pathname === '/double/scan')
        return scanPage(response, url.searchParams.get('pr') ?? '');
      if (request.method === 'POST' && url.pathname === '/double/scan') {
        const token = new URLSearchParams(await readRequestBody(request)).get('pr') ?? '';
        const order = [...orders.values()].find((candidate) => candidate.prepayToken === token);
        if (!order) return response.writeHead(404).end('unknown code');
        const delivery = await pay(order.out_trade_no);
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        return response.end(
          `<!doctype html><meta charset="utf-8"><h1 data-testid="paid">支付成功</h1><p>merchant answered ${delivery.status}</p>`,
        );
      }
      response.writeHead(404).end();
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    apiUrl,
    keys,
    orders,
    deliveries,
    pay,
    payJsapi,
    /** The page a buyer's phone opens after scanning `codeUrl`. */
    scanPageUrl: (codeUrl: string) => `${apiUrl}/double/scan?pr=${new URL(codeUrl).searchParams.get('pr')}`,
    /** Sends a notification again, byte for byte (a replay). */
    replay: (delivery: WechatPayDelivery) => deliver(delivery.url, delivery.headers, delivery.body),
    /** Sends `body` with a signature made by `privateKey` (a forger's key), to `url`. */
    deliver,
    signedHeaders,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type WechatPayDouble = Awaited<ReturnType<typeof startWechatPayDouble>>;
