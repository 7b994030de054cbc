// Stripe Checkout through Stripe's official library: a hosted Checkout Session per order with the
// brand's Stripe pay methods (card, Alipay, WeChat Pay), webhooks verified with the endpoint's signing
// secret, and refunds of the session's PaymentIntent. The order id travels in the session's and the
// PaymentIntent's metadata, so every event can name its order.
import type { Brand, PayMethod } from '@verso/brands';
import type { OrderRow } from '@verso/db';
import Stripe from 'stripe';
import type { Checkout, CheckoutContext, PaymentEvent, PaymentProvider } from '../payment-provider';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** https://api.stripe.com, or a test double's address. */
  apiUrl: string;
}

type StripeMethod = 'card' | 'alipay' | 'wechat_pay';
const stripeMethods: readonly StripeMethod[] = ['card', 'alipay', 'wechat_pay'];
/** The SPEC's `all`: one checkout offering every Stripe method the brand has. */
const stripePayMethods: readonly PayMethod[] = [...stripeMethods, 'all'];

// Checkout speaks these of our interface languages; the others get Stripe's guess from the browser.
const checkoutLocales = new Set(
  'bg cs da de el en es fr hu id it ja ko ms nl pl pt ro ru sk sv th tr vi zh zh-HK'.split(' '),
);

export function stripeClient(settings: StripeSettings): Stripe {
  const api = new URL(settings.apiUrl);
  const protocol = api.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(settings.secretKey, {
    host: api.hostname,
    port: api.port || (protocol === 'http' ? 80 : 443),
    protocol,
    maxNetworkRetries: 2,
    timeout: 20_000,
  });
}

export function stripeProvider(settings: StripeSettings, brand: Brand): PaymentProvider {
  const stripe = stripeClient(settings);
  const brandMethods = stripeMethods.filter((method) => brand.payMethods.includes(method));

  const methodTypes = (payMethod: string): StripeMethod[] =>
    payMethod === 'all' ? brandMethods : brandMethods.filter((method) => method === payMethod);

  async function paymentIntentOf(order: OrderRow): Promise<string> {
    if (!order.providerReference) throw new Error(`order ${order.id} has no Checkout Session`);
    const session = await stripe.checkout.sessions.retrieve(order.providerReference);
    const intent = session.payment_intent;
    if (!intent) throw new Error(`Checkout Session ${session.id} has no payment`);
    return typeof intent === 'string' ? intent : intent.id;
  }

  /** The order a charge or dispute belongs to, from its PaymentIntent's metadata. */
  async function orderOfIntent(intent: string | { id: string } | null): Promise<string | undefined> {
    if (!intent) return undefined;
    const found = await stripe.paymentIntents.retrieve(typeof intent === 'string' ? intent : intent.id);
    return found.metadata.orderId;
  }

  function sessionEvent(
    eventId: string,
    kind: 'paid' | 'failed',
    session: Stripe.Checkout.Session,
  ): PaymentEvent | 'ignored' {
    const orderId = session.metadata?.orderId ?? session.client_reference_id;
    if (!orderId) return 'ignored';
    return {
      eventId,
      kind,
      orderId,
      providerReference: session.id,
      amountMinor: session.amount_total ?? 0,
      currency: (session.currency ?? '').toUpperCase(),
    };
  }

  async function eventOf(event: Stripe.Event): Promise<PaymentEvent | 'ignored'> {
    switch (event.type) {
      case 'checkout.session.completed':
        // An asynchronous method (a bank debit) completes the session unpaid: its outcome comes later.
        if (event.data.object.payment_status !== 'paid') return 'ignored';
        return sessionEvent(event.id, 'paid', event.data.object);
      case 'checkout.session.async_payment_succeeded':
        return sessionEvent(event.id, 'paid', event.data.object);
      case 'checkout.session.async_payment_failed':
        return sessionEvent(event.id, 'failed', event.data.object);
      case 'charge.refunded': {
        const charge = event.data.object;
        const orderId = charge.metadata.orderId ?? (await orderOfIntent(charge.payment_intent));
        if (!orderId) return 'ignored';
        return {
          eventId: event.id,
          kind: 'refunded',
          orderId,
          providerReference: charge.id,
          amountMinor: charge.amount_refunded,
          currency: charge.currency.toUpperCase(),
        };
      }
      case 'charge.dispute.created': {
        const dispute = event.data.object;
        const orderId = await orderOfIntent(dispute.payment_intent);
        if (!orderId) return 'ignored';
        return {
          eventId: event.id,
          kind: 'disputed',
          orderId,
          providerReference: dispute.id,
          amountMinor: dispute.amount,
          currency: dispute.currency.toUpperCase(),
        };
      }
      default:
        return 'ignored';
    }
  }

  return {
    id: 'stripe',
    payMethods: stripePayMethods.filter((method) => brand.payMethods.includes(method)),

    async startCheckout(order: OrderRow, context: CheckoutContext): Promise<Checkout> {
      const types = methodTypes(order.payMethod);
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          allowed_payment_method_types: types,
          ...(types.includes('wechat_pay')
            ? { payment_method_options: { wechat_pay: { client: 'web' } } }
            : {}),
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: order.currency.toLowerCase(),
                unit_amount: order.amountMinor,
                product_data: { name: context.description },
              },
            },
          ],
          client_reference_id: order.id,
          metadata: { orderId: order.id },
          payment_intent_data: { metadata: { orderId: order.id } },
          success_url: context.returnUrl,
          cancel_url: context.cancelUrl,
          locale: checkoutLocales.has(context.locale)
            ? context.locale
            : context.locale === 'no'
              ? 'nb'
              : 'auto',
        },
        { idempotencyKey: `checkout-${order.id}` },
      );
      if (!session.url) throw new Error(`Stripe gave Checkout Session ${session.id} no address`);
      return { kind: 'redirect', url: session.url, providerReference: session.id };
    },

    async verifyNotification({ headers, rawBody }) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          headers.get('stripe-signature') ?? '',
          settings.webhookSecret,
        );
      } catch {
        return null;
      }
      return eventOf(event);
    },

    answer(accepted: boolean): Response {
      return Response.json(accepted ? { received: true } : { error: 'invalid signature' }, {
        status: accepted ? 200 : 400,
      });
    },

    async query(order: OrderRow): Promise<PaymentEvent | null> {
      if (!order.providerReference) return null;
      const session = await stripe.checkout.sessions.retrieve(order.providerReference);
      if (session.payment_status === 'paid')
        return asEvent(sessionEvent(`query:${session.id}:paid`, 'paid', session));
      if (session.status === 'expired')
        return asEvent(sessionEvent(`query:${session.id}:expired`, 'failed', session));
      return null;
    },

    async refund(order: OrderRow, amountMinor: number, refundId: string): Promise<void> {
      await stripe.refunds.create(
        {
          payment_intent: await paymentIntentOf(order),
          amount: amountMinor,
          metadata: { orderId: order.id, refundId },
        },
        { idempotencyKey: `refund-${refundId}` },
      );
    },
  };
}

const asEvent = (event: PaymentEvent | 'ignored') => (event === 'ignored' ? null : event);
