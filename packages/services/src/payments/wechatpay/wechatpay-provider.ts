// WeChat Pay direct (wechat_pay_direct): Native pay — a QR code the buyer scans — in a browser, JSAPI
// inside WeChat when the buyer's openid is known. Notifications count only when WeChat Pay's signature
// holds, they are fresh, and their resource decrypts with the APIv3 key.
import type { OrderRow } from '@verso/db';
import { orderIdOf, outTradeNo, tradeLifetimeMs, wechatTime } from '../china-trade';
import type { CheckoutContext, PaymentEvent, PaymentProvider } from '../payment-provider';
import {
  type WechatPaySettings,
  type WechatRefund,
  type WechatTransaction,
  wechatPayClient,
} from './wechatpay-client';
import { decryptResource, type EncryptedResource } from './wechatpay-resource';
import { jsapiPayParameters, signedHeadersOf, verifyWechatpayMessage } from './wechatpay-signature';

interface Notification {
  id: string;
  event_type: string;
  resource: EncryptedResource;
}

/** WeChat Pay's `description` holds at most 127 bytes. */
function shortDescription(text: string) {
  let description = text;
  while (Buffer.byteLength(description, 'utf8') > 127) description = description.slice(0, -1);
  return description;
}

export function wechatPayProvider(settings: WechatPaySettings, publicUrl: string): PaymentProvider {
  const client = wechatPayClient(settings);
  const notifyUrl = `${publicUrl}/api/payments/wechat/notify`;

  const paidEvent = (eventId: string, transaction: WechatTransaction): PaymentEvent | null => {
    if (transaction.mchid !== settings.mchId || !transaction.amount || !transaction.transaction_id)
      return null;
    return {
      eventId,
      kind: 'paid',
      orderId: orderIdOf(transaction.out_trade_no),
      providerReference: transaction.transaction_id,
      amountMinor: transaction.amount.total,
      currency: transaction.amount.currency,
    };
  };

  const refundedEvent = (eventId: string, refund: WechatRefund): PaymentEvent => ({
    eventId,
    kind: 'refunded',
    orderId: orderIdOf(refund.out_trade_no),
    providerReference: refund.transaction_id ?? refund.refund_id,
    amountMinor: refund.amount.refund,
    // Refund notifications name no currency: WeChat Pay direct settles in yuan.
    currency: refund.amount.currency ?? 'CNY',
    refundId: refund.out_refund_no,
  });

  return {
    id: 'wechatpay',
    payMethods: ['wechat_pay_direct'],

    async startCheckout(order: OrderRow, context: CheckoutContext) {
      const trade = {
        outTradeNo: outTradeNo(order.id),
        description: shortDescription(context.description),
        amountMinor: order.amountMinor,
        currency: order.currency,
        notifyUrl,
        timeExpire: wechatTime(new Date(Date.now() + tradeLifetimeMs)),
      };
      if (context.wechatOpenId) {
        const prepayId = await client.createJsapi(trade, context.wechatOpenId);
        return { kind: 'jsapi', params: jsapiPayParameters(settings.appId, prepayId, settings.privateKey) };
      }
      return { kind: 'qr', codeUrl: await client.createNative(trade) };
    },

    async verifyNotification({ headers, rawBody }) {
      const signed = signedHeadersOf(headers);
      if (!signed || !verifyWechatpayMessage(signed, rawBody, settings.platformPublicKey)) return null;
      let notification: Notification;
      try {
        notification = JSON.parse(rawBody) as Notification;
      } catch {
        return null;
      }
      const plaintext = notification.resource && decryptResource(notification.resource, settings.apiV3Key);
      if (!plaintext) return null;
      if (notification.event_type === 'TRANSACTION.SUCCESS') {
        return paidEvent(notification.id, JSON.parse(plaintext) as WechatTransaction);
      }
      if (notification.event_type === 'REFUND.SUCCESS') {
        return refundedEvent(notification.id, JSON.parse(plaintext) as WechatRefund);
      }
      // REFUND.ABNORMAL / REFUND.CLOSED: the admin's refund call already said so; nothing to apply.
      return 'ignored';
    },

    answer(accepted) {
      return accepted
        ? Response.json({ code: 'SUCCESS', message: '成功' })
        : Response.json({ code: 'FAIL', message: '失败' }, { status: 400 });
    },

    async query(order) {
      const transaction = await client.query(outTradeNo(order.id));
      const paid = transaction?.trade_state === 'SUCCESS' || transaction?.trade_state === 'REFUND';
      return paid && transaction ? paidEvent(`query:${transaction.transaction_id}`, transaction) : null;
    },

    async refund(order, amountMinor, refundId) {
      const refund = await client.refund({
        outTradeNo: outTradeNo(order.id),
        outRefundNo: refundId,
        refundMinor: amountMinor,
        totalMinor: order.amountMinor,
        currency: order.currency,
        notifyUrl,
      });
      if (refund.status === 'CLOSED' || refund.status === 'ABNORMAL') {
        throw new Error(`WeChat Pay refused the refund (${refund.status})`);
      }
    },
  };
}
