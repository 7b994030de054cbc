// Text translations leave a record: the site's (via web) as well as the API's, readable by their owner
// for 24 hours, whose texts the sweep then clears while the row stays for the history.
import { describe, expect, test } from 'vitest';
import { backendName, servicesDuringTests } from './testing/testServices';

describe(`text translation records on ${backendName}`, () => {
  const services = servicesDuringTests();

  test("a signed-in user's text translation is recorded; its texts go after 24 hours", async () => {
    const user = await services().users.create({ email: 'texts@example.com', credits: 3 });
    const result = await services().texts.translate({
      texts: ['The house is small.'],
      from: 'auto',
      to: 'es',
      userId: user.id,
    });
    if (!result.id) throw new Error('a signed-in translation has a record id');
    const record = await services().textTranslations.get(user.id, result.id);
    expect(record).toMatchObject({
      via: 'web',
      sourceLang: 'en',
      targetLang: 'es',
      engine: 'apertium',
      characters: 19,
      wordCount: 4,
      credits: 1,
      texts: ['The house is small.'],
      translations: result.translatedTexts,
    });

    const dayLater = new Date(Date.now() + 24 * 60 * 60 * 1000 + 60_000);
    expect(await services().textTranslations.get(user.id, result.id, dayLater)).toBeUndefined();
    expect(await services().textTranslations.clearExpiredTexts(dayLater)).toBeGreaterThanOrEqual(1);
    const kept = await services().textTranslations.get(user.id, result.id);
    expect(kept).toMatchObject({ texts: null, translations: null, credits: 1 });
  });

  test('a visitor leaves no record', async () => {
    const result = await services().texts.translate({ texts: ['The dog eats.'], from: 'en', to: 'es' });
    expect(result.id).toBeUndefined();
  });

  test("the history lists a user's text translations newest first, without their texts, by way asked", async () => {
    const user = await services().users.create({ email: 'text-history@example.com', credits: 5 });
    const other = await services().users.create({ email: 'text-history-other@example.com', credits: 5 });
    const ask = (text: string, userId: string, via: 'web' | 'api') =>
      services().texts.translate({ texts: [text], from: 'en', to: 'es', userId, via });
    await ask('The house is small.', user.id, 'web');
    await ask('The dog eats in the garden.', user.id, 'api');
    await ask('The cat sleeps.', other.id, 'web');

    const all = await services().textTranslations.list(user.id);
    expect(all.map((row) => row.via)).toEqual(['api', 'web']);
    expect(all[0]).toEqual({
      id: expect.any(String),
      via: 'api',
      sourceLang: 'en',
      targetLang: 'es',
      engine: 'apertium',
      wordCount: 6,
      credits: 1,
      createdAt: expect.any(Date),
    });
    expect(await services().textTranslations.list(user.id, 'web')).toEqual([all[1]]);
    expect(await services().textTranslations.list(user.id, 'api')).toEqual([all[0]]);
  });
});
