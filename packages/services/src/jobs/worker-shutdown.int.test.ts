// Issue 22: `npm run worker` told to stop (SIGTERM, as a deploy does) answers its probes until then,
// gives back the job it could not finish within SHUTDOWN_GRACE_SECONDS, and exits 0.
import { Readable } from 'node:stream';
import { creditEntries, jobs } from '@verso/db';
import { and, eq, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestBackend, eventually, servicesFor, type TestBackend } from '../testing/testServices';
import { startWorkerProcess } from '../testing/workerProcess';

const longStory = Array.from({ length: 60 }, (_, i) => `Sentence number ${i} is here.`).join('\n\n');
const healthPort = 39_000 + Math.floor(Math.random() * 1000);

// Skipped on the embedded backend: `npm run worker` needs a database several processes share.
describe.skipIf(!process.env.DATABASE_URL)('the worker process on SIGTERM (needs PostgreSQL)', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend();
  });
  afterAll(() => backend?.dispose());

  test('releases its unfinished job, charged once, and exits 0', async () => {
    const services = await servicesFor(backend);
    try {
      const user = await services.users.create({
        email: `w-${crypto.randomUUID()}@example.com`,
        credits: 50,
      });
      const job = await services.jobs.create({
        userId: user.id,
        filename: 'story.txt',
        stream: Readable.from([Buffer.from(longStory)]),
        from: 'en',
        to: 'es',
        engine: 'slow',
      });
      const worker = startWorkerProcess({
        ...process.env,
        ...backend.env,
        WORKER_HEALTH_PORT: String(healthPort),
        SHUTDOWN_GRACE_SECONDS: '0.5',
      });
      try {
        await eventually(async () => {
          const response = await fetch(`http://127.0.0.1:${healthPort}/readyz`).catch(() => undefined);
          return response?.status === 200;
        }, 60_000);
        const rowOf = async () => (await services.db.select().from(jobs).where(eq(jobs.id, job.id)))[0];
        await eventually(async () => (await rowOf())?.segmentsDone, 60_000);

        expect(await worker.stop('SIGTERM')).toBe(0);

        const row = await rowOf();
        expect(row?.status).toBe('queued');
        expect(row?.attempts).toBe(0);
        const charges = await services.db
          .select()
          .from(creditEntries)
          .where(and(eq(creditEntries.jobId, job.id), lt(creditEntries.amount, 0)));
        expect(charges).toHaveLength(1);
      } catch (error) {
        throw new Error(`${(error as Error).message}; the worker said:\n${worker.output()}`);
      } finally {
        await worker.stop('SIGKILL');
      }
    } finally {
      await services.close();
    }
  }, 180_000);
});
