// A job resumed while an older attempt still runs (its worker froze past the lease, then woke up):
// only the latest attempt decides the outcome, so the job completes once and is never refunded
// after completing. A killed attempt's half-written result is not left behind.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { creditEntries, files, jobs } from '@verso/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { storageRoot } from '../storage/localDiskStorage';
import type { Storage } from '../storage/storage';
import { backendName, servicesDuringTests } from '../testing/testServices';
import { runJob } from './runJob';

describe(`job attempts on ${backendName}`, () => {
  const services = servicesDuringTests();

  const newJob = async (email: string) => {
    const user = await services().users.create({ email, credits: 5 });
    const job = await services().jobs.create({
      userId: user.id,
      filename: 'story.txt',
      stream: Readable.from([Buffer.from('The house is small.\n')]),
      from: 'en',
      to: 'es',
    });
    return { user, job };
  };
  const depsWith = (storage: Storage) => ({
    db: services().db,
    storage,
    credits: services().credits,
    glossaries: services().glossaries,
    memory: services().memory,
    leaseMs: services().config.jobLeaseMs,
  });
  const ledgerOf = (userId: string) =>
    services().db.select().from(creditEntries).where(eq(creditEntries.userId, userId));
  const resultRows = (userId: string) =>
    services()
      .db.select()
      .from(files)
      .where(sql`${files.userId} = ${userId} AND ${files.storageKey} LIKE 'results/%'`);
  const storedResults = async (userId: string) =>
    (await readdir(join(storageRoot(services().config.dataDir), 'results', userId)).catch(() => [])).length;
  /** What begin() does for a newer attempt in another worker: the row now belongs to it. */
  const newerAttemptBegins = (jobId: string) =>
    services()
      .db.update(jobs)
      .set({ attempts: sql`${jobs.attempts} + 1` })
      .where(eq(jobs.id, jobId));

  test('an attempt that finishes after a newer one began does not complete the job', async () => {
    const { user, job } = await newJob('stale-complete@example.com');
    const stalled = storageStalledAtResults(services().storage);
    const stale = runJob(depsWith(stalled), job.id);
    await stalled.reached;
    await newerAttemptBegins(job.id);
    stalled.release();
    await stale;

    expect(await services().jobs.get(user.id, job.id)).toMatchObject({ status: 'running' });
    expect(await resultRows(user.id)).toEqual([]);
    expect(await storedResults(user.id)).toBe(0);

    await runJob(depsWith(services().storage), job.id);
    expect(await services().jobs.get(user.id, job.id)).toMatchObject({ status: 'completed' });
    expect(await resultRows(user.id)).toHaveLength(1);
    expect(await storedResults(user.id)).toBe(1);
    expect((await ledgerOf(user.id)).map((entry) => entry.amount).sort()).toEqual([-1, 5]);
  });

  test('an attempt that fails after a newer one completed neither fails the job nor refunds it', async () => {
    const { user, job } = await newJob('stale-fail@example.com');
    const broken = storageStalledAtResults(services().storage, new Error('disk full'));
    const stale = runJob(depsWith(broken), job.id);
    await broken.reached;
    await newerAttemptBegins(job.id);
    await runJob(depsWith(services().storage), job.id);
    broken.release();
    await stale;

    expect(await services().jobs.get(user.id, job.id)).toMatchObject({ status: 'completed' });
    expect(await ledgerOf(user.id)).toHaveLength(2);
    expect(await services().credits.balance(user.id)).toBe(4);
  });

  test("a killed attempt's half-written result is removed when a later attempt completes", async () => {
    const { user, job } = await newJob('half-written@example.com');
    await services().db.update(jobs).set({ status: 'running', attempts: 1 }).where(eq(jobs.id, job.id));
    await services().storage.write(
      `results/${user.id}/${job.id}-1`,
      Readable.from([Buffer.from('La ca')]),
      100,
    );

    await runJob(depsWith(services().storage), job.id);
    expect(await services().jobs.get(user.id, job.id)).toMatchObject({ status: 'completed' });
    expect(await storedResults(user.id)).toBe(1);
    const result = await services().jobs.openResult(user.id, job.id);
    expect(Buffer.concat(await (result?.stream.toArray() ?? [])).toString()).toContain('casa');
  });
});

/**
 * Test double around the real storage: writing a result waits until released (the worker froze
 * there), then goes on, or fails with `failure`.
 */
function storageStalledAtResults(storage: Storage, failure?: Error) {
  let reach = () => {};
  let release = () => {};
  const reached = new Promise<void>((resolve) => {
    reach = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const stalled: Storage = {
    ...storage,
    async write(key, source, limitBytes) {
      if (!key.startsWith('results/')) return storage.write(key, source, limitBytes);
      reach();
      await released;
      if (failure) throw failure;
      return storage.write(key, source, limitBytes);
    },
  };
  return Object.assign(stalled, { reached, release });
}
