// Issue 22: a runner told to stop lets its job finish within the grace period, or gives it back to
// the queue; either way the job completes once and is charged once.
import { Readable } from 'node:stream';
import { creditEntries, jobs } from '@verso/db';
import { and, eq, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Services } from '../services';
import {
  backendName,
  createTestBackend,
  eventually,
  servicesFor,
  type TestBackend,
} from '../testing/testServices';

/** Enough sentences that the slow engine (a paragraph or two every 250 ms) takes several seconds. */
const longStory = Array.from({ length: 60 }, (_, i) => `Sentence number ${i} is here.`).join('\n\n');

describe(`a runner stopping mid-job on ${backendName}`, () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend();
  });
  afterAll(() => backend?.dispose());

  test('past its grace period the job goes back to the queue, and the next runner completes it charged once', async () => {
    const first = await servicesFor(backend);
    const user = await first.users.create({ email: `stop-${crypto.randomUUID()}@example.com`, credits: 50 });
    const job = await first.jobs.create({
      userId: user.id,
      filename: 'story.txt',
      stream: Readable.from([Buffer.from(longStory)]),
      from: 'en',
      to: 'es',
      engine: 'slow',
    });
    await first.startRunner();
    await eventually(async () => (await rowOf(first, job.id))?.segmentsDone);

    await first.close(300);

    const after = await servicesFor(backend);
    try {
      const row = await rowOf(after, job.id);
      expect(row?.status).toBe('queued');
      // Stopping on purpose is not one of the crashes that set a file aside.
      expect(row?.attempts).toBe(0);

      await after.startRunner();
      const done = await eventually(async () => {
        const current = await after.jobs.get(user.id, job.id);
        return current?.status === 'completed' ? current : undefined;
      }, 60_000);
      expect(done.progress).toBe(100);
      expect(await chargesOf(after, job.id)).toHaveLength(1);
      expect(await after.credits.balance(user.id)).toBe(50 - (row?.credits ?? 0));
    } finally {
      await after.close();
    }
  }, 120_000);

  test('within its grace period the job finishes before the runner stops', async () => {
    const services = await servicesFor(backend);
    const user = await services.users.create({
      email: `finish-${crypto.randomUUID()}@example.com`,
      credits: 5,
    });
    const job = await services.jobs.create({
      userId: user.id,
      filename: 'story.txt',
      stream: Readable.from([Buffer.from('The house is small.\n')]),
      from: 'en',
      to: 'es',
      engine: 'slow',
    });
    await services.startRunner();
    await eventually(async () => (await services.jobs.get(user.id, job.id))?.status === 'running');
    const stopped = services.close(30_000);
    const reopened = stopped.then(() => servicesFor(backend));
    const after = await reopened;
    try {
      expect((await rowOf(after, job.id))?.status).toBe('completed');
      expect(await chargesOf(after, job.id)).toHaveLength(1);
    } finally {
      await after.close();
    }
  }, 120_000);
});

const rowOf = async (services: Services, jobId: string) =>
  (await services.db.select().from(jobs).where(eq(jobs.id, jobId)))[0];

const chargesOf = (services: Services, jobId: string) =>
  services.db
    .select()
    .from(creditEntries)
    .where(and(eq(creditEntries.jobId, jobId), lt(creditEntries.amount, 0)));
