// What a preview costs: nothing for a user's first VERSO_FREE_PREVIEWS_PER_DAY of the day, then the
// API contract's 2 credits. Every preview writes a ledger entry (of 0 credits when free), so the day's
// free ones are counted from the ledger under the wallet's lock: deleting a preview job gives no
// preview back, and parallel requests cannot both take the last free one.
import { UserFacingError } from '@verso/core';
import { creditEntries, type DatabaseTransaction } from '@verso/db';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Charge } from '../credits';

export const previewFee = 2;
export const previewReason = 'document preview';

/** Free previews since midnight (the database's time zone: UTC unless the operator changed it). */
async function freePreviewsToday(tx: DatabaseTransaction, userId: string) {
  const [row] = await tx
    .select({ used: count() })
    .from(creditEntries)
    .where(
      and(
        eq(creditEntries.userId, userId),
        eq(creditEntries.reason, previewReason),
        eq(creditEntries.amount, 0),
        gte(creditEntries.createdAt, sql`date_trunc('day', localtimestamp)`),
      ),
    );
  return row?.used ?? 0;
}

/** `organizationId` names the wallet that pays the fee (the organisation's); the user's own when absent. */
export function previewCharge(
  userId: string,
  organizationId: string | null | undefined,
  freePerDay: number,
): Charge {
  return {
    userId,
    organizationId,
    reason: previewReason,
    amount: async (tx) => ((await freePreviewsToday(tx, userId)) < freePerDay ? 0 : previewFee),
    whenShort: (balance, amount) =>
      new UserFacingError(
        'insufficient_credits',
        `Today's ${freePerDay} free previews are used: a preview costs ${amount} credits and your balance is ${balance}, ${amount - balance} short.`,
        { price: amount, balance, missing: amount - balance },
      ),
  };
}
