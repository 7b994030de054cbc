// Issue 17: a worker SIGKILLed mid-job again and again, on PostgreSQL, finishes every job exactly once
// with exactly one charge. `npm run bench` runs the same loop with 20 kills (bench/worker-kill-loop.ts).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestBackend, type TestBackend } from '../testing/testServices';
import { type KillLoopOptions, runWorkerKillLoop } from '../testing/workerKillLoop';

// Skipped on the embedded backend: `npm run worker` needs a database several processes share, and
// PGlite belongs to the one process that opened it.
describe.skipIf(!process.env.DATABASE_URL)('a worker killed mid-job in a loop (needs PostgreSQL)', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend();
  });
  afterAll(() => backend?.dispose());

  // BullMQ as the issue asks; the jobs table as the queue (PostgreSQL without Redis) in a shorter loop.
  const loops: Pick<KillLoopOptions, 'queue' | 'kills'>[] = [
    ...(process.env.REDIS_URL ? [{ queue: 'bullmq' as const, kills: 3 }] : []),
    { queue: 'database', kills: 2 },
  ];
  test.each(loops)(
    'killed $kills times, on the $queue queue: every job completes once, charged once',
    async (loop) => {
      const report = await runWorkerKillLoop(backend, { ...loop, words: 6000 });
      // Each kill landed while the worker was working on at least one job.
      expect(report.killedAtProgress.length).toBeGreaterThanOrEqual(loop.kills);
      for (const job of report.jobs) {
        expect(job).toEqual({
          status: 'completed',
          attempts: expect.any(Number),
          completions: 1,
          storedResults: 1,
          resultCorrect: true,
          charges: 1,
          refunds: 0,
        });
      }
      expect(report.queueLeftovers).toBe(0);
    },
    180_000,
  );
});
