// What the orders service needs from a payment provider (Stripe, WeChat Pay, Alipay): start a checkout
// for an order, verify the provider's notifications, answer them the way the provider expects, ask the
// provider about a payment, and refund. Each provider lives in its own folder beside this file and is
// constructed only when its settings are present (see payment-providers.ts).
import type { PayMethod } from '@verso/brands';
import type { OrderRow, PaymentEventKind, PaymentProviderId } from '@verso/db';

export type { PayMethod };

/** Where the buyer goes to pay: a provider's page, a QR code the page shows, or WeChat's in-app JSAPI. */
export type Checkout = (
  | { kind: 'redirect'; url: string }
  | { kind: 'qr'; codeUrl: string }
  | { kind: 'jsapi'; params: Record<string, string> }
) & {
  /** The provider's id for the payment when it is only known now (a Stripe Checkout Session id). */
  providerReference?: string;
};

export interface CheckoutContext {
  /** The site's page that waits for the payment's notification, for this order. */
  returnUrl: string;
  /** Where a buyer who gives up goes back to (the pricing page). */
  cancelUrl: string;
  /** What the buyer sees on the provider's page: "48 credits — O.Translator". */
  description: string;
  /** The interface language, for providers whose pages speak several. */
  locale: string;
  /** The buyer's address, which WeChat Pay and Alipay require. */
  payerIp?: string;
  /** The buyer's openid inside WeChat (JSAPI). */
  wechatOpenId?: string;
  /** A phone gets the provider's mobile page (Alipay wap pay) where a computer gets a QR code. */
  device?: 'desktop' | 'mobile';
}

/**
 * A verified fact from the provider about one order.
 * - `paid`: the buyer paid `amountMinor` `currency` (checked against the order before crediting).
 * - `refunded` / `disputed`: when `refundId` is set, `amountMinor` is that one refund (WeChat Pay, Alipay
 *   report each refund); without it, `amountMinor` is the total refunded or disputed so far (Stripe's
 *   `amount_refunded`), so a late or repeated notification never counts a refund twice.
 * - `failed`: the payment did not go through (an asynchronous method was declined).
 */
export interface PaymentEvent {
  /** The provider's id for this notification; the same id twice is a replay and changes nothing. */
  eventId: string;
  kind: PaymentEventKind;
  orderId: string;
  providerReference: string;
  amountMinor: number;
  currency: string;
  refundId?: string;
}

export interface PaymentProvider {
  readonly id: PaymentProviderId;
  /** The SPEC pay methods this provider serves on this site (missing settings → not constructed). */
  readonly payMethods: readonly PayMethod[];
  startCheckout(order: OrderRow, context: CheckoutContext): Promise<Checkout>;
  /**
   * Verifies signature (and decrypts); null for a forged/unparseable one. Never trusts the body unverified.
   * `ignored`: genuine, but about nothing an order needs (an event type the site does not use).
   */
  verifyNotification(request: {
    headers: Headers;
    rawBody: string;
  }): Promise<PaymentEvent | 'ignored' | null>;
  /** The provider's own answer: ok → 200 / SUCCESS / 'success'; rejected → 400 / FAIL / 'fail'. */
  answer(accepted: boolean): Response;
  /** Server-side status query (used by the return page while it waits, and by reconciliation). */
  query(order: OrderRow): Promise<PaymentEvent | null>;
  /** Refunds `amountMinor` of the order's payment; `refundId` makes a retried call refund once. */
  refund(order: OrderRow, amountMinor: number, refundId: string): Promise<void>;
}
