// The operator's commands (`verso users`, `keys`, `jobs`) against the database the environment names,
// as an operator runs them; the services check what each one changed.
import { Readable } from 'node:stream';
import { jobs as jobRows } from '@verso/db';
import { backendName } from '@verso/services/testing/testServices';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { versoDuringTests } from './testing/verso-during-tests';

describe(`verso users, keys and jobs on ${backendName}`, { timeout: 400_000 }, () => {
  const { verso, withServices } = versoDuringTests();

  test('users list, admin, disable, enable and link change the account as they say', async () => {
    const apiKey = await withServices(async ({ users, apiKeys }) => {
      const user = await users.create({ email: 'reader@example.com' });
      return (await apiKeys.create(user.id)).key;
    });
    const listed = await verso('users', 'list');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/reader@example\.com/);

    expect((await verso('users', 'admin', '--email', 'reader@example.com')).code).toBe(0);
    expect((await verso('users', 'disable', '--email', 'reader@example.com')).code).toBe(0);
    await withServices(async ({ users, apiKeys }) => {
      const user = await users.byEmail('reader@example.com');
      expect(user?.isAdmin).toBe(true);
      expect(user?.disabledAt).toBeInstanceOf(Date);
      // A disabled owner's key answers as an unknown key: API v1 says 401.
      expect(await apiKeys.authenticate(apiKey)).toBeNull();
    });
    const refused = await verso('users', 'link', '--email', 'reader@example.com');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('disabled');

    expect((await verso('users', 'enable', '--email', 'reader@example.com')).code).toBe(0);
    const link = await verso('users', 'link', '--email', 'reader@example.com');
    expect(link.code).toBe(0);
    const url = new URL(link.stdout.split('\n')[0] ?? '');
    expect(url.pathname).toBe('/api/auth/callback/email');
    expect(url.searchParams.get('email')).toBe('reader@example.com');
    await withServices(async ({ apiKeys }) => expect(await apiKeys.authenticate(apiKey)).not.toBeNull());

    const unknown = await verso('users', 'disable', '--email', 'nobody@example.com');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('no user');
  });

  test('keys list shows a key by id and keys revoke makes it answer as unknown', async () => {
    const { id, key } = await withServices(async ({ users, apiKeys }) => {
      const user = await users.create({ email: 'developer@example.com' });
      return apiKeys.create(user.id, 'build server');
    });
    const listed = await verso('keys', 'list', '--email', 'developer@example.com');
    expect(listed.stdout).toContain(id);
    expect(listed.stdout).toContain('build server');
    const revoked = await verso('keys', 'revoke', id);
    expect(revoked.code).toBe(0);
    await withServices(async ({ apiKeys }) => expect(await apiKeys.authenticate(key)).toBeNull());
    expect((await verso('keys', 'revoke', id)).code).toBe(1);
  });

  test('jobs list filters by status, retry queues a failed job again, cancel stops it', async () => {
    const failed = await withServices(async (services) => {
      const user = await services.users.create({ email: 'translator@example.com', credits: 10 });
      const job = await services.jobs.create({
        userId: user.id,
        filename: 'story.txt',
        stream: Readable.from([Buffer.from('The house is small.\n')]),
        from: 'en',
        to: 'es',
        engine: 'identity',
      });
      // As a worker leaves a job its engine failed on.
      await services.db
        .update(jobRows)
        .set({ status: 'failed', errorMessage: 'engine down' })
        .where(eq(jobRows.id, job.id));
      return job;
    });
    const listed = await verso('jobs', 'list', '--status', 'failed');
    expect(listed.stdout).toContain(failed.id);
    expect(listed.stdout).toContain('translator@example.com');
    expect((await verso('jobs', 'list', '--status', 'queued')).stdout).not.toContain(failed.id);

    const retried = await verso('jobs', 'retry', failed.id);
    expect(retried.code).toBe(0);
    const newId = /queued again as job (\S+)\./.exec(retried.stdout)?.[1] ?? '';
    await withServices(async ({ jobs }) => {
      const [again] = await jobs.operator.listAll({ status: 'queued' });
      expect(again).toMatchObject({ id: newId, sourceLang: 'en', targetLang: 'es', engine: 'identity' });
    });
    const notFailed = await verso('jobs', 'retry', newId);
    expect(notFailed.code).toBe(1);
    expect(notFailed.stderr).toContain('only a failed job');

    const cancelled = await verso('jobs', 'cancel', newId);
    expect(cancelled.stdout).toContain('cancelled');
    const bad = await verso('jobs', 'list', '--status', 'lost');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--status');
  });
});
