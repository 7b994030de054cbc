// Which engines the site and API v1 offer and accept: the testing engines only with VERSO_TEST_ENGINES
// on, and for visitors only the Basic tier, whatever they name.
import { Readable } from 'node:stream';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Services } from '../services';
import { backendName, servicesDuringTests } from '../testing/testServices';

const testingEngines = ['identity', 'pseudo', 'slow'];

const jobWith = (services: Services, userId: string, engine: string) =>
  services.jobs.create({
    userId,
    filename: 'note.txt',
    stream: Readable.from([Buffer.from('The house is small.\n')]),
    from: 'en',
    to: 'es',
    engine,
  });

describe(`engines offered without VERSO_TEST_ENGINES on ${backendName}`, () => {
  const services = servicesDuringTests({ VERSO_TEST_ENGINES: 'off' });
  afterEach(() => vi.unstubAllEnvs());

  test('the testing engines are not listed, neither among engines nor among API models', async () => {
    const listed = (await services().engines.engines()).map((engine) => engine.id);
    expect(listed).toContain('apertium');
    for (const id of testingEngines) {
      expect(listed).not.toContain(id);
      expect(await services().engines.models()).not.toContain(id);
    }
  });

  test('administrators see every real engine, the unconfigured ones with the setting that enables them', async () => {
    const engines = await services().engines.configuration();
    expect(engines.map((engine) => engine.id)).toEqual([
      'apertium',
      'deepl',
      'libretranslate',
      'google',
      'azure',
      'openai',
    ]);
    const byId = new Map(engines.map((engine) => [engine.id, engine]));
    // Apertium is installed on the test machines; the remote engines have no settings here.
    expect(byId.get('apertium')).toMatchObject({ configured: true, offline: true });
    expect(byId.get('deepl')).toMatchObject({ configured: false, setup: { variables: ['DEEPL_API_KEY'] } });
    expect(byId.get('openai')?.setup).toEqual({ variables: ['OPENAI_API_KEY', 'OPENAI_BASE_URL'] });
    const offered = (await services().engines.engines()).filter((engine) => engine.available);
    expect(offered.map((engine) => engine.id)).toEqual(['apertium']);
  });

  test.each(testingEngines)('%s is refused for a text and a document, and nothing is charged', async (id) => {
    const user = await services().users.create({ email: `${id}-refused@example.com`, credits: 5 });
    const text = { texts: ['The house is small.'], from: 'en', to: 'es', engine: id, userId: user.id };
    await expect(services().texts.translate(text)).rejects.toMatchObject({ code: 'unknown_engine' });
    await expect(jobWith(services(), user.id, id)).rejects.toMatchObject({ code: 'unknown_engine' });
    expect(await services().jobs.list(user.id)).toEqual([]);
    expect(await services().credits.balance(user.id)).toBe(5);
  });

  test.each(['deepl', 'advanced', 'identity'])(
    'a visitor naming %s is served by the Basic tier',
    async (engine) => {
      // Advanced is routed to a paid engine, as an operator would.
      vi.stubEnv('VERSO_TIER_ADVANCED', 'deepl');
      const result = await services().texts.translate({
        texts: ['The house is small.'],
        from: 'en',
        to: 'es',
        engine,
      });
      expect(result).toMatchObject({ engine: 'apertium', usedCredits: 0 });
      expect(result.translatedTexts[0]).toContain('casa');
    },
  );
});

describe(`engines offered with VERSO_TEST_ENGINES=on on ${backendName}`, () => {
  const services = servicesDuringTests({ VERSO_TEST_ENGINES: 'on' });

  test('the languages are served as Apertium serves them: the testing engines, which translate nothing, do not count', async () => {
    const served = new Map(
      (await services().engines.languages()).map((language) => [language.code, language]),
    );
    expect(served.size).toBeGreaterThanOrEqual(81);
    // Apertium runs on this machine: what it serves is served offline (the home page's FAQ counts it).
    for (const code of ['en', 'es', 'ca', 'sv', 'da', 'mk'])
      expect(served.get(code)).toMatchObject({ asSource: true, asTarget: true, offline: true });
    // Apertium reads Basque (into English and Spanish) but writes none.
    expect(served.get('eu')).toMatchObject({ asSource: true, asTarget: false, offline: true });
    for (const code of ['de', 'ja', 'zh', 'ar'])
      expect(served.get(code)).toMatchObject({ asSource: false, asTarget: false, offline: false });
  });

  test('the testing engines are listed and translate texts and documents', async () => {
    const listed = (await services().engines.engines()).map((engine) => engine.id);
    expect(listed).toEqual(expect.arrayContaining(testingEngines));
    expect(await services().engines.models()).toEqual(expect.arrayContaining(testingEngines));
    const user = await services().users.create({ email: 'tester@example.com', credits: 5 });
    const text = await services().texts.translate({
      texts: ['The house is small.'],
      from: 'en',
      to: 'es',
      engine: 'identity',
      userId: user.id,
    });
    expect(text.translatedTexts).toEqual(['The house is small.']);
    expect((await jobWith(services(), user.id, 'pseudo')).engine).toBe('pseudo');
  });
});
