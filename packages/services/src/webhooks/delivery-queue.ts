// The deliveries table is the webhook queue, on every backend: a runner claims a due delivery with a
// conditional UPDATE (SKIP LOCKED, so two runners never take the same one) that also pushes its next
// attempt one lease ahead — if the runner dies mid-attempt, the delivery is simply due again then.
import { type Database, queryRows, type WebhookEvent, webhookAttempts, webhookDeliveries } from '@verso/db';
import { and, eq, sql } from 'drizzle-orm';
import { delivered, type WebhookAnswer } from './post-webhook';
import { retryDelayMs } from './retry-schedule';

export interface ClaimedDelivery {
  id: string;
  jobId: string;
  event: WebhookEvent;
  url: string;
  /** This attempt's number. */
  attempts: number;
  /** Time since the event, by the database's clock. */
  elapsedMs: number;
}

export async function claimDueDelivery(db: Database, leaseMs: number): Promise<ClaimedDelivery | undefined> {
  const rows = await queryRows<ClaimedDelivery>(
    db,
    sql`
    UPDATE "webhookDelivery"
    SET "attempts" = "attempts" + 1, "nextAttemptAt" = now() + ${`${leaseMs} milliseconds`}::interval
    WHERE "id" = (
      SELECT "id" FROM "webhookDelivery"
      WHERE "status" = 'pending' AND "nextAttemptAt" <= now()
      ORDER BY "nextAttemptAt" LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING "id", "jobId", "event", "url", "attempts",
      (extract(epoch from now() - "createdAt") * 1000)::float8 AS "elapsedMs"`,
  );
  return rows[0];
}

export interface AttemptOutcome {
  answer: WebhookAnswer;
  startedAt: Date;
  /** No attempt can succeed (the task's key was revoked): give up now instead of retrying for a day. */
  final?: boolean;
}

/** The attempt and what follows from it (delivered, due again after the backoff, or given up), together. */
export async function recordAttempt(
  db: Database,
  delivery: ClaimedDelivery,
  { answer, startedAt, final }: AttemptOutcome,
  retryBaseMs: number,
) {
  const delay = retryDelayMs(delivery.attempts, delivery.elapsedMs + answer.latencyMs, retryBaseMs);
  const next = delivered(answer)
    ? { status: 'delivered' as const, nextAttemptAt: null, finishedAt: sql`now()` }
    : delay === null || final
      ? { status: 'failed' as const, nextAttemptAt: null, finishedAt: sql`now()` }
      : { nextAttemptAt: sql`now() + ${`${delay} milliseconds`}::interval` };
  await db.transaction(async (tx) => {
    await tx
      .insert(webhookAttempts)
      .values({ deliveryId: delivery.id, attempt: delivery.attempts, startedAt, ...answer });
    // Only while this is still the delivery's latest attempt (a runner that froze past its lease is not).
    await tx
      .update(webhookDeliveries)
      .set(next)
      .where(
        and(
          eq(webhookDeliveries.id, delivery.id),
          eq(webhookDeliveries.status, 'pending'),
          eq(webhookDeliveries.attempts, delivery.attempts),
        ),
      );
  });
}
