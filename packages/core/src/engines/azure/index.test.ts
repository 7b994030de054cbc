// Azure Translator against its local test double (azure-double.ts), never the real service.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AzureDouble, startAzureDouble } from './azure-double';
import { type AzureOptions, createAzureEngine } from './index';

const apiKey = 'test-key';
const region = 'westeurope';
let double: AzureDouble;

beforeAll(async () => {
  double = await startAzureDouble({ apiKey, region });
});
afterAll(() => double.close());
beforeEach(() => {
  double.requests.length = 0;
});

function engine(options: AzureOptions = {}) {
  return createAzureEngine({
    apiKey,
    region,
    endpoint: double.url,
    backoffBaseMs: 1,
    timeoutMs: 2_000,
    ...options,
  });
}

describe('Azure Translator engine', () => {
  it('sends the documented request: key and region headers, Azure language codes, HTML text', async () => {
    const translations = await engine().translate(['<g1>Fish & chips</g1>'], 'no', 'zh-HK');
    expect(translations).toEqual(['[zh-Hant] <g1>Fish & chips</g1>']);
    const [request] = double.requests;
    expect(request?.headers['ocp-apim-subscription-key']).toBe(apiKey);
    expect(request?.headers['ocp-apim-subscription-region']).toBe(region);
    const query = new URL(request?.path ?? '', double.url).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      'api-version': '3.0',
      from: 'nb',
      to: 'zh-Hant',
      textType: 'html',
    });
    expect(request?.body).toEqual([{ Text: '<g1>Fish &amp; chips</g1>' }]);
  });

  it('sends at most 100 texts per request and brings them back in order', async () => {
    const texts = Array.from({ length: 250 }, (_, index) => `Sentence ${index}`);
    const translations = await engine().translate(texts, 'en', 'zh');
    expect(double.requests).toHaveLength(3);
    expect(translations).toEqual(texts.map((text) => `[zh-Hans] ${text}`));
  });

  it('waits as long as Retry-After asks after a 429, then succeeds', async () => {
    double.misbehaveNext('rate-limit');
    const started = performance.now();
    expect(await engine().translate(['Hi'], 'en', 'de')).toEqual(['[de] Hi']);
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
    expect(double.requests).toHaveLength(2);
  });

  it('names the variable to check when the key is rejected', async () => {
    double.misbehaveNext('bad-key');
    await expect(engine().translate(['Hi'], 'en', 'fr')).rejects.toMatchObject({
      code: 'engine_unavailable',
      message: 'Azure Translator rejected the API key (HTTP 403). Check AZURE_TRANSLATOR_KEY.',
    });
    await expect(engine({ apiKey: 'wrong' }).translate(['Hi'], 'en', 'fr')).rejects.toThrowError(
      'Azure Translator rejected the API key (HTTP 401). Check AZURE_TRANSLATOR_KEY.',
    );
  });

  it('says the free quota is used up on 403001, not that the key is wrong, without retrying', async () => {
    double.misbehaveNext('quota');
    await expect(engine().translate(['Hi'], 'en', 'fr')).rejects.toMatchObject({
      code: 'engine_unavailable',
      message: expect.stringMatching(/^Azure Translator's character quota is used up \(HTTP 403\)\./),
    });
    expect(double.requests).toHaveLength(1);
  });

  it('refuses an answer that is not the documented JSON', async () => {
    double.misbehaveNext('garbage');
    await expect(engine().translate(['Hi'], 'en', 'fr')).rejects.toThrowError(
      /Azure Translator answered with something unexpected/,
    );
  });

  it('serves Azure pairs with a key, and says which variable to set without one', async () => {
    expect(await engine().pairs()).toContainEqual({ from: 'en', to: 'zh-HK' });
    expect(await engine().status()).toMatchObject({
      available: true,
      detail: expect.stringContaining(region),
    });
    const unconfigured = createAzureEngine();
    expect(await unconfigured.status()).toEqual({
      available: false,
      detail: 'Set AZURE_TRANSLATOR_KEY to enable Azure Translator.',
    });
    expect(await unconfigured.pairs()).toEqual([]);
    await expect(unconfigured.translate(['Hi'], 'en', 'fr')).rejects.toMatchObject({
      code: 'engine_unavailable',
    });
  });
});
