import { translationMemory } from '@verso/db';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Services } from './services';
import { backendName, createTestBackend, servicesFor, type TestBackend } from './testing/testServices';

describe(`translation memory on ${backendName}`, () => {
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

  const newUser = (name: string) =>
    services.users.create({ email: `${name}.${crypto.randomUUID()}@example.com` });
  const scope = { from: 'en', to: 'es', engineKey: 'apertium' };

  test('a stored translation is found again and its use is counted', async () => {
    const memory = services.memory.forUser((await newUser('found')).id);
    await memory.store(scope, [
      { source: 'The house is small.', target: 'La casa es pequeña.' },
      { source: 'Hello', target: 'Hola' },
    ]);
    const found = await memory.lookup(scope, ['The house is small.', 'Never stored', 'Hello']);
    expect(found).toEqual(
      new Map([
        ['The house is small.', 'La casa es pequeña.'],
        ['Hello', 'Hola'],
      ]),
    );
    const rows = await services.db.select().from(translationMemory);
    const house = rows.find((row) => row.source === 'The house is small.');
    expect(house).toMatchObject({ hits: 1, lastUsedAt: expect.any(Date) });
    expect(house?.sourceHash).toMatch(/^[0-9a-f]{64}$/);
  });

  test('storing a source again replaces its translation; repeats in one batch keep the last', async () => {
    const memory = services.memory.forUser((await newUser('replace')).id);
    await memory.store(scope, [{ source: 'car', target: 'carro' }]);
    await memory.store(scope, [
      { source: 'car', target: 'coche' },
      { source: 'car ', target: 'auto' },
    ]);
    expect(await memory.lookup(scope, ['car'])).toEqual(new Map([['car', 'auto']]));
  });

  test('another language pair, engine key or user does not see the entry', async () => {
    const [owner, stranger] = [await newUser('owner'), await newUser('stranger')];
    await services.memory.forUser(owner.id).store(scope, [{ source: 'book', target: 'libro' }]);
    const ownMemory = services.memory.forUser(owner.id);
    expect((await ownMemory.lookup({ ...scope, to: 'fr' }, ['book'])).size).toBe(0);
    expect((await ownMemory.lookup({ ...scope, from: 'de' }, ['book'])).size).toBe(0);
    expect((await ownMemory.lookup({ ...scope, engineKey: 'openai:gpt-4o-mini' }, ['book'])).size).toBe(0);
    expect((await services.memory.forUser(stranger.id).lookup(scope, ['book'])).size).toBe(0);
    expect((await ownMemory.lookup(scope, ['book'])).get('book')).toBe('libro');
  });

  test('long lists are looked up and stored in chunks', async () => {
    const memory = services.memory.forUser((await newUser('chunks')).id);
    const entries = Array.from({ length: 1234 }, (_, i) => ({
      source: `segment ${i}`,
      target: `segmento ${i}`,
    }));
    await memory.store(scope, entries);
    const found = await memory.lookup(scope, [...entries.map((entry) => entry.source), 'missing']);
    expect(found.size).toBe(1234);
    expect(found.get('segment 1233')).toBe('segmento 1233');
  });

  test('a lookup with nothing to find asks nothing', async () => {
    const memory = services.memory.forUser((await newUser('empty')).id);
    await memory.store(scope, []);
    expect((await memory.lookup(scope, [])).size).toBe(0);
  });
});
