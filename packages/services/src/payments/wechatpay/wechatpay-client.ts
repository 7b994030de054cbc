// WeChat Pay API v3 over HTTPS (https://pay.weixin.qq.com/doc/v3/merchant/): every request signed with
// the merchant key, every answer's signature checked against the platform key before it is believed.
import { authorizationHeader, signedHeadersOf, verifyWechatpayMessage } from './wechatpay-signature';

export interface WechatPaySettings {
  mchId: string;
  /** The AppID the merchant account is bound to (official account for JSAPI, or the web app). */
  appId: string;
  /** Serial number of the merchant API certificate. */
  serial: string;
  privateKey: string;
  /** 32-character APIv3 key that encrypts notification resources. */
  apiV3Key: string;
  /** WeChat Pay's public key (from the platform certificate or the WeChat Pay public key), SPKI PEM. */
  platformPublicKey: string;
  apiUrl: string;
}

/** A transaction as WeChat Pay reports it (query and TRANSACTION.* notifications). */
export interface WechatTransaction {
  mchid: string;
  appid: string;
  out_trade_no: string;
  transaction_id?: string;
  trade_state: 'SUCCESS' | 'REFUND' | 'NOTPAY' | 'CLOSED' | 'REVOKED' | 'USERPAYING' | 'PAYERROR';
  amount?: { total: number; currency: string; payer_total?: number };
}

/** A refund as WeChat Pay reports it (the refund answer and REFUND.* notifications). */
export interface WechatRefund {
  out_trade_no: string;
  out_refund_no: string;
  refund_id: string;
  transaction_id?: string;
  /** `status` in the refund API's answer, `refund_status` in notifications. */
  status?: 'SUCCESS' | 'CLOSED' | 'PROCESSING' | 'ABNORMAL';
  refund_status?: 'SUCCESS' | 'CLOSED' | 'PROCESSING' | 'ABNORMAL';
  amount: { total: number; refund: number; currency?: string };
}

export interface NewWechatOrder {
  outTradeNo: string;
  description: string;
  amountMinor: number;
  currency: string;
  notifyUrl: string;
  /** RFC 3339; WeChat closes the order after it. */
  timeExpire: string;
}

export class WechatPayError extends Error {
  override name = 'WechatPayError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(`WeChat Pay answered ${status} ${code}: ${message}`);
  }
}

const requestTimeoutMs = 10_000;

export function wechatPayClient(settings: WechatPaySettings) {
  async function call<T>(method: 'GET' | 'POST', pathAndQuery: string, payload?: object): Promise<T> {
    const body = payload ? JSON.stringify(payload) : '';
    const response = await fetch(`${settings.apiUrl}${pathAndQuery}`, {
      method,
      body: payload ? body : undefined,
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Authorization: authorizationHeader({ method, pathAndQuery, body }, settings),
      },
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    const text = await response.text();
    if (!response.ok) {
      const error = safeJson(text) as { code?: string; message?: string } | null;
      throw new WechatPayError(
        response.status,
        error?.code ?? 'UNKNOWN',
        error?.message ?? text.slice(0, 200),
      );
    }
    const signed = signedHeadersOf(response.headers);
    if (!signed || !verifyWechatpayMessage(signed, text, settings.platformPublicKey)) {
      throw new WechatPayError(response.status, 'SIGN_ERROR', 'the answer is not signed by WeChat Pay');
    }
    return (text ? JSON.parse(text) : {}) as T;
  }

  const orderBody = (order: NewWechatOrder) => ({
    appid: settings.appId,
    mchid: settings.mchId,
    description: order.description,
    out_trade_no: order.outTradeNo,
    time_expire: order.timeExpire,
    notify_url: order.notifyUrl,
    amount: { total: order.amountMinor, currency: order.currency },
  });

  return {
    settings,
    /** Native pay: the `weixin://` link the buyer scans as a QR code. */
    async createNative(order: NewWechatOrder): Promise<string> {
      const answer = await call<{ code_url: string }>(
        'POST',
        '/v3/pay/transactions/native',
        orderBody(order),
      );
      return answer.code_url;
    },
    /** JSAPI pay inside WeChat: the prepay id the page hands to WeixinJSBridge. */
    async createJsapi(order: NewWechatOrder, openid: string): Promise<string> {
      const answer = await call<{ prepay_id: string }>('POST', '/v3/pay/transactions/jsapi', {
        ...orderBody(order),
        payer: { openid },
      });
      return answer.prepay_id;
    },
    /** The order's state at WeChat Pay, or null when WeChat Pay has never heard of it. */
    async query(outTradeNo: string): Promise<WechatTransaction | null> {
      const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${encodeURIComponent(settings.mchId)}`;
      try {
        return await call<WechatTransaction>('GET', path);
      } catch (error) {
        if (error instanceof WechatPayError && error.code === 'ORDER_NOT_EXIST') return null;
        throw error;
      }
    },
    async refund(refund: {
      outTradeNo: string;
      outRefundNo: string;
      refundMinor: number;
      totalMinor: number;
      currency: string;
      notifyUrl: string;
    }): Promise<WechatRefund> {
      return call<WechatRefund>('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: refund.outTradeNo,
        out_refund_no: refund.outRefundNo,
        notify_url: refund.notifyUrl,
        amount: { refund: refund.refundMinor, total: refund.totalMinor, currency: refund.currency },
      });
    },
  };
}

export type WechatPayClient = ReturnType<typeof wechatPayClient>;

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
