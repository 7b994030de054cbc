// Deleting work that never finished gives its credits back exactly once: a queued job, and a running
// job whose worker then fails because its file went with it.
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Storage } from '../storage/storage';
import { queueSentenceJob, refundsOf } from '../testing/jobLedger';
import { backendName, servicesDuringTests } from '../testing/testServices';
import { runJob } from './runJob';

describe(`refunds of deleted jobs on ${backendName}`, () => {
  // No runner: the test decides when a worker takes a job.
  const services = servicesDuringTests();
  afterEach(() => vi.restoreAllMocks());

  test('deleting a queued job refunds it once', async () => {
    const user = await services().users.create({ email: 'queued@example.com', credits: 5 });
    const job = await queueSentenceJob(services(), user.id);
    expect(await services().credits.balance(user.id)).toBe(4);

    expect(await services().jobs.remove(user.id, job.id)).toBe(true);
    expect(await services().jobs.remove(user.id, job.id)).toBe(false);
    expect(await services().credits.balance(user.id)).toBe(5);
    expect(await refundsOf(services(), user.id)).toHaveLength(1);
  });

  test('deleting a running job refunds it once; its worker then fails quietly without refunding again', async () => {
    const user = await services().users.create({ email: 'running@example.com', credits: 5 });
    const job = await queueSentenceJob(services(), user.id);
    const worker = heldWorker(services().storage);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const readLimits = { maxInflatedBytes: services().config.zipInflatedLimitBytes };
    const running = runJob({ ...services(), storage: worker.storage, leaseMs: 60_000, readLimits }, job.id);
    await worker.reading;
    expect((await services().jobs.get(user.id, job.id))?.status).toBe('running');

    expect(await services().jobs.remove(user.id, job.id)).toBe(true);
    expect(await services().credits.balance(user.id)).toBe(5);

    worker.release();
    await running;
    expect(logged.mock.calls.flat().join(' ')).not.toMatch(/could not record failure/);
    expect(await services().credits.balance(user.id)).toBe(5);
    expect(await refundsOf(services(), user.id)).toHaveLength(1);
  });
});

/** The real storage, except that the worker's read of the source waits until the test lets it go on. */
function heldWorker(storage: Storage) {
  let release = () => {};
  let started = () => {};
  const reading = new Promise<void>((resolve) => {
    started = resolve;
  });
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const workerStorage: Storage = {
    ...storage,
    async readAll(key) {
      started();
      await held;
      return storage.readAll(key);
    },
  };
  return { storage: workerStorage, reading, release };
}
