import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { files, jobs } from '@verso/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Services } from '../services';
import { storageRoot } from '../storage/localDiskStorage';
import {
  backendName,
  createTestBackend,
  eventually,
  servicesFor,
  type TestBackend,
} from '../testing/testServices';

const dayMs = 24 * 60 * 60 * 1000;

describe(`the retention sweep on ${backendName}`, () => {
  let backend: TestBackend;
  let services: Services;

  beforeAll(async () => {
    backend = await createTestBackend();
    services = await servicesFor(backend, { FILE_RETENTION_DAYS: '7' });
    await services.startRunner();
  }, 120_000);
  afterAll(async () => {
    await services?.close();
    await backend?.dispose();
  });

  const finishedJob = async (userId: string, name: string) => {
    const job = await services.jobs.create({
      userId,
      filename: name,
      stream: Readable.from([Buffer.from('The house is small.\n')]),
      from: 'en',
      to: 'es',
      engine: 'identity',
    });
    await eventually(async () => (await services.jobs.get(userId, job.id))?.status === 'completed');
    return job.id;
  };
  const storedPaths = async (jobId: string) => {
    const [job] = await services.db.select().from(jobs).where(eq(jobs.id, jobId));
    const ids = [job?.sourceFileId, job?.resultFileId].filter((id): id is string => Boolean(id));
    const rows = await Promise.all(ids.map((id) => services.db.select().from(files).where(eq(files.id, id))));
    return rows.flat().map((file) => join(storageRoot(services.config.dataDir), file.storageKey));
  };

  test('deletes the files of jobs finished longer ago than FILE_RETENTION_DAYS, and their downloads say so', async () => {
    const user = await services.users.create({ email: 'old@example.com', credits: 10 });
    const oldJob = await finishedJob(user.id, 'old.txt');
    const recentJob = await finishedJob(user.id, 'recent.txt');
    await services.db
      .update(jobs)
      .set({ finishedAt: new Date(Date.now() - 8 * dayMs) })
      .where(eq(jobs.id, oldJob));
    const oldPaths = await storedPaths(oldJob);
    const recentPaths = await storedPaths(recentJob);
    expect(oldPaths).toHaveLength(2);
    for (const path of [...oldPaths, ...recentPaths]) expect(existsSync(path)).toBe(true);

    expect(await services.expireStoredFiles()).toMatchObject({ expiredJobs: 1 });

    for (const path of oldPaths) expect(existsSync(path), path).toBe(false);
    for (const path of recentPaths) expect(existsSync(path), path).toBe(true);
    await expect(services.jobs.openResult(user.id, oldJob)).rejects.toMatchObject({ code: 'expired' });
    expect(await services.jobs.openResult(user.id, recentJob)).not.toBeNull();
    // The job stays in the history, marked, so the user sees what happened to the file.
    expect((await services.jobs.get(user.id, oldJob))?.filesExpiredAt).toBeInstanceOf(Date);
    // A second sweep finds nothing more to do.
    expect(await services.expireStoredFiles()).toEqual({ expiredJobs: 0, orphanUploads: 0 });
  });

  test('deletes uploads that never became a job once they are as old, and keeps newer ones', async () => {
    const user = await services.users.create({ email: 'left@example.com', credits: 10 });
    const upload = () =>
      services.jobs.receiveUpload(user.id, 'draft.txt', Readable.from([Buffer.from('Draft.\n')]));
    const abandoned = await upload();
    const fresh = await upload();
    await services.db
      .update(files)
      .set({ createdAt: new Date(Date.now() - 8 * dayMs) })
      .where(eq(files.id, abandoned.fileId));

    expect(await services.expireStoredFiles()).toMatchObject({ orphanUploads: 1 });

    const remaining = await services.db.select({ id: files.id }).from(files).where(eq(files.userId, user.id));
    expect(remaining.map(({ id }) => id)).toEqual([fresh.fileId]);
  });
});
