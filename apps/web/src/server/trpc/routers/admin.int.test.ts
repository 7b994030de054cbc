// The admin dashboard's figures through the tRPC router, and who may read them, on both backends.
import { Readable } from 'node:stream';
import { jobs, orders } from '@verso/db';
import type { Services } from '@verso/services';
import { queueSentenceJob } from '@verso/services/testing/jobLedger';
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
    expect((await callerFor(admin.id).errorGroups())[0]).toMatchObject({
      message: 'TypeError: boom',
      count: 1,
      resolved: false,
    });
    const today = await callerFor(admin.id).activity({ days: 1 });
    expect(today.reduce((sum, day) => sum + day.failed, 0)).toBeGreaterThanOrEqual(1);
  });

  test('an admin finds an account, opens it, disables it, retries its failed job; never their own account', async () => {
    const admin = await services.users.create({ email: 'ops@example.com', isAdmin: true });
    const user = await services.users.create({
      email: 'customer-ops@example.com',
      name: 'Grace',
      credits: 10,
    });
    const job = await queueSentenceJob(services, user.id);
    await eventually(async () => (await services.jobs.get(user.id, job.id))?.status === 'completed');
    await services.db.update(jobs).set({ status: 'failed' }).where(eq(jobs.id, job.id));
    const ops = callerFor(admin.id);

    expect((await ops.searchUsers({ text: 'grace' })).map((found) => found.id)).toEqual([user.id]);
    expect((await ops.user({ id: user.id })).jobs.map((one) => one.id)).toEqual([job.id]);
    const retried = await ops.retryJob({ id: job.id });
    expect(retried.id).not.toBe(job.id);
    await expect(ops.cancelJob({ id: job.id })).rejects.toMatchObject({ code: 'BAD_REQUEST' });

    expect((await ops.setDisabled({ email: user.email ?? '', disabled: true })).disabledAt).not.toBeNull();
    expect((await ops.user({ id: user.id })).user.disabledAt).not.toBeNull();
    await expect(ops.setDisabled({ email: 'ops@example.com', disabled: true })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(ops.setAdmin({ email: 'OPS@example.com', isAdmin: false })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(ops.user({ id: 'no-such-account' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  test("an admin lists orders by the buyer's e-mail, reads one with its events, and asks for revenue by day", async () => {
    const admin = await services.users.create({ email: 'orders-admin@example.com', isAdmin: true });
    const buyer = await services.users.create({ email: 'orders-buyer@example.com' });
    const [order] = await services.db
      .insert(orders)
      .values({
        userId: buyer.id,
        packageId: 'credits-48',
        credits: 48,
        amountMinor: 500,
        currency: 'USD',
        provider: 'stripe',
        payMethod: 'card',
      })
      .returning();
    const caller = callerFor(admin.id);
    const listed = await caller.orders({ page: 1, email: 'ORDERS-buyer' });
    expect(listed).toMatchObject({ total: 1, orders: [{ id: order?.id, email: buyer.email }] });
    expect(await caller.order({ id: order?.id ?? '' })).toMatchObject({
      order: { id: order?.id },
      events: [],
    });
    await expect(caller.order({ id: 'no-such-order' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const from = new Date('2020-01-01T00:00:00Z');
    expect(await caller.revenue({ from, to: new Date('2020-02-01T00:00:00Z') })).toEqual([]);
    // A window past a year, or one that ends before it starts, is refused rather than summed.
    await expect(caller.revenue({ from, to: new Date('2021-06-01T00:00:00Z') })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(caller.revenue({ from, to: from })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
