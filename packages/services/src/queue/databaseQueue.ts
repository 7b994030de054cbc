// The default driver: the jobs table is the queue. A worker claims the oldest waiting job with a
// conditional UPDATE (SKIP LOCKED, so two workers never take the same row) and holds it by a lease
// it renews while working; a job whose lease ran out belonged to a dead worker and is claimed again.
import { type Database, queryRows } from '@verso/db';
import { sql } from 'drizzle-orm';
import { activeJobs } from './activeJobs';
import type { JobHandler, JobQueue } from './jobQueue';
import { stopRunning } from './stopRunning';

export interface DatabaseQueueOptions {
  concurrency: number;
  leaseMs: number;
  pollMs?: number;
  /** True when no other process can be working on this database (PGlite): every running job is orphaned. */
  soleProcess: boolean;
}

export function databaseQueue(db: Database, options: DatabaseQueueOptions): JobQueue {
  const lease = `${options.leaseMs} milliseconds`;
  let handler: JobHandler | undefined;
  let timer: NodeJS.Timeout | undefined;
  let pumping = false;
  const active = activeJobs();

  const claim = async (): Promise<string | undefined> => {
    const rows = await queryRows<{ id: string }>(
      db,
      sql`
      UPDATE "job" SET "status" = 'running', "leaseExpiresAt" = now() + ${lease}::interval
      WHERE "id" = (
        SELECT "id" FROM "job"
        WHERE "status" = 'queued' OR ("status" = 'running' AND "leaseExpiresAt" < now())
        ORDER BY "createdAt" LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING "id"`,
    );
    return rows[0]?.id;
  };

  const renewLease = (jobId: string) =>
    db.execute(sql`UPDATE "job" SET "leaseExpiresAt" = now() + ${lease}::interval
      WHERE "id" = ${jobId} AND "status" = 'running'`);

  const run = (jobId: string, take: JobHandler) => {
    const renewal = setInterval(() => void renewLease(jobId).catch(logQueueError), options.leaseMs / 3);
    const work = take(jobId)
      .catch(logQueueError)
      .finally(() => clearInterval(renewal));
    void active.track(jobId, work).finally(() => void pump());
  };

  const pump = async () => {
    if (pumping || !handler) return;
    pumping = true;
    try {
      while (handler !== undefined && active.size < options.concurrency) {
        const jobId = await claim();
        if (!jobId) break;
        run(jobId, handler);
      }
    } catch (error) {
      logQueueError(error);
    } finally {
      pumping = false;
    }
  };

  return {
    driver: 'database',
    async enqueue() {
      // The job row is the queue entry; just look for work now instead of at the next poll.
      await pump();
    },
    async start(take) {
      if (options.soleProcess) {
        await db.execute(sql`UPDATE "job" SET "leaseExpiresAt" = now() WHERE "status" = 'running'`);
      }
      handler = take;
      timer = setInterval(() => void pump(), options.pollMs ?? 1000);
      await pump();
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close(graceMs = Number.POSITIVE_INFINITY) {
      handler = undefined;
      clearInterval(timer);
      await stopRunning(db, active, graceMs);
    },
  };
}

function logQueueError(error: unknown) {
  console.error('[queue]', error);
}
