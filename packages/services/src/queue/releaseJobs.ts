// A stopping process gives back the jobs it could not finish within its grace period: they go back
// to the queue for the next runner. They were paid for at creation, so nothing is charged again. The
// attempt still running sees it no longer holds the job (runJob's hold check) and stops without
// writing an outcome.
import { type Database, jobs } from '@verso/db';
import { and, eq, inArray, sql } from 'drizzle-orm';

export interface ReleasedJob {
  id: string;
  attempts: number;
}

export async function releaseJobs(db: Database, jobIds: string[]): Promise<ReleasedJob[]> {
  if (jobIds.length === 0) return [];
  return db
    .update(jobs)
    .set({ status: 'queued', stage: null, leaseExpiresAt: null })
    .where(and(inArray(jobs.id, jobIds), eq(jobs.status, 'running')))
    .returning({ id: jobs.id, attempts: jobs.attempts });
}

/**
 * Once the released attempts have stopped, their attempt is not counted: the worker stopped on
 * purpose, and runJob sets a file aside only after it stopped workers by itself. Done afterwards, not
 * in releaseJobs, because the stopping attempt tells itself from a newer one by its attempt number; a
 * job another runner took meanwhile is running again and is left alone.
 */
export async function uncountReleasedAttempts(db: Database, released: ReleasedJob[]): Promise<void> {
  for (const job of released) {
    await db
      .update(jobs)
      .set({ attempts: sql`${jobs.attempts} - 1` })
      .where(and(eq(jobs.id, job.id), eq(jobs.status, 'queued'), eq(jobs.attempts, job.attempts)));
  }
}
