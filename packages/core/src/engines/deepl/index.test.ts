// DeepL against its local test double (deepl-double.ts), never the real service.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DeeplDouble, startDeeplDouble } from './deepl-double';
import { createDeeplEngine, type DeeplOptions } from './index';

const apiKey = 'test-key:fx';
let double: DeeplDouble;

beforeAll(async () => {
  double = await startDeeplDouble({ apiKey });
});
afterAll(() => double.close());
beforeEach(() => {
  double.requests.length = 0;
});

function engine(options: DeeplOptions = {}) {
  return createDeeplEngine({ apiKey, baseUrl: double.url, backoffBaseMs: 1, timeoutMs: 2_000, ...options });
}

describe('DeepL engine', () => {
  it('sends the documented request: key header, texts, DeepL language codes, XML tag handling', async () => {
    const translations = await engine({ formality: 'prefer_less' }).translate(['<g1>Hello</g1>'], 'pt', 'en');
    expect(translations).toEqual(['[EN-US] <g1>Hello</g1>']);
    const [request] = double.requests;
    expect(request?.headers.authorization).toBe(`DeepL-Auth-Key ${apiKey}`);
    expect(request?.body).toEqual({
      text: ['<g1>Hello</g1>'],
      source_lang: 'PT',
      target_lang: 'EN-US',
      tag_handling: 'xml',
      formality: 'prefer_less',
    });
  });

  it("sends a job's formality, in place of the operator's default", async () => {
    await engine({ formality: 'prefer_less' }).translate(['How are you?'], 'en', 'de', { formality: 'more' });
    await engine().translate(['How are you?'], 'en', 'fr', { formality: 'prefer_less' });
    const sent = double.requests.map((request) => (request.body as { formality?: string }).formality);
    expect(sent).toEqual(['more', 'prefer_less']);
  });

  it('sends at most 50 texts per request and brings them back in order', async () => {
    const texts = Array.from({ length: 120 }, (_, index) => `Sentence ${index}`);
    const translations = await engine().translate(texts, 'en', 'zh');
    expect(double.requests).toHaveLength(3);
    expect(translations).toEqual(texts.map((text) => `[ZH-HANS] ${text}`));
  });

  it('waits as long as Retry-After asks after a 429, then succeeds', async () => {
    double.misbehaveNext('rate-limit');
    const started = performance.now();
    expect(await engine().translate(['Hi'], 'en', 'de')).toEqual(['[DE] Hi']);
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
    expect(double.requests).toHaveLength(2);
  });

  it('retries a server error with backoff', async () => {
    double.misbehaveNext('server-error');
    expect(await engine().translate(['Hi'], 'en', 'fr')).toEqual(['[FR] Hi']);
    expect(double.requests).toHaveLength(2);
  });

  it('gives up on server errors after the configured attempts, saying so', async () => {
    double.misbehaveNext('server-error', 'server-error', 'server-error');
    await expect(engine({ maxAttempts: 3 }).translate(['Hi'], 'en', 'fr')).rejects.toThrowError(
      'DeepL failed on its side (HTTP 500) 3 times in a row: Internal server error. Try again later.',
    );
  });

  it('names the variable to check when the key is rejected', async () => {
    await expect(engine({ apiKey: 'wrong:fx' }).translate(['Hi'], 'en', 'fr')).rejects.toMatchObject({
      code: 'engine_unavailable',
      message: 'DeepL rejected the API key (HTTP 403). Check DEEPL_API_KEY.',
    });
  });

  it('says the quota is used up on 456, without retrying', async () => {
    double.misbehaveNext('quota');
    await expect(engine().translate(['Hi'], 'en', 'fr')).rejects.toThrowError(
      /quota is used up \(HTTP 456\)/,
    );
    expect(double.requests).toHaveLength(1);
  });

  it('says the rate limit still holds when 429 outlasts the attempts', { timeout: 5_000 }, async () => {
    double.misbehaveNext('rate-limit', 'rate-limit');
    await expect(engine({ maxAttempts: 2 }).translate(['Hi'], 'en', 'fr')).rejects.toThrowError(
      /limiting how fast .* \(HTTP 429\) and still refused after 2 attempts/,
    );
  });

  it('reports a service that does not answer in time', async () => {
    double.misbehaveNext('hang');
    await expect(engine({ timeoutMs: 200 }).translate(['Hi'], 'en', 'fr')).rejects.toMatchObject({
      code: 'engine_unavailable',
      message: 'DeepL did not answer within 0.2 s.',
    });
  });

  it('refuses an answer that is not the documented JSON', async () => {
    double.misbehaveNext('garbage');
    await expect(engine().translate(['Hi'], 'en', 'fr')).rejects.toThrowError(
      /DeepL answered with something unexpected/,
    );
  });

  it('picks the free API for ":fx" keys and the Pro API otherwise', async () => {
    expect((await createDeeplEngine({ apiKey: 'k:fx' }).status()).detail).toContain('api-free.deepl.com');
    expect((await createDeeplEngine({ apiKey: 'k' }).status()).detail).toContain('api.deepl.com');
  });

  it('serves DeepL pairs with a key, and says which variable to set without one', async () => {
    expect(await engine().pairs()).toContainEqual({ from: 'en', to: 'ja' });
    const unconfigured = createDeeplEngine();
    expect(await unconfigured.status()).toEqual({
      available: false,
      detail: 'Set DEEPL_API_KEY to enable DeepL.',
    });
    expect(await unconfigured.pairs()).toEqual([]);
    await expect(unconfigured.translate(['Hi'], 'en', 'fr')).rejects.toMatchObject({
      code: 'engine_unavailable',
    });
  });
});
