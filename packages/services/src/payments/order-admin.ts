// The operator's view of orders: a filtered, paged list, revenue per day and one order with its payment
// events. Read-only; money moves only through paymentOrders (refund), never from here.
import {
  type Database,
  type OrderRow,
  type OrderStatus,
  orders,
  type PaymentEventRow,
  type PaymentProviderId,
  paymentEvents,
  users,
} from '@verso/db';
import { and, asc, count, desc, eq, gte, ilike, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

export interface OrderFilter {
  status?: OrderStatus;
  provider?: PaymentProviderId;
  currency?: string;
  /** Orders created on or after this instant. */
  from?: Date;
  /** Orders created before this instant. */
  to?: Date;
  /** Part of the buyer's e-mail address. */
  email?: string;
  /** Only orders an operator should look at: flagged, or carrying a flag reason (a dispute). */
  flagged?: boolean;
}

export type AdminOrder = OrderRow & { email: string | null };
export type AdminPaymentEvent = PaymentEventRow & { byEmail: string | null };

export interface RevenueDay {
  /** The UTC day the orders were paid, `YYYY-MM-DD`. */
  day: string;
  currency: string;
  paidMinor: number;
  refundedMinor: number;
  netMinor: number;
}

export const adminOrderPageSize = 25;

/** `%` and `_` typed in a search box are letters, not wildcards. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions(filter: OrderFilter): SQL | undefined {
  const email = filter.email?.trim();
  return and(
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.provider ? eq(orders.provider, filter.provider) : undefined,
    filter.currency ? eq(orders.currency, filter.currency.toUpperCase()) : undefined,
    filter.from ? gte(orders.createdAt, filter.from) : undefined,
    filter.to ? lt(orders.createdAt, filter.to) : undefined,
    email ? ilike(users.email, containing(email)) : undefined,
    filter.flagged ? or(eq(orders.status, 'flagged'), isNotNull(orders.flagReason)) : undefined,
  );
}

export function orderAdmin(db: Database) {
  return {
    /** One page (from 1) of the orders the filter keeps, newest first, with the buyer's e-mail. */
    async list(filter: OrderFilter, page: number): Promise<{ orders: AdminOrder[]; total: number }> {
      const where = conditions(filter);
      const [rows, [counted]] = await Promise.all([
        db
          .select({ order: orders, email: users.email })
          .from(orders)
          .leftJoin(users, eq(users.id, orders.userId))
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(adminOrderPageSize)
          .offset((Math.max(page, 1) - 1) * adminOrderPageSize),
        db.select({ total: count() }).from(orders).leftJoin(users, eq(users.id, orders.userId)).where(where),
      ]);
      return {
        orders: rows.map(({ order, email }) => ({ ...order, email })),
        total: counted?.total ?? 0,
      };
    },

    /**
     * Money kept per UTC day and currency for orders paid in [from, to): what was paid less what has
     * been refunded of those orders since. A refund counts against the day its order was paid, so a
     * day's figure is what that day's sales are worth now.
     */
    async revenuePerDay(from: Date, to: Date): Promise<RevenueDay[]> {
      const day = sql<string>`to_char(${orders.paidAt}, 'YYYY-MM-DD')`;
      const rows = await db
        .select({
          day,
          currency: orders.currency,
          paidMinor: sql<number>`cast(sum(${orders.amountMinor}) as bigint)`,
          refundedMinor: sql<number>`cast(sum(${orders.refundedMinor}) as bigint)`,
        })
        .from(orders)
        .where(and(isNotNull(orders.paidAt), gte(orders.paidAt, from), lt(orders.paidAt, to)))
        .groupBy(day, orders.currency)
        .orderBy(asc(day), asc(orders.currency));
      return rows.map((row) => {
        const paidMinor = Number(row.paidMinor);
        const refundedMinor = Number(row.refundedMinor);
        return { ...row, paidMinor, refundedMinor, netMinor: paidMinor - refundedMinor };
      });
    },

    /** An order with its buyer's e-mail and every payment event, oldest first; undefined if none. */
    async detail(orderId: string): Promise<{ order: AdminOrder; events: AdminPaymentEvent[] } | undefined> {
      const [found] = await db
        .select({ order: orders, email: users.email })
        .from(orders)
        .leftJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.id, orderId));
      if (!found) return undefined;
      const admins = alias(users, 'refundingAdmin');
      const events = await db
        .select({ event: paymentEvents, byEmail: admins.email })
        .from(paymentEvents)
        .leftJoin(admins, eq(admins.id, paymentEvents.byUserId))
        .where(eq(paymentEvents.orderId, orderId))
        .orderBy(asc(paymentEvents.receivedAt), asc(paymentEvents.id));
      return {
        order: { ...found.order, email: found.email },
        events: events.map(({ event, byEmail }) => ({ ...event, byEmail })),
      };
    },
  };
}

export type OrderAdmin = ReturnType<typeof orderAdmin>;
