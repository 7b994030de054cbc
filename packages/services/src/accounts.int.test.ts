import { apiKeys } from '@verso/db';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Services } from './services';
import { backendName, createTestBackend, servicesFor, type TestBackend } from './testing/testServices';

describe(`accounts, API keys and credits on ${backendName}`, () => {
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

  test('an API key authenticates its user and is stored only as a hash', async () => {
    const user = await services.users.create({ email: 'Dev@Example.com', credits: 40 });
    const { key } = await services.apiKeys.create(user.id);
    expect((await services.apiKeys.authenticate(key))?.user.email).toBe('dev@example.com');
    expect(await services.apiKeys.authenticate(`${key}x`)).toBeNull();
    const stored = await services.db.select().from(apiKeys);
    expect(JSON.stringify(stored)).not.toContain(key);
  });

  test('the balance is the sum of the ledger', async () => {
    const user = await services.users.create({ email: 'ledger@example.com', credits: 10 });
    await services.credits.grant(user.id, 5, 'purchase');
    await services.credits.spend({
      userId: user.id,
      amount: 3,
      reason: 'text translation',
      whenShort: () => new Error('short'),
    });
    expect(await services.credits.balance(user.id)).toBe(12);
  });

  test('text translation charges signed-in callers and returns real Spanish', async () => {
    const user = await services.users.create({ email: 'texter@example.com', credits: 2 });
    const result = await services.texts.translate({
      texts: ['The house is small.'],
      from: 'en',
      to: 'es',
      userId: user.id,
    });
    expect(result.translatedTexts[0]).toContain('casa');
    expect(result.usedCredits).toBe(1);
    expect(await services.credits.balance(user.id)).toBe(1);
  });
});
