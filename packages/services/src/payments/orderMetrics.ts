// Orders paid and refunded for /metrics, counted from an order's row before and after an event was
// applied, once its transaction committed: a retried or replayed notification changes nothing, so it
// counts nothing.
import type { OrderRow } from '@verso/db';
import { metrics } from '../observability/metrics';

const paidStatuses = new Set(['paid', 'partially_refunded', 'refunded']);

export function countOrderChange(before: OrderRow, after: OrderRow): void {
  const counter = metrics().paymentOrders;
  if (!paidStatuses.has(before.status) && paidStatuses.has(after.status)) counter.inc({ outcome: 'paid' });
  if (paidStatuses.has(after.status) && after.refundedMinor > before.refundedMinor)
    counter.inc({ outcome: after.status === 'refunded' ? 'refunded' : 'partially_refunded' });
}
