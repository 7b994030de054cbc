// A worker that dies mid-job leaves the job "running". The next runner must finish it.
import { Readable } from 'node:stream';
import { jobs } from '@verso/db';
import { Worker } from 'bullmq';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Services } from '../services';
import {
  backendName,
  createTestBackend,
  eventually,
  servicesFor,
  type TestBackend,
} from '../testing/testServices';

describe(`job resumption after a crash on ${backendName}`, () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend();
  });
  afterAll(() => backend?.dispose());

  test('a job left running by a dead worker is completed by the next runner', async () => {
    const before = await servicesFor(backend);
    const user = await before.users.create({ email: 'crash@example.com', credits: 5 });
    const job = await before.jobs.create({
      userId: user.id,
      filename: 'story.txt',
      stream: Readable.from([Buffer.from('The house is small.\n')]),
      from: 'en',
      to: 'es',
    });
    await leaveRunningAsADeadWorkerWould(before, job.id, backend.queuePrefix);
    await before.close();

    const after = await servicesFor(backend);
    try {
      await after.startRunner();
      const done = await eventually(async () => {
        const current = await after.jobs.get(user.id, job.id);
        return current?.status === 'completed' ? current : undefined;
      });
      expect(done.progress).toBe(100);
      const result = await after.jobs.openResult(user.id, job.id);
      expect(Buffer.concat(await result!.stream.toArray()).toString()).toContain('casa');
      expect(await after.credits.balance(user.id)).toBe(4);
    } finally {
      await after.close();
    }
  });
});

async function leaveRunningAsADeadWorkerWould(services: Services, jobId: string, prefix: string) {
  // The database says a worker holds it. PGlite: the lease has not even expired, since only the
  // process that died could have held it; PostgreSQL: the lease runs out.
  const lease =
    services.databaseKind === 'pglite' ? sql`now() + interval '1 hour'` : sql`now() - interval '1 second'`;
  await services.db
    .update(jobs)
    .set({ status: 'running', attempts: 1, progress: 40, startedAt: new Date(), leaseExpiresAt: lease })
    .where(eq(jobs.id, jobId));
  if (services.queue.driver === 'bullmq') {
    // BullMQ: a worker took the job (it is active, locked) and vanished without finishing it.
    const connection = { url: services.config.redisUrl as string, maxRetriesPerRequest: null };
    const ghost = new Worker('translate', null, { connection, prefix, lockDuration: 1000 });
    const taken = await ghost.getNextJob('ghost-token');
    expect(taken?.id).toBe(jobId);
    await ghost.close(true);
  }
}
