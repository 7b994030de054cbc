// Cancelling a job the user no longer wants. A waiting job never starts; a running one loses its
// hold (its attempt is fenced by status, see runJob's heldBy), notices at its next check and stops.
// The status change and the refund are one transaction holding the job's row, so a worker finishing
// or failing the job meanwhile either wins before (nothing to cancel) or finds it cancelled after.
import { UserFacingError } from '@verso/core';
import { type Database, jobs } from '@verso/db';
import { and, eq } from 'drizzle-orm';
import type { CreditLedger } from '../credits';
import { queueWebhook } from '../webhooks/queue-webhook';
import { toJob } from './job';

/** The job as it is after the call; null when the user has no such job. Cancelling twice changes nothing. */
export async function cancelJob(db: Database, credits: CreditLedger, userId: string, jobId: string) {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, jobId), eq(jobs.userId, userId)))
      .for('update');
    if (!found) return null;
    if (found.status === 'cancelled') return toJob(found);
    if (found.status === 'completed' || found.status === 'failed') {
      throw new UserFacingError(
        'bad_request',
        'This translation has already finished; it cannot be cancelled.',
      );
    }
    const [cancelled] = await tx
      .update(jobs)
      .set({ status: 'cancelled', finishedAt: new Date(), leaseExpiresAt: null })
      .where(eq(jobs.id, jobId))
      .returning();
    await credits.refundJob(found, tx);
    await queueWebhook(tx, found, 'task.cancelled');
    return toJob(cancelled ?? found);
  });
}
