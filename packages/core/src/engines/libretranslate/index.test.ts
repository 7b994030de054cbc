// LibreTranslate against its local test double (libretranslate-double.ts), never a real server.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLibreTranslateEngine, type LibreTranslateOptions } from './index';
import { type LibreTranslateDouble, startLibreTranslateDouble } from './libretranslate-double';

const apiKey = 'test-key';
let double: LibreTranslateDouble;

beforeAll(async () => {
  double = await startLibreTranslateDouble({ apiKey });
});
afterAll(() => double.close());
beforeEach(() => {
  double.requests.length = 0;
});

function engine(options: LibreTranslateOptions = {}) {
  return createLibreTranslateEngine({
    url: double.url,
    apiKey,
    backoffBaseMs: 1,
    timeoutMs: 2_000,
    ...options,
  });
}

/** An engine whose language list is already loaded, so the next request the double sees is a translation. */
async function warmEngine(options: LibreTranslateOptions = {}) {
  const warm = engine(options);
  await warm.pairs();
  double.requests.length = 0;
  return warm;
}

const translations = (path: string) => double.requests.filter((request) => request.path === path);

describe('LibreTranslate engine', () => {
  it('reads the pairs from /languages in Verso codes, once', async () => {
    const libre = engine();
    const pairs = await libre.pairs();
    expect(pairs).toContainEqual({ from: 'en', to: 'zh' });
    expect(pairs).toContainEqual({ from: 'en', to: 'zh-HK' });
    expect(pairs).toContainEqual({ from: 'no', to: 'en' });
    expect(pairs).not.toContainEqual({ from: 'es', to: 'de' });
    expect(await libre.status()).toMatchObject({ available: true });
    expect(translations('/languages')).toHaveLength(1);
  });

  it('sends the documented request and brings texts back in order, 50 per request', async () => {
    const texts = Array.from({ length: 120 }, (_, index) => `Sentence ${index}`);
    const result = await engine().translate(texts, 'en', 'zh');
    expect(result).toEqual(texts.map((text) => `[zh-Hans] ${text}`));
    const sent = translations('/translate');
    expect(sent).toHaveLength(3);
    expect(sent[0]?.body).toEqual({
      q: texts.slice(0, 50),
      source: 'en',
      target: 'zh-Hans',
      format: 'text',
      api_key: apiKey,
    });
  });

  it('waits as long as Retry-After asks after a 429, then succeeds', async () => {
    const libre = await warmEngine();
    double.misbehaveNext('rate-limit');
    const started = performance.now();
    expect(await libre.translate(['Hi'], 'en', 'es')).toEqual(['[es] Hi']);
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
    expect(translations('/translate')).toHaveLength(2);
  });

  it('retries a server error once and then succeeds', async () => {
    const libre = await warmEngine();
    double.misbehaveNext('server-error');
    expect(await libre.translate(['Hi'], 'en', 'de')).toEqual(['[de] Hi']);
  });

  it('names the variable to check when the key is rejected', async () => {
    await expect((await warmEngine({ apiKey: 'wrong' })).translate(['Hi'], 'en', 'de')).rejects.toMatchObject(
      {
        code: 'engine_unavailable',
        message: 'LibreTranslate rejected the API key (HTTP 403). Check LIBRETRANSLATE_API_KEY.',
      },
    );
  });

  it('refuses a pair the server does not list, before sending any text', async () => {
    const libre = await warmEngine();
    await expect(libre.translate(['Hi'], 'es', 'zh')).rejects.toThrowError(
      'The LibreTranslate server does not offer Spanish → Simplified Chinese.',
    );
    expect(translations('/translate')).toHaveLength(0);
  });

  it("passes on the server's own reason for refusing a request, without retrying", async () => {
    const libre = await warmEngine();
    double.misbehaveNext('bad-request');
    await expect(libre.translate(['Hi'], 'en', 'de')).rejects.toThrowError(
      'LibreTranslate refused the request (HTTP 400): Invalid request: missing q parameter.',
    );
    expect(translations('/translate')).toHaveLength(1);
  });

  it('reports a server that does not answer in time', async () => {
    const libre = await warmEngine({ timeoutMs: 200 });
    double.misbehaveNext('hang');
    await expect(libre.translate(['Hi'], 'en', 'de')).rejects.toThrowError(
      'LibreTranslate did not answer within 0.2 s.',
    );
  });

  it('refuses an answer that is not the documented JSON', async () => {
    const libre = await warmEngine();
    double.misbehaveNext('garbage');
    await expect(libre.translate(['Hi'], 'en', 'de')).rejects.toThrowError(
      /LibreTranslate answered with something unexpected/,
    );
  });

  it('reports itself unavailable, saying why, when the server is down', async () => {
    const down = createLibreTranslateEngine({ url: 'http://127.0.0.1:9', maxAttempts: 1 });
    const status = await down.status();
    expect(status.available).toBe(false);
    expect(status.detail).toMatch(/LibreTranslate could not be reached at http:\/\/127\.0\.0\.1:9/);
    expect(await down.pairs()).toEqual([]);
  });

  it('says which variable to set when no server is configured', async () => {
    const unconfigured = createLibreTranslateEngine();
    expect(await unconfigured.status()).toEqual({
      available: false,
      detail: 'Set LIBRETRANSLATE_URL to enable LibreTranslate.',
    });
    await expect(unconfigured.translate(['Hi'], 'en', 'de')).rejects.toMatchObject({
      code: 'engine_unavailable',
    });
  });
});
