// A malformed remote-engine setting must not stop the registry from loading: the engine is listed as
// unavailable with the variable to fix, and every other engine works.
import { afterEach, describe, expect, it, vi } from 'vitest';

async function freshRegistry(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return import('./registry');
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('a malformed engine setting', () => {
  it('shows DeepL as unavailable, naming DEEPL_API_URL, while the registry and Apertium still load', async () => {
    const registry = await freshRegistry({
      DEEPL_API_KEY: 'key:fx',
      DEEPL_API_URL: 'deepl.example without scheme',
    });
    const deepl = registry.listEngines().find((engine) => engine.id === 'deepl');
    expect(await deepl?.status()).toMatchObject({
      available: false,
      detail: expect.stringContaining('DEEPL_API_URL'),
    });
    await expect(registry.chooseEngine('deepl', 'en', 'de')).rejects.toMatchObject({
      message: expect.stringMatching(/^DeepL is not available: .*DEEPL_API_URL/),
    });
    expect(registry.getEngine('apertium').id).toBe('apertium');
  });

  it('shows Azure as unavailable when its endpoint is not a URL', async () => {
    const registry = await freshRegistry({ AZURE_TRANSLATOR_KEY: 'k', AZURE_TRANSLATOR_ENDPOINT: '::' });
    const azure = registry.listEngines().find((engine) => engine.id === 'azure');
    expect(await azure?.status()).toMatchObject({ available: false });
  });
});
