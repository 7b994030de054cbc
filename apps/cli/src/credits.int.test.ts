// `verso credits show|grant` against the database the environment names, as an operator runs it.
import { backendName } from '@verso/services/testing/testServices';
import { describe, expect, test } from 'vitest';
import { versoDuringTests } from './testing/verso-during-tests';

describe(`verso credits on ${backendName}`, { timeout: 300_000 }, () => {
  const { verso, withServices } = versoDuringTests();

  test("grants a user's and their organisation's credits with a reason, and shows both balances", async () => {
    expect((await verso('users', 'create', '--email', 'Buyer@Example.com', '--credits', '5')).code).toBe(0);
    await withServices(async ({ users, organizations }) => {
      const user = await users.byEmail('buyer@example.com');
      await organizations.create(user?.id ?? '', 'Acme');
    });

    const granted = await verso(
      'credits',
      'grant',
      '--email',
      'buyer@example.com',
      '--amount',
      '20',
      '--reason',
      'Pilot',
    );
    expect(granted.code).toBe(0);
    expect(JSON.parse(granted.stdout)).toMatchObject({
      balance: 25,
      organization: { name: 'Acme', balance: 0 },
    });

    const forOrganization = await verso(
      'credits',
      'grant',
      '--email',
      'buyer@example.com',
      '--organization',
      '--amount',
      '7',
      '--reason',
      'Launch',
    );
    expect(JSON.parse(forOrganization.stdout)).toMatchObject({ balance: 25, organization: { balance: 7 } });

    const shown = await verso('credits', 'show', '--email', 'buyer@example.com');
    expect(JSON.parse(shown.stdout)).toMatchObject({ user: { email: 'buyer@example.com' }, balance: 25 });
  });

  test('refuses taking back more than the balance, an unknown e-mail and a missing reason', async () => {
    await verso('users', 'create', '--email', 'small@example.com', '--credits', '3');
    const tooMuch = await verso(
      'credits',
      'grant',
      '--email',
      'small@example.com',
      '--amount',
      '-4',
      '--reason',
      'x',
    );
    expect(tooMuch.code).toBe(1);
    expect(tooMuch.stderr).toContain('at most 3 credits');
    const unknown = await verso('credits', 'show', '--email', 'nobody@example.com');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No user has the e-mail');
    const noReason = await verso('credits', 'grant', '--email', 'small@example.com', '--amount', '2');
    expect(noReason.code).toBe(1);
    expect(noReason.stderr).toContain('--reason');
  });
});
