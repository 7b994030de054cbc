// What the developer hub shows of a user's webhooks: the latest deliveries, each with every attempt and
// what the receiver answered, and "send again".
import { UserFacingError } from '@verso/core';
import { type Database, jobs, webhookAttempts, webhookDeliveries } from '@verso/db';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { HourlyLimits } from '../limits/hourlyLimits';

const shownDeliveries = 50;
/** Deliveries one user may send again in an hour: each is a request to a URL of their choosing. */
export const resendsPerHour = 60;

export function deliveryLog(db: Database, limits: HourlyLimits) {
  return {
    async list(userId: string) {
      const deliveries = await db
        .select({
          id: webhookDeliveries.id,
          jobId: webhookDeliveries.jobId,
          fileName: jobs.fileName,
          event: webhookDeliveries.event,
          url: webhookDeliveries.url,
          status: webhookDeliveries.status,
          nextAttemptAt: webhookDeliveries.nextAttemptAt,
          createdAt: webhookDeliveries.createdAt,
        })
        .from(webhookDeliveries)
        .innerJoin(jobs, eq(jobs.id, webhookDeliveries.jobId))
        .where(eq(webhookDeliveries.userId, userId))
        .orderBy(desc(webhookDeliveries.createdAt))
        .limit(shownDeliveries);
      const attempts = deliveries.length
        ? await db
            .select()
            .from(webhookAttempts)
            .where(
              inArray(
                webhookAttempts.deliveryId,
                deliveries.map((delivery) => delivery.id),
              ),
            )
            .orderBy(asc(webhookAttempts.attempt))
        : [];
      return deliveries.map((delivery) => ({
        ...delivery,
        attempts: attempts
          .filter((attempt) => attempt.deliveryId === delivery.id)
          .map(({ id, deliveryId, ...attempt }) => attempt),
      }));
    },

    /**
     * A new delivery of the same event to the task's URL, due now; null when the user has no such
     * delivery. One at a time per task: while one is still pending, sending again is refused.
     */
    async sendAgain(userId: string, deliveryId: string) {
      const queued = await db.transaction(async (tx) => {
        const [original] = await tx
          .select({
            jobId: webhookDeliveries.jobId,
            event: webhookDeliveries.event,
            url: webhookDeliveries.url,
          })
          .from(webhookDeliveries)
          .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.userId, userId)));
        if (!original) return null;
        // The job's row lock keeps two clicks from both finding nothing pending.
        await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, original.jobId)).for('update');
        const [pending] = await tx
          .select({ id: webhookDeliveries.id })
          .from(webhookDeliveries)
          .where(and(eq(webhookDeliveries.jobId, original.jobId), eq(webhookDeliveries.status, 'pending')));
        if (pending) {
          throw new UserFacingError(
            'bad_request',
            'A delivery of this task is still under way: wait for its answer.',
          );
        }
        if (!(await limits.tryConsume('webhook-resend', userId, resendsPerHour))) {
          throw new UserFacingError(
            'rate_limited',
            `You sent webhooks again ${resendsPerHour} times in the last hour; try again later.`,
          );
        }
        const [row] = await tx
          .insert(webhookDeliveries)
          .values({ userId, ...original, nextAttemptAt: sql`now()` })
          .returning({ id: webhookDeliveries.id });
        return row ?? null;
      });
      return queued;
    },
  };
}
