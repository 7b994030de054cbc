// Credit purchases. An order is written before the buyer is sent to pay; only a verified notification
// from the payment provider (or the provider's answer to a status query) moves it on. Payment events are
// kept by (provider, eventId), so a notification delivered twice is recognised and changes nothing.
import { index, integer, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { ownerId, uuidPrimaryKey } from './columns';
import { organizations } from './organizations';
import { users } from './users';

export const paymentProviders = ['stripe', 'wechatpay', 'alipay'] as const;
export type PaymentProviderId = (typeof paymentProviders)[number];

export const orderStatuses = [
  'pending',
  'paid',
  'refunded',
  'partially_refunded',
  'failed',
  'flagged',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orders = pgTable(
  'order',
  {
    id: uuidPrimaryKey(),
    /** The buyer. */
    userId: ownerId(),
    /** The organisation whose wallet the credits go to; null: the buyer's own wallet. */
    organizationId: text('organizationId').references(() => organizations.id, { onDelete: 'set null' }),
    /** The brand's credit package bought (packages/brands `creditPackageId`). */
    packageId: text('packageId').notNull(),
    credits: integer('credits').notNull(),
    /** The price in the currency's smallest unit (cents, fen). */
    amountMinor: integer('amountMinor').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    /** The SPEC pay method the buyer chose (card, alipay, wechat_pay, all, wechat_pay_direct…). */
    payMethod: text('payMethod').notNull(),
    /** The provider's id for the payment (Stripe Checkout Session, WeChat Pay / Alipay trade number). */
    providerReference: text('providerReference'),
    status: text('status', { enum: orderStatuses }).notNull().default('pending'),
    /** What the provider has refunded (or a dispute withdrew) so far, in the smallest unit. */
    refundedMinor: integer('refundedMinor').notNull().default(0),
    /** Numbered without gaps in the order payments arrive; set when the order is paid. */
    receiptNumber: integer('receiptNumber').unique(),
    /** Why the order was flagged (a payment that does not match it, a dispute), for the operator. */
    flagReason: text('flagReason'),
    createdAt: timestamp('createdAt', { mode: 'date' }).notNull().defaultNow(),
    paidAt: timestamp('paidAt', { mode: 'date' }),
    updatedAt: timestamp('updatedAt', { mode: 'date' }).notNull().defaultNow(),
  },
  (order) => [
    index('order_user_created').on(order.userId, order.createdAt),
    index('order_status_created').on(order.status, order.createdAt),
    uniqueIndex('order_provider_reference').on(order.provider, order.providerReference),
  ],
);

export const paymentEventKinds = ['paid', 'refunded', 'failed', 'disputed'] as const;
export type PaymentEventKind = (typeof paymentEventKinds)[number];

/** Every payment event applied to an order, once: the provider's notifications and the admins' refunds. */
export const paymentEvents = pgTable(
  'paymentEvent',
  {
    id: uuidPrimaryKey(),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    /** The provider's id for the event; an admin's refund is `refund:<refundId>`. */
    eventId: text('eventId').notNull(),
    orderId: text('orderId').references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: paymentEventKinds }).notNull(),
    amountMinor: integer('amountMinor').notNull(),
    currency: text('currency').notNull(),
    /** The admin who refunded; null for the provider's notifications. */
    byUserId: text('byUserId').references(() => users.id, { onDelete: 'set null' }),
    /** Why the admin refunded, as they wrote it; null for the provider's notifications. */
    reason: text('reason'),
    receivedAt: timestamp('receivedAt', { mode: 'date' }).notNull().defaultNow(),
  },
  (event) => [unique('paymentEvent_provider_event').on(event.provider, event.eventId)],
);

export type OrderRow = typeof orders.$inferSelect;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;
