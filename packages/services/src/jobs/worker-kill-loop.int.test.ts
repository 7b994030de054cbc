// Issue 17: a worker SIGKILLed mid-job again and again, on PostgreSQL, finishes every job exactly once
// with exactly one charge. `npm run bench` runs the same loop with 20 kills (bench/worker-kill-loop.ts).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestBackend, type TestBackend } from '../testing/testServices';
import { type KillLoopOptions, runWorkerKillLoop } from '../testing/workerKillLoop';

// `npm run worker` needs a database several processes share; the embedded one belongs to one process.
describe.skipIf(!process.env.DATABASE_URL)('a worker killed mid-job in a loop (PostgreSQL)', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend();
  });
  afterAll(() => backend?.dispose());

  const queues: KillLoopOptions['queue'][] = process.env.REDIS_URL ? ['bullmq', 'database'] : ['database'];
  test.each(queues)(
    'on the %s queue, every job completes once, charged once',
    async (queue) => {
      const report = await runWorkerKillLoop(backend, { kills: 3, words: 6000, queue });
      expect(report.kills).toBe(3);
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
