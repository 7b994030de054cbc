// A buyer's paid orders (for /my/credits) and the receipt of each, as a PDF in their language.
import type { Brand } from '@verso/brands';
import { type Database, orders, users } from '@verso/db';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { type ReceiptLabels, receiptPdf } from './receiptPdf';

/** How the receipt writes the money and the package, in the buyer's language (the caller's words). */
export interface ReceiptWording {
  labels: ReceiptLabels;
  locale: string;
  credits(count: number): string;
}

/** A price in the smallest unit (cents, fen) written in the locale's way with its currency. */
export const formatMinorUnits = (amountMinor: number, currency: string, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amountMinor / 100);

export function purchases(db: Database, brand: Brand) {
  const paidOrders = (userId: string) => and(eq(orders.userId, userId), isNotNull(orders.receiptNumber));

  return {
    /** The buyer's orders that were paid (and perhaps refunded since), newest first: each has a receipt. */
    list: (userId: string) =>
      db
        .select({
          id: orders.id,
          receiptNumber: orders.receiptNumber,
          credits: orders.credits,
          amountMinor: orders.amountMinor,
          refundedMinor: orders.refundedMinor,
          currency: orders.currency,
          status: orders.status,
          organizationId: orders.organizationId,
          paidAt: orders.paidAt,
        })
        .from(orders)
        .where(paidOrders(userId))
        .orderBy(desc(orders.paidAt))
        .limit(500),

    /** The receipt of the buyer's paid order; null for another user's, an unpaid or a missing one. */
    async receipt(userId: string, orderId: string, wording: ReceiptWording) {
      const [found] = await db
        .select({ order: orders, email: users.email })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(and(eq(orders.id, orderId), paidOrders(userId)));
      const order = found?.order;
      if (!order?.receiptNumber || !order.paidAt) return null;
      const money = (minor: number) => formatMinorUnits(minor, order.currency, wording.locale);
      const pdf = await receiptPdf(
        {
          seller: {
            name: brand.organization.legalName,
            address: brand.organization.address,
            email: brand.support.email,
            url: brand.url,
          },
          buyer: found?.email ?? '',
          receiptNumber: order.receiptNumber,
          orderId: order.id,
          paidAt: order.paidAt,
          item: wording.credits(order.credits),
          payMethod: order.payMethod,
          amount: money(order.amountMinor),
          refunded: order.refundedMinor > 0 ? money(order.refundedMinor) : undefined,
        },
        wording.labels,
        wording.locale,
      );
      return { pdf, receiptNumber: order.receiptNumber };
    },
  };
}
