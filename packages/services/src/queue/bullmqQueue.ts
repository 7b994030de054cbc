// The Redis driver: BullMQ carries job ids between the site and any number of `npm run worker`
// processes. BullMQ's stalled-job check hands a job whose worker died to another worker.
import { type Database, queryRows } from '@verso/db';
import { Queue, Worker } from 'bullmq';
import { sql } from 'drizzle-orm';
import { activeJobs } from './activeJobs';
import type { JobHandler, JobQueue } from './jobQueue';
import { stopRunning } from './stopRunning';

export interface BullmqQueueOptions {
  redisUrl: string;
  concurrency: number;
  leaseMs: number;
  prefix: string;
}

const queueName = 'translate';

export function bullmqQueue(db: Database, options: BullmqQueueOptions): JobQueue {
  const connection = { url: options.redisUrl, maxRetriesPerRequest: null };
  const queue = new Queue(queueName, { connection, prefix: options.prefix });
  // Redis going away is reported as an event (the connection retries); unheard, it would end the process.
  queue.on('error', (error) => console.error('[queue]', error));
  let worker: Worker | undefined;
  const active = activeJobs();

  const enqueue = async (jobId: string, run?: string) => {
    // The job id (and run) doubles as BullMQ's id, so adding a job twice is a no-op.
    const id = run ? `${jobId}-${run}` : jobId;
    await queue.add(queueName, { jobId }, { jobId: id, removeOnComplete: true, removeOnFail: true });
  };

  return {
    driver: 'bullmq',
    enqueue,
    async start(handler: JobHandler) {
      worker = new Worker(
        queueName,
        async (job) => {
          const jobId = job.data.jobId as string;
          await active.track(jobId, handler(jobId));
        },
        {
          connection,
          prefix: options.prefix,
          concurrency: options.concurrency,
          lockDuration: options.leaseMs,
          stalledInterval: options.leaseMs,
          // BullMQ fails a job after one stall by default and drops it (removeOnFail), leaving its row
          // running forever. Resuming is always right here: runJob counts attempts and sets aside (and
          // refunds) a file that keeps killing workers.
          maxStalledCount: Number.MAX_SAFE_INTEGER,
        },
      );
      worker.on('error', (error) => console.error('[queue]', error));
      // Unfinished jobs whose queue entry was lost (Redis flushed, enqueue failed, a running job's
      // entry failed by an older version) are queued again; one whose entry exists is left as it is.
      const unfinished = await queryRows<{ id: string }>(
        db,
        sql`SELECT "id" FROM "job" WHERE "status" IN ('queued', 'running')`,
      );
      for (const row of unfinished) await enqueue(row.id);
    },
    async ping() {
      // One Redis round trip; it waits while Redis is away, and readiness bounds the wait.
      await queue.getJobCounts('waiting');
    },
    async close(graceMs = Number.POSITIVE_INFINITY) {
      // Paused first, so no job is taken while the running ones finish or are released.
      await worker?.pause(true);
      const released = await stopRunning(db, active, graceMs);
      // Closed before the released jobs are queued again: a paused worker may still take one.
      await worker?.close();
      // Their BullMQ entries completed when the released attempts stopped: each needs a new one.
      for (const jobId of released) await enqueue(jobId, `released-${Date.now()}`);
      await queue.close();
    },
  };
}
