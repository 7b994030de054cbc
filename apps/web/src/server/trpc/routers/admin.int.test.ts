// The admin dashboard's figures through the tRPC router, and who may read them, on both backends.
import { Readable } from 'node:stream';
import { jobs } from '@verso/db';
import type { Services } from '@verso/services';
import {
  backendName,
  createTestBackend,
  eventually,
  servicesFor,
  type TestBackend,
} from '@verso/services/testing/testServices';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Context } from '../context';
import { adminRouter } from './admin';

describe(`admin router on ${backendName}`, () => {
  let backend: TestBackend;
  let services: Services;

  beforeAll(async () => {
    backend = await createTestBackend();
    services = await servicesFor(backend);
    await services.startRunner();
  });
  afterAll(async () => {
    await services?.close();
    await backend?.dispose();
  });

  const callerFor = (userId: string | null) =>
    adminRouter.createCaller({
      services,
      session: userId ? { user: { id: userId }, expires: '2999-01-01' } : null,
      clientIp: '127.0.0.1',
    } as Context);

  test('a non-admin and a visitor are refused', async () => {
    const user = await services.users.create({ email: 'plain@example.com' });
    await expect(callerFor(user.id).overview()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(callerFor(null).overview()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  test('an admin sees users, jobs, credits spent, storage, failures and error reports', async () => {
    const admin = await services.users.create({ email: 'root@example.com', isAdmin: true });
    const before = await callerFor(admin.id).overview();
    const user = await services.users.create({ email: 'worker@example.com', credits: 10 });

    const translate = async (filename: string) => {
      const job = await services.jobs.create({
        userId: user.id,
        filename,
        stream: Readable.from([Buffer.from('The house is small.')]),
        from: 'en',
        to: 'es',
      });
      await eventually(async () => (await services.jobs.get(user.id, job.id))?.status === 'completed');
      return job.id;
    };
    await translate('note.txt');
    // A failure as the runner records one; which input makes an engine fail is not this test's concern.
    const failedId = await translate('broken.txt');
    await services.db
      .update(jobs)
      .set({ status: 'failed', errorMessage: 'The engine timed out.' })
      .where(eq(jobs.id, failedId));
    await services.errors.report(
      { message: 'TypeError: boom', location: '/translate', userId: user.id },
      '192.0.2.1',
    );

    const after = await callerFor(admin.id).overview();
    expect(after.users.total).toBe(before.users.total + 1);
    expect(after.users.day).toBe(before.users.day + 1);
    expect(after.jobs.day.completed).toBe(before.jobs.day.completed + 1);
    expect(after.jobs.week.completed).toBe(before.jobs.week.completed + 1);
    expect(after.jobs.day.failed).toBe(before.jobs.day.failed + 1);
    expect(after.credits.day).toBe(before.credits.day + 2);
    expect(after.storage.files).toBeGreaterThan(before.storage.files);
    expect(after.storage.bytes).toBeGreaterThan(before.storage.bytes);
    expect(after.queue).toEqual({ waiting: 0, running: 0 });
    expect(after.failedJobs[0]).toMatchObject({
      id: failedId,
      fileName: 'broken.txt',
      errorMessage: 'The engine timed out.',
      userEmail: 'worker@example.com',
    });
    expect(after.signUps[0]).toMatchObject({ email: 'worker@example.com', isAdmin: false });
    expect(after.errors[0]).toMatchObject({
      message: 'TypeError: boom',
      location: '/translate',
      userEmail: 'worker@example.com',
    });
  });
});
