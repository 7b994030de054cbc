// Test double for Alipay's open platform gateway (gateway.do): alipay.trade.precreate, .page.pay,
// .wap.pay, .query and .refund with RSA2 signatures both ways, and signed asynchronous notifications
// (trade_status_sync) to the merchant's notify_url. Its QR codes and cashier lead to pages where a test
// plays the buyer. Never use it outside tests.
import { createSign, createVerify, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { escapeHtml, readRequestBody } from '../double-support';
import type { AlipayDoubleKeys } from './alipay-double-keys';

interface DoubleTrade {
  outTradeNo: string;
  tradeNo: string;
  totalAmount: string;
  subject: string;
  notifyUrl?: string;
  returnUrl?: string;
  token: string;
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
  refunded: number;
  refundRequests: Map<string, string>;
}

/** One notification the double sent, and what the site answered. */
export interface AlipayDelivery {
  url: string;
  fields: Record<string, string>;
  status: number;
  answer: string;
}

/** Alipay's signing content: the fields sorted by name, `name=value` joined with `&`, values as they are. */
const signingContent = (fields: Record<string, string>, leaveOut: string[]) =>
  Object.keys(fields)
    .filter((name) => !leaveOut.includes(name) && fields[name] !== '')
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('&');

const chinaTime = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
const cents = (yuan: string) => Math.round(Number(yuan) * 100);

export async function startAlipayDouble(keys: AlipayDoubleKeys, port = 0) {
  const trades = new Map<string, DoubleTrade>();
  const deliveries: AlipayDelivery[] = [];
  let baseUrl = '';

  const sign = (content: string, privateKey = keys.alipayPrivateKey) =>
    createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey, 'base64');

  /** The merchant's request is believed only with its app_id and a valid RSA2 signature by its app key. */
  function signedByMerchant(fields: Record<string, string>): boolean {
    if (fields.app_id !== keys.appId || fields.sign_type !== 'RSA2' || !fields.sign) return false;
    return createVerify('RSA-SHA256')
      .update(signingContent(fields, ['sign']), 'utf8')
      .verify(keys.appPublicKey, fields.sign, 'base64');
  }

  function answer(response: ServerResponse, method: string, result: Record<string, unknown>) {
    const inner = JSON.stringify(result);
    const key = `${method.replaceAll('.', '_')}_response`;
    response.writeHead(200, { 'Content-Type': 'text/html;charset=utf-8' });
    response.end(`{"${key}":${inner},"sign":"${sign(inner)}"}`);
  }
  const businessFailure = (subCode: string, subMsg: string) => ({
    code: '40004',
    msg: 'Business Failed',
    sub_code: subCode,
    sub_msg: subMsg,
  });

  async function notify(trade: DoubleTrade, extra: Record<string, string> = {}) {
    if (!trade.notifyUrl) return null;
    const fields: Record<string, string> = {
      notify_time: chinaTime(),
      notify_type: 'trade_status_sync',
      notify_id: randomUUID().replaceAll('-', ''),
      app_id: keys.appId,
      auth_app_id: keys.appId,
      charset: 'utf-8',
      version: '1.0',
      sign_type: 'RSA2',
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      trade_status: trade.status,
      total_amount: trade.totalAmount,
      receipt_amount: trade.totalAmount,
      buyer_pay_amount: trade.totalAmount,
      subject: trade.subject,
      buyer_id: '2088102177846880',
      seller_id: '2088101117955611',
      gmt_payment: chinaTime(),
      ...extra,
    };
    fields.sign = sign(signingContent(fields, ['sign', 'sign_type']));
    return deliver(trade.notifyUrl, fields);
  }

  async function deliver(url: string, fields: Record<string, string>) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: new URLSearchParams(fields).toString(),
    });
    const delivery = { url, fields, status: response.status, answer: await response.text() };
    deliveries.push(delivery);
    return delivery;
  }

  /** The buyer pays: the trade turns TRADE_SUCCESS and the merchant is told. */
  async function pay(outTradeNo: string, extra: Record<string, string> = {}) {
    const trade = trades.get(outTradeNo);
    if (!trade) throw new Error(`the Alipay double has no trade ${outTradeNo}`);
    if (trade.status === 'WAIT_BUYER_PAY') trade.status = 'TRADE_SUCCESS';
    return notify(trade, extra);
  }

  function openTrade(fields: Record<string, string>): DoubleTrade | string {
    const content = JSON.parse(fields.biz_content ?? '{}') as Record<string, string>;
    const amount = Number(content.total_amount);
    if (!content.out_trade_no || !/^\d+(\.\d{1,2})?$/.test(content.total_amount ?? '') || !(amount >= 0.01)) {
      return 'ACQ.INVALID_PARAMETER';
    }
    const existing = trades.get(content.out_trade_no);
    if (existing && existing.totalAmount !== content.total_amount) return 'ACQ.CONTEXT_INCONSISTENT';
    if (existing && existing.status !== 'WAIT_BUYER_PAY') return 'ACQ.TRADE_HAS_SUCCESS';
    const trade: DoubleTrade = existing ?? {
      outTradeNo: content.out_trade_no,
      tradeNo: `2026${Date.now()}${randomBytes(4).readUInt32BE() % 10_000}`,
      totalAmount: content.total_amount as string,
      subject: content.subject ?? '',
      notifyUrl: fields.notify_url,
      returnUrl: fields.return_url,
      token: randomBytes(12).toString('hex'),
      status: 'WAIT_BUYER_PAY',
      refunded: 0,
      refundRequests: new Map(),
    };
    trades.set(trade.outTradeNo, trade);
    return trade;
  }

  function gatewayCall(fields: Record<string, string>, response: ServerResponse) {
    const method = fields.method ?? '';
    if (!signedByMerchant(fields)) {
      return answer(response, method, {
        code: '40002',
        msg: 'Invalid Arguments',
        sub_code: 'isv.invalid-signature',
        sub_msg: '验签出错',
      });
    }
    const content = JSON.parse(fields.biz_content ?? '{}') as Record<string, string>;
    if (method === 'alipay.trade.precreate') {
      const trade = openTrade(fields);
      if (typeof trade === 'string') return answer(response, method, businessFailure(trade, trade));
      return answer(response, method, {
        code: '10000',
        msg: 'Success',
        out_trade_no: trade.outTradeNo,
        qr_code: `${baseUrl}/double/scan?t=${trade.token}`,
      });
    }
    const trade = trades.get(content.out_trade_no ?? '');
    if (method === 'alipay.trade.query') {
      if (!trade) return answer(response, method, businessFailure('ACQ.TRADE_NOT_EXIST', '交易不存在'));
      return answer(response, method, {
        code: '10000',
        msg: 'Success',
        trade_no: trade.tradeNo,
        out_trade_no: trade.outTradeNo,
        buyer_logon_id: 'tes***@example.test',
        trade_status: trade.status,
        total_amount: trade.totalAmount,
      });
    }
    if (method === 'alipay.trade.refund') {
      if (!trade || trade.status === 'WAIT_BUYER_PAY')
        return answer(response, method, businessFailure('ACQ.TRADE_NOT_EXIST', '交易不存在'));
      const requestNo = content.out_request_no ?? trade.outTradeNo;
      const amount = cents(content.refund_amount ?? '0');
      const repeated = trade.refundRequests.get(requestNo) === content.refund_amount;
      if (!repeated) {
        if (!(amount > 0) || trade.refunded + amount > cents(trade.totalAmount)) {
          return answer(response, method, businessFailure('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限'));
        }
        trade.refunded += amount;
        trade.refundRequests.set(requestNo, content.refund_amount as string);
        if (trade.refunded === cents(trade.totalAmount)) trade.status = 'TRADE_CLOSED';
        // Alipay tells the merchant of a refund too, with the total refunded so far.
        const refundFee = (trade.refunded / 100).toFixed(2);
        setTimeout(
          () =>
            void notify(trade, {
              refund_fee: refundFee,
              out_biz_no: requestNo,
              gmt_refund: chinaTime(),
            }).catch(() => undefined),
          50,
        );
      }
      return answer(response, method, {
        code: '10000',
        msg: 'Success',
        trade_no: trade.tradeNo,
        out_trade_no: trade.outTradeNo,
        buyer_logon_id: 'tes***@example.test',
        fund_change: repeated ? 'N' : 'Y',
        refund_fee: (trade.refunded / 100).toFixed(2),
      });
    }
    return answer(response, method, {
      code: '40004',
      msg: 'Business Failed',
      sub_code: 'isv.invalid-method',
      sub_msg: '不存在的方法名',
    });
  }

  function payPage(response: ServerResponse, trade: DoubleTrade, action: string) {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(
      `<!doctype html><meta charset="utf-8"><title>支付宝 (test double)</title>
<h1>支付宝 — test double</h1><p>${escapeHtml(trade.subject)}</p><p data-testid="amount">¥${trade.totalAmount}</p>
<form method="post" action="${action}"><input type="hidden" name="t" value="${trade.token}"><button>确认付款 Pay ¥${trade.totalAmount}</button></form>`,
    );
  }

  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', 'http://double');
      const byToken = (token: string | null) => [...trades.values()].find((trade) => trade.token === token);
      if (url.pathname === '/gateway.do' && request.method === 'POST') {
        const fields = Object.fromEntries([
          ...url.searchParams,
          ...new URLSearchParams(await readRequestBody(request)),
        ]);
        return gatewayCall(fields, response);
      }
      if (url.pathname === '/gateway.do' && request.method === 'GET') {
        // alipay.trade.page.pay / wap.pay: the browser arrives with the signed request; show the cashier.
        const fields = Object.fromEntries(url.searchParams);
        const pagePay = ['alipay.trade.page.pay', 'alipay.trade.wap.pay'].includes(fields.method ?? '');
        if (!pagePay || !signedByMerchant(fields)) return response.writeHead(400).end('invalid-signature');
        const trade = openTrade(fields);
        if (typeof trade === 'string') return response.writeHead(400).end(trade);
        return payPage(response, trade, '/double/cashier');
      }
      if (url.pathname === '/double/scan' && request.method === 'GET') {
        const trade = byToken(url.searchParams.get('t'));
        return trade ? payPage(response, trade, '/double/scan') : response.writeHead(404).end('unknown code');
      }
      if (
        (url.pathname === '/double/scan' || url.pathname === '/double/cashier') &&
        request.method === 'POST'
      ) {
        const trade = byToken(new URLSearchParams(await readRequestBody(request)).get('t'));
        if (!trade) return response.writeHead(404).end('unknown code');
        const delivery = await pay(trade.outTradeNo);
        if (url.pathname === '/double/cashier' && trade.returnUrl) {
          // The synchronous return: the browser goes back to the merchant (which must not trust it).
          const back = new URL(trade.returnUrl);
          const returned: Record<string, string> = {
            out_trade_no: trade.outTradeNo,
            trade_no: trade.tradeNo,
            total_amount: trade.totalAmount,
            app_id: keys.appId,
            method: 'alipay.trade.page.pay.return',
            timestamp: chinaTime(),
            sign_type: 'RSA2',
            charset: 'utf-8',
            version: '1.0',
          };
          returned.sign = sign(signingContent(returned, ['sign', 'sign_type']));
          for (const [name, value] of Object.entries(returned)) back.searchParams.set(name, value);
          return response.writeHead(302, { Location: back.href }).end();
        }
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        return response.end(
          `<!doctype html><meta charset="utf-8"><h1 data-testid="paid">付款成功</h1><p>merchant answered ${delivery?.status}</p>`,
        );
      }
      response.writeHead(404).end();
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    gateway: `${baseUrl}/gateway.do`,
    keys,
    trades,
    deliveries,
    pay,
    /** Sends a notification's fields again, unchanged (a replay). */
    replay: (delivery: AlipayDelivery) => deliver(delivery.url, delivery.fields),
    deliver,
    /** Signs notification fields as Alipay does, with `privateKey` (Alipay's unless a forger's is given). */
    signNotification: (fields: Record<string, string>, privateKey?: string) =>
      sign(signingContent(fields, ['sign', 'sign_type']), privateKey),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type AlipayDouble = Awaited<ReturnType<typeof startAlipayDouble>>;
