// Cancelling a job: a waiting job never runs, a running one stops its engine call at once, and either
// is refunded exactly once; a finished job cannot be cancelled.
import { type OpenAiDouble, startOpenAiDouble } from '@verso/core/engines/openai/openai-double';
import { files } from '@verso/db';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queueSentenceJob, refundsOf } from '../testing/jobLedger';
import { backendName, eventually, servicesDuringTests } from '../testing/testServices';
import { runJob } from './runJob';

describe(`cancelling jobs on ${backendName}`, () => {
  let openAi: OpenAiDouble;
  beforeAll(async () => {
    // The engines read the operator's environment once, when first listed: before the services start.
    openAi = await startOpenAiDouble();
    process.env.OPENAI_API_KEY = 'test-key';
    process.env.OPENAI_BASE_URL = `${openAi.url}/v1`;
  });
  afterAll(() => openAi.close());
  // No runner: the test decides when a worker takes a job.
  const services = servicesDuringTests();
  const run = (jobId: string) =>
    runJob({ ...services(), leaseMs: 60_000, readLimits: { maxInflatedBytes: 10_000_000 } }, jobId);

  const resultsOf = (userId: string) =>
    services()
      .db.select()
      .from(files)
      .where(and(eq(files.userId, userId), like(files.storageKey, 'results/%')));

  test('a waiting job is cancelled at once, refunded once, and never runs', async () => {
    const user = await services().users.create({ email: 'waiting@example.com', credits: 5 });
    const job = await queueSentenceJob(services(), user.id);
    expect(await services().credits.balance(user.id)).toBe(4);

    expect((await services().jobs.cancel(user.id, job.id))?.status).toBe('cancelled');
    expect((await services().jobs.cancel(user.id, job.id))?.status).toBe('cancelled');
    await run(job.id);

    const after = await services().jobs.get(user.id, job.id);
    expect(after).toMatchObject({ status: 'cancelled', progress: 0 });
    expect(after?.finishedAt).toBeInstanceOf(Date);
    expect(await services().credits.balance(user.id)).toBe(5);
    expect(await refundsOf(services(), user.id)).toHaveLength(1);
    expect(await resultsOf(user.id)).toHaveLength(0);
  });

  test('a running job stops its engine call when cancelled and is refunded once', async () => {
    const user = await services().users.create({ email: 'running@example.com', credits: 5 });
    const job = await queueSentenceJob(services(), user.id, 'openai');
    const charged = await services().credits.balance(user.id);
    // The model never answers: only the cancellation can end this attempt before the engine's timeout.
    openAi.misbehaveNext('hang');
    const requestsBefore = openAi.requests.length;
    const running = run(job.id);
    await eventually(async () => openAi.requests.length > requestsBefore);
    expect((await services().jobs.get(user.id, job.id))?.status).toBe('running');

    const cancelledAt = Date.now();
    expect((await services().jobs.cancel(user.id, job.id))?.status).toBe('cancelled');
    await running;
    expect(Date.now() - cancelledAt).toBeLessThan(5_000);

    expect((await services().jobs.get(user.id, job.id))?.status).toBe('cancelled');
    expect(await services().credits.balance(user.id)).toBe(5);
    expect(charged).toBeLessThan(5);
    expect(await refundsOf(services(), user.id)).toHaveLength(1);
    expect(await resultsOf(user.id)).toHaveLength(0);
  });

  test('a finished job cannot be cancelled; another user cannot see the job', async () => {
    const user = await services().users.create({ email: 'finished@example.com', credits: 5 });
    const job = await queueSentenceJob(services(), user.id, 'identity');
    await run(job.id);
    expect((await services().jobs.get(user.id, job.id))?.status).toBe('completed');
    await expect(services().jobs.cancel(user.id, job.id)).rejects.toThrow(/already finished/);
    const stranger = await services().users.create({ email: 'stranger@example.com', credits: 0 });
    expect(await services().jobs.cancel(stranger.id, job.id)).toBeNull();
    expect(await services().credits.balance(user.id)).toBe(4);
  });
});
