// A worker that dies mid-job leaves the job "running". The next runner must finish it.
import { Readable } from 'node:stream';
import { jobs } from '@verso/db';
import { Queue, Worker } from 'bullmq';
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

  const crashes: Record<string, Crash> = {
    'died once': { deaths: 1, entryLost: false },
    'died twice': { deaths: 2, entryLost: false },
    // An older version failed a twice-stalled job in BullMQ and dropped it; Redis may be flushed.
    'died and its queue entry was lost': { deaths: 1, entryLost: true },
  };
  test.each(Object.entries(crashes))(
    'a job whose worker %s is completed by the next runner',
    async (_, crash) => {
      const before = await servicesFor(backend);
      const user = await before.users.create({
        email: `crash-${crypto.randomUUID()}@example.com`,
        credits: 5,
      });
      const job = await before.jobs.create({
        userId: user.id,
        filename: 'story.txt',
        stream: Readable.from([Buffer.from('The house is small.\n')]),
        from: 'en',
        to: 'es',
      });
      await leaveRunningAsDeadWorkersWould(before, job.id, crash);
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
        expect(Buffer.concat(await (result?.stream.toArray() ?? [])).toString()).toContain('casa');
        expect(await after.credits.balance(user.id)).toBe(4);
      } finally {
        await after.close();
      }
    },
  );
});

interface Crash {
  deaths: number;
  entryLost: boolean;
}

async function leaveRunningAsDeadWorkersWould(
  services: Services,
  jobId: string,
  { deaths, entryLost }: Crash,
) {
  // The database says a worker holds it. PGlite: the lease has not even expired, since only the
  // process that died could have held it; PostgreSQL: the lease runs out.
  const lease =
    services.databaseKind === 'pglite' ? sql`now() + interval '1 hour'` : sql`now() - interval '1 second'`;
  await services.db
    .update(jobs)
    .set({ status: 'running', attempts: deaths, progress: 40, startedAt: new Date(), leaseExpiresAt: lease })
    .where(eq(jobs.id, jobId));
  if (services.queue.driver === 'bullmq' && entryLost) {
    await removeQueueEntry(services, jobId);
  } else if (services.queue.driver === 'bullmq') {
    // BullMQ: a worker took the job (it is active, locked) and vanished without finishing it; before
    // it, others did the same and the stalled-job check gave the job back each time.
    for (let death = 1; death <= deaths; death++) {
      await takeAndVanish(services, jobId, death < deaths);
    }
  }
}

async function removeQueueEntry(services: Services, jobId: string) {
  const { redisUrl, queuePrefix: prefix } = services.config;
  const queue = new Queue('translate', { connection: { url: redisUrl as string }, prefix });
  try {
    expect(await queue.remove(jobId)).toBe(1);
  } finally {
    await queue.close();
  }
}

async function takeAndVanish(services: Services, jobId: string, handedBack: boolean) {
  const { redisUrl, queuePrefix: prefix } = services.config;
  const connection = { url: redisUrl as string, maxRetriesPerRequest: null };
  const ghost = new Worker('translate', null, {
    connection,
    prefix,
    lockDuration: 500,
    stalledInterval: 500,
    maxStalledCount: 100,
  });
  try {
    const taken = await ghost.getNextJob('ghost-token');
    expect(taken?.id).toBe(jobId);
    if (handedBack) {
      ghost.startStalledCheckTimer();
      await eventually(async () => (await taken?.getState()) === 'waiting');
    }
  } finally {
    await ghost.close(true);
  }
}
