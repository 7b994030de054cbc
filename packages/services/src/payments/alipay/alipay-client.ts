// Alipay's open platform through its official SDK (alipay-sdk): face-to-face QR (precreate), page and
// wap pay (a signed redirect to the cashier), query, refund, and the RSA2 check of asynchronous
// notifications. Every answer's signature is checked before it is believed (validateSign).
import { AlipaySdk } from 'alipay-sdk';

export interface AlipaySettings {
  appId: string;
  /** The application's private key, PKCS#8 PEM. */
  privateKey: string;
  /** Alipay's public key, SPKI PEM. */
  alipayPublicKey: string;
  gateway: string;
}

/** A trade as alipay.trade.query reports it (camel-cased by the SDK). */
export interface AlipayTrade {
  outTradeNo: string;
  tradeNo?: string;
  tradeStatus: 'WAIT_BUYER_PAY' | 'TRADE_CLOSED' | 'TRADE_SUCCESS' | 'TRADE_FINISHED';
  totalAmount: string;
}

export interface NewAlipayOrder {
  outTradeNo: string;
  /** Yuan with two decimals, as Alipay writes amounts: "35.00". */
  totalAmount: string;
  subject: string;
  notifyUrl: string;
  /** "yyyy-MM-dd HH:mm:ss" in China's time; Alipay closes the trade after it. */
  timeExpire: string;
}

export class AlipayError extends Error {
  override name = 'AlipayError';
  constructor(
    readonly code: string,
    readonly subCode: string,
    message: string,
  ) {
    super(`Alipay answered ${code} ${subCode}: ${message}`);
  }
}

type AlipayAnswer = { code?: string; msg?: string; subCode?: string; subMsg?: string } & Record<
  string,
  unknown
>;

const requestTimeoutMs = 10_000;

export function alipayClient(settings: AlipaySettings) {
  const sdk = new AlipaySdk({
    appId: settings.appId,
    privateKey: settings.privateKey,
    keyType: 'PKCS8',
    alipayPublicKey: settings.alipayPublicKey,
    gateway: settings.gateway,
    timeout: requestTimeoutMs,
  });

  async function call(method: string, params: object): Promise<AlipayAnswer> {
    const answer = (await sdk.exec(method, params, { validateSign: true })) as AlipayAnswer;
    if (answer.code !== '10000') {
      throw new AlipayError(answer.code ?? '?', answer.subCode ?? '', answer.subMsg ?? answer.msg ?? '');
    }
    return answer;
  }

  const bizContent = (order: NewAlipayOrder) => ({
    outTradeNo: order.outTradeNo,
    totalAmount: order.totalAmount,
    subject: order.subject,
    timeExpire: order.timeExpire,
  });

  return {
    settings,
    /** Face-to-face pay: the link the buyer scans with the Alipay app. */
    async precreate(order: NewAlipayOrder): Promise<string> {
      const answer = await call('alipay.trade.precreate', {
        notifyUrl: order.notifyUrl,
        bizContent: bizContent(order),
      });
      return answer.qrCode as string;
    },
    /** The signed cashier URL: alipay.trade.page.pay on a computer, alipay.trade.wap.pay on a phone. */
    cashierUrl(order: NewAlipayOrder, returnUrl: string, device: 'desktop' | 'mobile'): string {
      const method = device === 'desktop' ? 'alipay.trade.page.pay' : 'alipay.trade.wap.pay';
      const productCode = device === 'desktop' ? 'FAST_INSTANT_TRADE_PAY' : 'QUICK_WAP_WAY';
      return sdk.pageExecute(method, 'GET', {
        notifyUrl: order.notifyUrl,
        returnUrl,
        bizContent: { ...bizContent(order), productCode },
      });
    },
    /** The trade at Alipay, or null when Alipay has no trade by that number (nobody scanned yet). */
    async query(outTradeNo: string): Promise<AlipayTrade | null> {
      try {
        return (await call('alipay.trade.query', { bizContent: { outTradeNo } })) as unknown as AlipayTrade;
      } catch (error) {
        if (error instanceof AlipayError && error.subCode === 'ACQ.TRADE_NOT_EXIST') return null;
        throw error;
      }
    },
    /** Refunds `refundAmount` yuan; `outRequestNo` makes a retried request the same refund. */
    async refund(outTradeNo: string, refundAmount: string, outRequestNo: string) {
      return call('alipay.trade.refund', { bizContent: { outTradeNo, refundAmount, outRequestNo } });
    },
    /** True when Alipay signed the notification's fields (RSA2 over the sorted, decoded fields). */
    checkNotification(fields: Record<string, string>): boolean {
      try {
        return sdk.checkNotifySignV2(fields);
      } catch {
        return false;
      }
    },
  };
}

export type AlipayClient = ReturnType<typeof alipayClient>;
