// Orders: a buyer's purchase of one of the brand's credit packages, from checkout to paid, refunded or
// flagged. Prices come from the brand, never from the browser. Credits move only on a verified payment
// event, applied in one transaction with the order's row locked: an event seen before (same provider
// event id) changes nothing, and an order is credited once however many events say it is paid.
import { randomUUID } from 'node:crypto';
import {
  type Brand,
  creditPackageId,
  findCreditPackage,
  type PayMethod,
  priceInMinorUnits,
} from '@verso/brands';
import {
  type Database,
  type DatabaseTransaction,
  type OrderRow,
  type OrderStatus,
  orders,
  type PaymentProviderId,
  paymentEvents,
} from '@verso/db';
import { and, eq, sql } from 'drizzle-orm';
import type { CreditLedger } from '../credits';
import { countOrderChange } from './orderMetrics';
import type { Checkout, CheckoutContext, PaymentEvent, PaymentProvider } from './payment-provider';

export type OrderErrorCode =
  | 'unknown_package'
  | 'pay_method_unavailable'
  | 'checkout_failed'
  | 'order_not_found'
  | 'not_refundable'
  | 'refund_amount';

export class OrderError extends Error {
  override name = 'OrderError';
  constructor(
    readonly code: OrderErrorCode,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export interface OrdersDeps {
  db: Database;
  credits: CreditLedger;
  brand: Brand;
  providers: readonly PaymentProvider[];
}

export interface NewOrder {
  userId: string;
  /** The organisation whose wallet the credits go to (its owner or an admin buys); the buyer's own when absent. */
  organizationId?: string;
  packageId: string;
  payMethod: PayMethod;
  context: Omit<CheckoutContext, 'returnUrl' | 'description'>;
  /** The page that waits for the order's payment, given its id. */
  returnUrl: (orderId: string) => string;
}

/** What applying an event did: `replayed` and `unknown_order` changed nothing. */
export type EventOutcome = 'applied' | 'replayed' | 'unknown_order';

const refundableStatuses: readonly OrderStatus[] = ['paid', 'partially_refunded'];

export function paymentOrders({ db, credits, brand, providers }: OrdersDeps) {
  const providerFor = (payMethod: string) =>
    providers.find((p) => p.payMethods.includes(payMethod as PayMethod));

  async function lockedOrder(tx: DatabaseTransaction, orderId: string) {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    return order;
  }

  async function setOrder(tx: DatabaseTransaction, orderId: string, changes: Partial<OrderRow>) {
    await tx
      .update(orders)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(orders.id, orderId));
  }

  /** Credits a paid order is worth after `refundedMinor` of it went back: a refunded part takes its share. */
  const creditsKept = (order: OrderRow, refundedMinor: number) =>
    order.credits -
    Math.floor((order.credits * Math.min(refundedMinor, order.amountMinor)) / order.amountMinor);

  const refundStatus = (order: OrderRow, refundedMinor: number): OrderStatus =>
    refundedMinor >= order.amountMinor ? 'refunded' : 'partially_refunded';

  /**
   * Records that `refundedMinor` of the order is now refunded. A paid order gives back the credits of
   * the newly refunded part (up to what is unspent); an unpaid one only remembers it, for when its
   * payment arrives late.
   */
  async function applyRefunded(tx: DatabaseTransaction, order: OrderRow, refundedMinor: number) {
    const total = Math.min(refundedMinor, order.amountMinor);
    if (total <= order.refundedMinor) return;
    if (!refundableStatuses.includes(order.status)) {
      await setOrder(tx, order.id, { refundedMinor: total });
      return;
    }
    await credits.takeBackOrder(tx, {
      userId: order.userId,
      organizationId: order.organizationId,
      orderId: order.id,
      amount: creditsKept(order, order.refundedMinor) - creditsKept(order, total),
    });
    await setOrder(tx, order.id, { refundedMinor: total, status: refundStatus(order, total) });
  }

  /** Receipt numbers have no gaps: the next one is taken under a lock held until the transaction ends. */
  async function nextReceiptNumber(tx: DatabaseTransaction) {
    await tx.execute(sql`select pg_advisory_xact_lock(${receiptLockKey})`);
    const [row] = await tx.select({ last: sql<number | null>`max(${orders.receiptNumber})` }).from(orders);
    return Number(row?.last ?? 0) + 1;
  }

  async function applyPaid(tx: DatabaseTransaction, order: OrderRow, event: PaymentEvent) {
    if (order.status !== 'pending' && order.status !== 'failed') return;
    const currency = event.currency.toUpperCase();
    if (event.amountMinor !== order.amountMinor || currency !== order.currency) {
      const flagReason = `paid ${formatMinor(event.amountMinor, currency)}, the order costs ${formatMinor(order.amountMinor, order.currency)}`;
      await setOrder(tx, order.id, { status: 'flagged', flagReason });
      return;
    }
    const paid: Partial<OrderRow> = {
      status: 'paid',
      paidAt: new Date(),
      receiptNumber: await nextReceiptNumber(tx),
      providerReference: order.providerReference ?? event.providerReference,
    };
    await setOrder(tx, order.id, paid);
    await credits.grantOrder(tx, {
      userId: order.userId,
      organizationId: order.organizationId,
      orderId: order.id,
      amount: order.credits,
    });
    // A refund that arrived before the payment did (out of order) is taken into account now.
    const late = order.refundedMinor;
    if (late > 0) await applyRefunded(tx, { ...order, ...paid, refundedMinor: 0 }, late);
  }

  async function applyEvent(tx: DatabaseTransaction, order: OrderRow, event: PaymentEvent) {
    switch (event.kind) {
      case 'paid':
        return applyPaid(tx, order, event);
      case 'failed':
        if (order.status === 'pending') await setOrder(tx, order.id, { status: 'failed' });
        return;
      case 'disputed':
        await setOrder(tx, order.id, { flagReason: 'the buyer disputed the payment' });
        return applyRefunded(tx, order, refundedTotal(order, event));
      case 'refunded':
        return applyRefunded(tx, order, refundedTotal(order, event));
    }
  }

  /**
   * Applies a verified event from `providerId`. Idempotent per event (the same provider event id twice
   * changes nothing) and per order (a second "paid" for a paid order credits nothing).
   */
  async function fulfil(providerId: PaymentProviderId, event: PaymentEvent): Promise<EventOutcome> {
    let change: [OrderRow, OrderRow] | undefined;
    const outcome = await db.transaction(async (tx): Promise<EventOutcome> => {
      const order = await lockedOrder(tx, event.orderId);
      if (!order || order.provider !== providerId) return 'unknown_order';
      // A provider that reports refunds one by one names them; our own refund of the same id was
      // recorded under this key, so its notification is recognised as already applied.
      const eventId = event.refundId ? `refund:${event.refundId}` : event.eventId;
      const recorded = await tx
        .insert(paymentEvents)
        .values({
          provider: providerId,
          eventId,
          orderId: order.id,
          kind: event.kind,
          amountMinor: event.amountMinor,
          currency: event.currency.toUpperCase(),
        })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (recorded.length === 0) return 'replayed';
      await applyEvent(tx, order, event);
      const after = await lockedOrder(tx, order.id);
      if (after) change = [order, after];
      return 'applied';
    });
    if (change) countOrderChange(...change);
    return outcome;
  }

  return {
    /** The pay methods buyers can choose here: the brand's, served by a configured provider. */
    payMethods(): PayMethod[] {
      return brand.payMethods.filter((method) => providerFor(method));
    },

    /** Writes a pending order for one of the brand's packages and starts the provider's checkout. */
    async create(request: NewOrder): Promise<{ order: OrderRow; checkout: Checkout }> {
      const pack = findCreditPackage(brand, request.packageId);
      if (!pack)
        throw new OrderError('unknown_package', `There is no credit package "${request.packageId}".`);
      const provider = brand.payMethods.includes(request.payMethod)
        ? providerFor(request.payMethod)
        : undefined;
      if (!provider) {
        throw new OrderError(
          'pay_method_unavailable',
          `Paying by ${request.payMethod} is not available here.`,
        );
      }
      const [order] = await db
        .insert(orders)
        .values({
          userId: request.userId,
          organizationId: request.organizationId ?? null,
          packageId: creditPackageId(pack),
          credits: pack.credits,
          amountMinor: priceInMinorUnits(pack.price),
          currency: brand.currency,
          provider: provider.id,
          payMethod: request.payMethod,
        })
        .returning();
      if (!order) throw new Error('the order was not written');
      let checkout: Checkout;
      try {
        checkout = await provider.startCheckout(order, {
          ...request.context,
          returnUrl: request.returnUrl(order.id),
          description: `${pack.credits} credits — ${brand.name}`,
        });
      } catch (error) {
        await db
          .update(orders)
          .set({ status: 'failed', updatedAt: new Date() })
          .where(eq(orders.id, order.id));
        throw new OrderError(
          'checkout_failed',
          'The payment could not be started. Please try again in a moment.',
          {
            cause: error,
          },
        );
      }
      if (checkout.providerReference) {
        await db
          .update(orders)
          .set({ providerReference: checkout.providerReference, updatedAt: new Date() })
          .where(eq(orders.id, order.id));
      }
      return { order: { ...order, providerReference: checkout.providerReference ?? null }, checkout };
    },

    /** The buyer's order, or undefined for another user's or a missing one. */
    async ofUser(userId: string, orderId: string): Promise<OrderRow | undefined> {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
      return order;
    },

    fulfil,

    /**
     * An admin refunds `amountMinor` of a paid order: the provider refunds it, then the order's credits
     * for that part are taken back, up to what is unspent. The order stays locked during the provider's
     * call, so two refunds of one order can never together exceed what was paid. The admin's reason is
     * kept on the refund's event.
     */
    refund(orderId: string, amountMinor: number, byUserId: string, reason?: string): Promise<OrderRow> {
      return db.transaction(async (tx) => {
        const order = await lockedOrder(tx, orderId);
        if (!order) throw new OrderError('order_not_found', 'There is no such order.');
        if (!refundableStatuses.includes(order.status)) {
          throw new OrderError('not_refundable', `An order that is ${order.status} cannot be refunded.`);
        }
        const left = order.amountMinor - order.refundedMinor;
        if (!Number.isInteger(amountMinor) || amountMinor <= 0 || amountMinor > left) {
          throw new OrderError(
            'refund_amount',
            `A refund of this order must be between ${formatMinor(1, order.currency)} and ${formatMinor(left, order.currency)}.`,
          );
        }
        const provider = providers.find((p) => p.id === order.provider);
        if (!provider) throw new OrderError('not_refundable', `${order.provider} is not configured here.`);
        const refundId = randomUUID();
        await provider.refund(order, amountMinor, refundId);
        await tx.insert(paymentEvents).values({
          provider: order.provider,
          eventId: `refund:${refundId}`,
          orderId: order.id,
          kind: 'refunded',
          amountMinor,
          currency: order.currency,
          byUserId,
          reason: reason?.trim() || null,
        });
        await applyRefunded(tx, order, order.refundedMinor + amountMinor);
        const [after] = await tx.select().from(orders).where(eq(orders.id, orderId));
        if (!after) throw new Error('the refunded order disappeared');
        return after;
      });
    },

    /**
     * Asks the provider about a pending order and applies what it says: the return page's fallback when
     * a notification is late or lost.
     */
    async reconcile(order: OrderRow): Promise<OrderRow> {
      if (order.status !== 'pending') return order;
      const provider = providers.find((p) => p.id === order.provider);
      const event = provider ? await provider.query(order) : null;
      if (!event || event.orderId !== order.id) return order;
      await fulfil(order.provider, event);
      const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
      return after ?? order;
    },
  };
}

export type PaymentOrders = ReturnType<typeof paymentOrders>;

/** Any fixed number: the advisory lock that hands out receipt numbers one at a time. */
const receiptLockKey = 7_234_001;

/** The total refunded after this event: a named refund adds to it, a running total replaces it. */
function refundedTotal(order: OrderRow, event: PaymentEvent) {
  return event.refundId
    ? order.refundedMinor + event.amountMinor
    : Math.max(order.refundedMinor, event.amountMinor);
}

/** An amount for people reading an order's flag: `4.00 USD`. */
function formatMinor(amountMinor: number, currency: string) {
  return `${(amountMinor / 100).toFixed(2)} ${currency}`;
}
