import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Services } from './services';
import { backendName, createTestBackend, servicesFor, type TestBackend } from './testing/testServices';

describe(`glossaries on ${backendName}`, () => {
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

  test('a glossary keeps its terms in order and hands them to a job in the core shape', async () => {
    const user = await newUser('terms');
    const created = await services.glossaries.create(user.id, {
      name: ' Product ',
      targetLang: 'Spanish',
      terms: [
        { source: 'house', target: 'casa' },
        { source: 'Verso', target: '', keepAsIs: true, caseSensitive: true },
        { source: 'garden', target: 'jardín' },
      ],
    });
    expect(created).toMatchObject({ name: 'Product', targetLang: 'es', sourceLang: null, description: null });
    expect(await services.glossaries.termsFor(user.id, created.id)).toEqual({
      name: 'Product',
      terms: [
        { source: 'house', target: 'casa', caseSensitive: false, keepAsIs: false },
        { source: 'Verso', target: 'Verso', caseSensitive: true, keepAsIs: true },
        { source: 'garden', target: 'jardín', caseSensitive: false, keepAsIs: false },
      ],
    });
    expect(await services.glossaries.list(user.id)).toEqual([
      expect.objectContaining({ id: created.id, name: 'Product', termCount: 3 }),
    ]);
  });

  test('an update renames, clears a language and replaces the terms; other fields stay', async () => {
    const user = await newUser('update');
    const { id, updatedAt } = await services.glossaries.create(user.id, {
      name: 'Old',
      description: 'Brand words',
      sourceLang: 'en',
      targetLang: 'de',
      terms: [{ source: 'a', target: 'b' }],
    });
    const updated = await services.glossaries.update(user.id, id, {
      name: 'New',
      targetLang: null,
      terms: [{ source: 'car', target: 'Auto' }],
    });
    expect(updated).toMatchObject({
      name: 'New',
      description: 'Brand words',
      sourceLang: 'en',
      targetLang: null,
    });
    expect(updated?.terms).toEqual([
      { source: 'car', target: 'Auto', caseSensitive: false, keepAsIs: false },
    ]);
    expect(updated?.updatedAt.getTime()).toBeGreaterThanOrEqual(updatedAt.getTime());
    expect((await services.glossaries.list(user.id))[0]?.termCount).toBe(1);
  });

  test('names are unique per user, not across users', async () => {
    const [alice, bob] = [await newUser('alice'), await newUser('bob')];
    await services.glossaries.create(alice.id, { name: 'Shared', terms: [] });
    await expect(services.glossaries.create(alice.id, { name: 'Shared', terms: [] })).rejects.toThrowError(
      'You already have a glossary called "Shared".',
    );
    await services.glossaries.create(bob.id, { name: 'Shared', terms: [] });
    const other = await services.glossaries.create(alice.id, { name: 'Other', terms: [] });
    await expect(services.glossaries.update(alice.id, other.id, { name: 'Shared' })).rejects.toThrowError(
      /already have a glossary called "Shared"/,
    );
    expect(await services.glossaries.update(alice.id, other.id, { name: 'Other' })).toMatchObject({
      name: 'Other',
    });
  });

  test("another user's glossary looks as if it did not exist", async () => {
    const [owner, stranger] = [await newUser('owner'), await newUser('stranger')];
    const { id } = await services.glossaries.create(owner.id, {
      name: 'Mine',
      terms: [{ source: 'x', target: 'y' }],
    });
    expect(await services.glossaries.get(stranger.id, id)).toBeUndefined();
    expect(await services.glossaries.termsFor(stranger.id, id)).toBeUndefined();
    expect(await services.glossaries.update(stranger.id, id, { name: 'Taken' })).toBeUndefined();
    expect(await services.glossaries.remove(stranger.id, id)).toBe(false);
    expect(await services.glossaries.list(stranger.id)).toEqual([]);
    expect(await services.glossaries.get(owner.id, id)).toMatchObject({ name: 'Mine' });
  });

  test('removing a glossary removes its terms', async () => {
    const user = await newUser('remove');
    const { id } = await services.glossaries.create(user.id, {
      name: 'Gone',
      terms: [{ source: 'x', target: 'y' }],
    });
    expect(await services.glossaries.remove(user.id, id)).toBe(true);
    expect(await services.glossaries.get(user.id, id)).toBeUndefined();
    expect(await services.glossaries.list(user.id)).toEqual([]);
  });

  test('invalid input is refused before anything is stored', async () => {
    const user = await newUser('invalid');
    await expect(
      services.glossaries.create(user.id, {
        name: 'Dupes',
        terms: [
          { source: 'House', target: 'casa' },
          { source: 'house', target: 'hogar' },
        ],
      }),
    ).rejects.toThrowError('Term 2: "house" is already in the glossary (Term 1).');
    await expect(
      services.glossaries.create(user.id, { name: 'X', targetLang: 'Klingon', terms: [] }),
    ).rejects.toThrowError(/not a language Verso knows/);
    expect(await services.glossaries.list(user.id)).toEqual([]);
  });

  test('a glossary of 5,000 terms is stored and read back whole', async () => {
    const user = await newUser('large');
    const terms = Array.from({ length: 5000 }, (_, i) => ({ source: `term ${i}`, target: `término ${i}` }));
    const { id } = await services.glossaries.create(user.id, { name: 'Large', terms });
    const glossary = await services.glossaries.termsFor(user.id, id);
    expect(glossary?.terms).toHaveLength(5000);
    expect(glossary?.terms[4999]?.source).toBe('term 4999');
  });
});
