import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Services } from '../services';
import {
  backendName,
  createTestBackend,
  eventually,
  servicesFor,
  type TestBackend,
} from '../testing/testServices';

const english = 'The house is small.\n\nThe dog eats bread in the kitchen.\n';

describe(`document jobs on ${backendName}`, () => {
  let backend: TestBackend;
  let services: Services;

  beforeAll(async () => {
    backend = await createTestBackend();
    services = await servicesFor(backend, { UPLOAD_LIMIT_MB: '0.01' });
    await services.startRunner();
  });
  afterAll(async () => {
    await services?.close();
    await backend?.dispose();
  });

  const upload = (userId: string, filename: string, content: string | Buffer) =>
    services.jobs.create({
      userId,
      filename,
      stream: Readable.from([Buffer.from(content)]),
      from: 'en',
      to: 'es',
    });
  const finished = (userId: string, jobId: string) =>
    eventually(async () => {
      const job = await services.jobs.get(userId, jobId);
      return job && (job.status === 'completed' || job.status === 'failed') ? job : undefined;
    });

  test('a text file is translated to Spanish, charged, listed and deletable', async () => {
    const user = await services.users.create({ email: 'ana@example.com', credits: 10 });
    const job = await upload(user.id, 'notes.txt', english);
    expect(job.status).toBe('queued');
    expect(await services.credits.balance(user.id)).toBe(9);

    const done = await finished(user.id, job.id);
    expect(done).toMatchObject({
      status: 'completed',
      progress: 100,
      wordCount: 11,
      resultFileName: 'notes.es.txt',
    });
    const result = await services.jobs.openResult(user.id, job.id);
    const text = (await Buffer.concat(await result!.stream.toArray())).toString('utf8');
    expect(text).toContain('casa');
    expect(text).toContain('perro');

    expect((await services.jobs.list(user.id)).map((j) => j.id)).toEqual([job.id]);
    expect(await services.jobs.remove(user.id, job.id)).toBe(true);
    expect(await services.jobs.list(user.id)).toEqual([]);
    expect(await services.credits.balance(user.id)).toBe(9);
  });

  test("another user's job is invisible", async () => {
    const owner = await services.users.create({ email: 'owner@example.com', credits: 5 });
    const other = await services.users.create({ email: 'other@example.com', credits: 5 });
    const job = await upload(owner.id, 'a.txt', english);
    expect(await services.jobs.get(other.id, job.id)).toBeNull();
    expect(await services.jobs.remove(other.id, job.id)).toBe(false);
    await finished(owner.id, job.id);
  });

  test('a broken file fails with a clear message, is refunded, and the runner goes on', async () => {
    const user = await services.users.create({ email: 'broken@example.com', credits: 3 });
    const binary = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 0, 1, 2, 3]);
    const bad = await upload(user.id, 'photo.txt', binary).catch((error: Error) => error);
    if (bad instanceof Error) {
      // Refused at upload: nothing charged, nothing stored.
      expect(bad.message).toMatch(/text|binary/i);
      expect(await services.credits.balance(user.id)).toBe(3);
    } else {
      const failed = await finished(user.id, bad.id);
      expect(failed.status).toBe('failed');
      expect(failed.errorMessage).toMatch(/refunded/);
      expect(await services.credits.balance(user.id)).toBe(3);
    }
    const good = await upload(user.id, 'fine.txt', english);
    expect((await finished(user.id, good.id)).status).toBe('completed');
  });

  test('refusals name the problem and leave nothing behind', async () => {
    const user = await services.users.create({ email: 'refused@example.com', credits: 1 });
    await expect(upload(user.id, 'slides.key', 'x')).rejects.toMatchObject({ code: 'unsupported_format' });
    await expect(upload(user.id, 'big.txt', 'word '.repeat(5000))).rejects.toMatchObject({
      code: 'too_large',
    });
    await expect(upload(user.id, 'long.txt', 'word '.repeat(1500))).rejects.toMatchObject({
      code: 'insufficient_credits',
    });
    expect(await services.jobs.list(user.id)).toEqual([]);
    expect(await services.credits.balance(user.id)).toBe(1);
  });
});
