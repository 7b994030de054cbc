// Google Cloud Translation v2 (API key) against its local test double (google-double.ts), never the
// real service. v3 is tested in advanced.test.ts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type GoogleDouble, startGoogleDouble } from './google-double';
import { createGoogleEngine, type GoogleOptions } from './index';

const apiKey = 'test-key';
let double: GoogleDouble;

beforeAll(async () => {
  double = await startGoogleDouble({ apiKey });
});
afterAll(() => double.close());
beforeEach(() => {
  double.requests.length = 0;
});

function engine(options: GoogleOptions = {}) {
  return createGoogleEngine({ apiKey, baseUrl: double.url, backoffBaseMs: 1, timeoutMs: 2_000, ...options });
}

describe('Google Translate engine', () => {
  it('sends the documented request: key in the query, Google language codes, HTML format', async () => {
    const translations = await engine().translate(['<g1>Fish & chips</g1> <x2/>'], 'zh-HK', 'en');
    expect(translations).toEqual(['[en] <g1>Fish & chips</g1> <x2/>']);
    const [request] = double.requests;
    expect(new URL(request?.path ?? '', double.url).searchParams.get('key')).toBe(apiKey);
    expect(request?.body).toEqual({
      q: ['<g1>Fish &amp; chips</g1> <x2/>'],
      source: 'zh-TW',
      target: 'en',
      format: 'html',
    });
  });

  it('sends at most 128 texts per request and brings them back in order', async () => {
    const texts = Array.from({ length: 300 }, (_, index) => `Sentence ${index}`);
    const translations = await engine().translate(texts, 'en', 'zh');
    expect(double.requests).toHaveLength(3);
    expect(translations).toEqual(texts.map((text) => `[zh-CN] ${text}`));
  });

  it('waits as long as Retry-After asks after a 429, then succeeds', async () => {
    double.misbehaveNext('rate-limit');
    const started = performance.now();
    expect(await engine().translate(['Hi'], 'en', 'de')).toEqual(['[de] Hi']);
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
    expect(double.requests).toHaveLength(2);
  });

  it('retries a server error with backoff', async () => {
    double.misbehaveNext('server-error');
    expect(await engine().translate(['Hi'], 'en', 'fr')).toEqual(['[fr] Hi']);
    expect(double.requests).toHaveLength(2);
  });

  it('names the variable to check when Google answers a wrong key with 400 API_KEY_INVALID', async () => {
    await expect(engine({ apiKey: 'wrong' }).translate(['Hi'], 'en', 'fr')).rejects.toMatchObject({
      code: 'engine_unavailable',
      message: 'Google Translate rejected the API key (HTTP 400). Check GOOGLE_TRANSLATE_API_KEY.',
    });
    expect(double.requests).toHaveLength(1);
  });

  it('names the variable to check when the key is refused with 403', async () => {
    double.misbehaveNext('bad-key');
    await expect(engine().translate(['Hi'], 'en', 'fr')).rejects.toThrowError(
      'Google Translate rejected the API key (HTTP 403). Check GOOGLE_TRANSLATE_API_KEY.',
    );
  });

  it("passes on Google's own reason when it refuses a request", async () => {
    double.misbehaveNext('invalid-argument');
    await expect(engine().translate(['Hi'], 'en', 'fr')).rejects.toMatchObject({
      message: 'Google Translate refused the request (HTTP 400): Invalid Value.',
    });
  });

  it('refuses an answer that is not the documented JSON', async () => {
    double.misbehaveNext('garbage');
    await expect(engine().translate(['Hi'], 'en', 'fr')).rejects.toThrowError(
      /Google Translate answered with something unexpected/,
    );
  });

  it('reports a service that does not answer in time', async () => {
    double.misbehaveNext('hang');
    await expect(engine({ timeoutMs: 200 }).translate(['Hi'], 'en', 'fr')).rejects.toThrowError(
      'Google Translate did not answer within 0.2 s.',
    );
  });

  it('serves Google pairs with a key, and says which variables to set without one', async () => {
    expect(await engine().pairs()).toContainEqual({ from: 'en', to: 'ja' });
    expect((await engine().status()).detail).toBe(
      `Cloud Translation v2 (API key) at ${new URL(double.url).host}.`,
    );
    const unconfigured = createGoogleEngine();
    const status = await unconfigured.status();
    expect(status.available).toBe(false);
    expect(status.detail).toMatch(/GOOGLE_TRANSLATE_API_KEY.*GOOGLE_APPLICATION_CREDENTIALS/);
    expect(await unconfigured.pairs()).toEqual([]);
    await expect(unconfigured.translate(['Hi'], 'en', 'fr')).rejects.toMatchObject({
      code: 'engine_unavailable',
    });
  });
});
