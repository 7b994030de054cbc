// `verso users create` against the database the environment names, as an operator runs it.
import { backendName } from '@verso/services/testing/testServices';
import { describe, expect, test } from 'vitest';
import { versoDuringTests } from './testing/verso-during-tests';

describe(`verso users create on ${backendName}`, { timeout: 90_000 }, () => {
  const { verso, withServices } = versoDuringTests();

  test('prints the new user with an API key that works', async () => {
    const result = await verso(
      'users',
      'create',
      '--email',
      'ops@example.com',
      '--admin',
      '--credits',
      '50',
      '--api-key',
    );
    expect(result.code).toBe(0);
    const created = JSON.parse(result.stdout);
    expect(created).toMatchObject({ email: 'ops@example.com', isAdmin: true, credits: 50 });
    await withServices(async ({ apiKeys, credits }) => {
      const user = (await apiKeys.authenticate(created.apiKey))?.user;
      expect(user?.id).toBe(created.id);
      expect(await credits.balance(created.id)).toBe(50);
    });
  });

  test('a duplicate e-mail or a bad option is refused with a message', async () => {
    await verso('users', 'create', '--email', 'twice@example.com');
    const again = await verso('users', 'create', '--email', 'twice@example.com');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already exists');
    const bad = await verso('users', 'create', '--email', 'x@example.com', '--credits', 'lots');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--credits');
  });
});
