// A developer's API keys through the tRPC router, and what API v1 makes of them, on both backends.
import type { Services } from '@verso/services';
import {
  backendName,
  createTestBackend,
  servicesFor,
  type TestBackend,
} from '@verso/services/testing/testServices';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { handleApiV1 } from '../../apiV1/router';
import type { Context } from '../context';
import { apiKeyRouter } from './apiKey';

describe(`apiKey router on ${backendName}`, () => {
  let backend: TestBackend;
  let services: Services;

  beforeAll(async () => {
    backend = await createTestBackend();
    services = await servicesFor(backend);
  });
  afterAll(async () => {
    await services?.close();
    await backend?.dispose();
  });

  const callerFor = (userId: string | null) =>
    apiKeyRouter.createCaller({
      services,
      session: userId ? { user: { id: userId }, expires: '2999-01-01' } : null,
      clientIp: '127.0.0.1',
    } as Context);
  const newUser = async (email: string) => (await services.users.create({ email, credits: 5 })).id;
  const callMe = (key: string) =>
    handleApiV1(
      new Request('http://verso.test/api/v1/me', { method: 'POST', headers: { authorization: key } }),
      ['me'],
      services,
    );

  test('a created key works on API v1, is listed without its secret, and stops working once revoked', async () => {
    const developer = callerFor(await newUser('developer@example.com'));
    const { id, key } = await developer.create({ name: '  CI pipeline ' });
    expect(key).toMatch(/^vk_[\w-]{40,}$/);

    const [listed] = await developer.list();
    expect(listed).toMatchObject({ id, name: 'CI pipeline', prefix: key.slice(0, 10), lastUsedAt: null });
    expect(JSON.stringify(listed)).not.toContain(key);

    const response = await callMe(key);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ balance: 5 });
    const lastUsedAt = (await developer.list())[0]?.lastUsedAt;
    expect(lastUsedAt).toBeInstanceOf(Date);
    // Used again within the minute: "last used" stays, and the call wrote nothing to say so.
    expect((await callMe(key)).status).toBe(200);
    expect((await developer.list())[0]?.lastUsedAt).toEqual(lastUsedAt);

    await developer.revoke({ id });
    expect(await developer.list()).toEqual([]);
    expect((await callMe(key)).status).toBe(401);
  });

  test("nobody sees or revokes another user's keys", async () => {
    const owner = callerFor(await newUser('owner@example.com'));
    const other = callerFor(await newUser('other@example.com'));
    const { id, key } = await owner.create({ name: 'mine' });
    expect(await other.list()).toEqual([]);
    await expect(other.revoke({ id })).rejects.toThrow('This key no longer exists.');
    expect((await callMe(key)).status).toBe(200);
  });

  test('signed out, every procedure is refused', async () => {
    const visitor = callerFor(null);
    await expect(visitor.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(visitor.create({ name: 'x' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  test('an empty name is refused', async () => {
    const developer = callerFor(await newUser('blank@example.com'));
    await expect(developer.create({ name: '   ' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
