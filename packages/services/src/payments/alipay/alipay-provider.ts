// Alipay direct (alipay_direct): on a computer a QR code (alipay.trade.precreate) the buyer scans with
// the Alipay app — or Alipay's own cashier page (page pay) for a merchant without face-to-face pay —
// and on a phone the mobile cashier (wap pay). A notification counts only when Alipay's RSA2 signature
// holds and it names this application.
import type { OrderRow } from '@verso/db';
import { alipayTime, minorOf, orderIdOf, outTradeNo, tradeLifetimeMs, yuan } from '../china-trade';
import type { Checkout, CheckoutContext, PaymentEvent, PaymentProvider } from '../payment-provider';
import { AlipayError, type AlipaySettings, alipayClient } from './alipay-client';

/** Alipay answers these to precreate when the merchant has not signed up for face-to-face pay. */
const noFaceToFacePay = ['ACQ.ACCESS_FORBIDDEN', 'isv.insufficient-isv-permissions'];

export function alipayProvider(settings: AlipaySettings, publicUrl: string): PaymentProvider {
  const client = alipayClient(settings);
  const notifyUrl = `${publicUrl}/api/payments/alipay/notify`;

  const paidEvent = (
    eventId: string,
    orderId: string,
    tradeNo: string,
    totalAmount: string,
  ): PaymentEvent => ({
    eventId,
    kind: 'paid',
    orderId,
    providerReference: tradeNo,
    amountMinor: minorOf(totalAmount),
    // Alipay direct settles in yuan; a trade in another currency names it.
    currency: 'CNY',
  });

  return {
    id: 'alipay',
    payMethods: ['alipay_direct'],

    async startCheckout(order: OrderRow, context: CheckoutContext): Promise<Checkout> {
      const trade = {
        outTradeNo: outTradeNo(order.id),
        totalAmount: yuan(order.amountMinor),
        subject: context.description.slice(0, 256),
        notifyUrl,
        timeExpire: alipayTime(new Date(Date.now() + tradeLifetimeMs)),
      };
      if (context.device === 'mobile') {
        return { kind: 'redirect', url: client.cashierUrl(trade, context.returnUrl, 'mobile') };
      }
      try {
        return { kind: 'qr', codeUrl: await client.precreate(trade) };
      } catch (error) {
        if (!(error instanceof AlipayError && noFaceToFacePay.includes(error.subCode))) throw error;
        return { kind: 'redirect', url: client.cashierUrl(trade, context.returnUrl, 'desktop') };
      }
    },

    async verifyNotification({ rawBody }) {
      const fields = Object.fromEntries(new URLSearchParams(rawBody));
      if (!client.checkNotification(fields) || fields.app_id !== settings.appId) return null;
      const orderId = orderIdOf(fields.out_trade_no ?? '');
      const tradeNo = fields.trade_no ?? '';
      const eventId = fields.notify_id ?? '';
      if (!eventId || !tradeNo) return null;
      const currency = fields.trans_currency ?? 'CNY';
      if (fields.refund_fee) {
        // A refund's notification carries the total refunded so far.
        return {
          eventId,
          kind: 'refunded',
          orderId,
          providerReference: tradeNo,
          amountMinor: minorOf(fields.refund_fee),
          currency,
        };
      }
      if (fields.trade_status === 'TRADE_SUCCESS' || fields.trade_status === 'TRADE_FINISHED') {
        return { ...paidEvent(eventId, orderId, tradeNo, fields.total_amount ?? ''), currency };
      }
      if (fields.trade_status === 'TRADE_CLOSED') {
        return { eventId, kind: 'failed', orderId, providerReference: tradeNo, amountMinor: 0, currency };
      }
      // WAIT_BUYER_PAY (sent only when the merchant asks for it): nothing happened to the order yet.
      return 'ignored';
    },

    answer(accepted) {
      return new Response(accepted ? 'success' : 'fail', {
        status: 200,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      });
    },

    async query(order) {
      const trade = await client.query(outTradeNo(order.id));
      if (!trade || (trade.tradeStatus !== 'TRADE_SUCCESS' && trade.tradeStatus !== 'TRADE_FINISHED'))
        return null;
      return paidEvent(`query:${trade.tradeNo}`, order.id, trade.tradeNo ?? '', trade.totalAmount);
    },

    async refund(order, amountMinor, refundId) {
      await client.refund(outTradeNo(order.id), yuan(amountMinor), refundId);
    },
  };
}
