// A whole job with S3 storage: the upload and the result live in the bucket, downloads are presigned
// links to it, and deleting a job or the retention sweep deletes from the bucket. Nothing is written
// under DATA_DIR/files, so the site and the workers need share no disk.
import { existsSync, readdirSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pseudoLocalise } from '@verso/core';
import { files, jobs } from '@verso/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Services } from '../services';
import { storageRoot } from '../storage/localDiskStorage';
import { type LocalS3Server, startLocalS3Server } from '../testing/localS3Server';
import {
  backendName,
  createTestBackend,
  eventually,
  servicesFor,
  type TestBackend,
} from '../testing/testServices';

const dayMs = 24 * 60 * 60 * 1000;
const source = 'The house is small.\nThe garden is green.\n';

describe(`jobs with S3 storage on ${backendName}`, () => {
  let s3: LocalS3Server;
  let backend: TestBackend;
  let services: Services;

  beforeAll(async () => {
    s3 = await startLocalS3Server();
    backend = await createTestBackend();
    services = await servicesFor(backend, { ...s3.env, FILE_RETENTION_DAYS: '7', UPLOAD_LIMIT_MB: '1' });
    await services.startRunner();
  }, 120_000);
  afterAll(async () => {
    await services?.close();
    await backend?.dispose();
    await s3?.close();
  });

  const finishedJob = async (email: string) => {
    const user = await services.users.create({ email, credits: 10 });
    const job = await services.jobs.create({
      userId: user.id,
      filename: 'house.txt',
      stream: Readable.from([Buffer.from(source)]),
      from: 'en',
      to: 'es',
      engine: 'pseudo',
    });
    await eventually(async () => (await services.jobs.get(user.id, job.id))?.status === 'completed');
    return { userId: user.id, jobId: job.id };
  };
  const storedKeys = async (jobId: string) => {
    const [job] = await services.db.select().from(jobs).where(eq(jobs.id, jobId));
    const ids = [job?.sourceFileId, job?.resultFileId].filter((id): id is string => Boolean(id));
    const rows = await services.db.select().from(files).where(inArray(files.id, ids));
    return rows.map((file) => file.storageKey).sort();
  };

  test('a job reads its upload from the bucket and writes its result there, and nothing to DATA_DIR/files', async () => {
    const { userId, jobId } = await finishedJob('s3@example.com');
    const keys = await storedKeys(jobId);
    expect(keys).toHaveLength(2);
    expect(s3.storedKeys()).toEqual(expect.arrayContaining(keys));
    const filesDir = storageRoot(services.config.dataDir);
    expect(existsSync(filesDir) ? readdirSync(filesDir, { recursive: true }) : []).toEqual([]);

    const result = await services.jobs.openResult(userId, jobId);
    if (!result) throw new Error('the finished job has a result');
    expect(result.directUrl).toMatch(new RegExp(`^${s3.settings.endpoint}/verso-test/results/`));
    const download = await fetch(result.directUrl as string);
    expect(download.status).toBe(200);
    const expected = await download.text();
    expect(expected).toBe(`${pseudoLocalise(source.trimEnd())}\n`);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="house\..*txt"/);
    // The stream the rerun copies from reads the same bytes from the bucket.
    expect(Buffer.concat(await result.stream.toArray()).toString()).toBe(expected);
    expect((await services.readiness()).checks).toMatchObject({ storage: { ok: true } });
  });

  test('an upload past UPLOAD_LIMIT_MB is refused while it streams, and nothing of it is kept', async () => {
    const user = await services.users.create({ email: 'big@example.com', credits: 10 });
    const before = s3.storedKeys();
    const twoMegabytes = Readable.from([Buffer.alloc(1024 * 1024, 'a'), Buffer.alloc(1024 * 1024, 'b')]);
    await expect(services.jobs.receiveUpload(user.id, 'big.txt', twoMegabytes)).rejects.toMatchObject({
      code: 'too_large',
    });
    expect(s3.storedKeys()).toEqual(before);
    expect(await services.db.select().from(files).where(eq(files.userId, user.id))).toEqual([]);
  });

  test('deleting a job deletes its files from the bucket', async () => {
    const { userId, jobId } = await finishedJob('delete@example.com');
    const keys = await storedKeys(jobId);
    expect(await services.jobs.remove(userId, jobId)).toBe(true);
    for (const key of keys) expect(s3.storedKeys()).not.toContain(key);
  });

  test('the retention sweep deletes expired files from the bucket and keeps recent ones', async () => {
    const old = await finishedJob('old@example.com');
    const recent = await finishedJob('recent@example.com');
    await services.db
      .update(jobs)
      .set({ finishedAt: new Date(Date.now() - 8 * dayMs) })
      .where(eq(jobs.id, old.jobId));
    const oldKeys = await storedKeys(old.jobId);
    const recentKeys = await storedKeys(recent.jobId);

    expect(await services.expireStoredFiles()).toMatchObject({ expiredJobs: 1 });

    for (const key of oldKeys) expect(s3.storedKeys()).not.toContain(key);
    expect(s3.storedKeys()).toEqual(expect.arrayContaining(recentKeys));
    await expect(services.jobs.openResult(old.userId, old.jobId)).rejects.toMatchObject({ code: 'expired' });
  });
});
