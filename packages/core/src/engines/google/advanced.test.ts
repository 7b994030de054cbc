// Google Cloud Translation v3 with a service account, against the local test double (google-double.ts
// and google-oauth-double.ts), never the real service.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DoubleRequest } from '../http/json-double';
import { type GoogleDouble, startGoogleDouble } from './google-double';
import { createGoogleEngine, type GoogleOptions } from './index';
import { type GoogleServiceAccount, parseServiceAccountKey } from './service-account';
import { testClientEmail, testKeyFile, testKeyPair, testProject } from './service-account-fixture';

const { privateKey, publicKey } = testKeyPair();
let double: GoogleDouble;
let account: GoogleServiceAccount;

beforeAll(async () => {
  double = await startGoogleDouble({
    apiKey: 'unused',
    serviceAccount: { clientEmail: testClientEmail, publicKey, project: testProject },
  });
  const key = parseServiceAccountKey(testKeyFile(privateKey, `${double.url}/token`));
  account = { key, project: testProject, variable: 'GOOGLE_SERVICE_ACCOUNT_JSON' };
});
afterAll(() => double.close());
beforeEach(() => {
  double.requests.length = 0;
  if (double.tokens) double.tokens.lifetimeSeconds = 3599;
});

function engine(options: GoogleOptions = {}) {
  return createGoogleEngine({
    serviceAccount: account,
    baseUrl: double.url,
    backoffBaseMs: 1,
    timeoutMs: 2_000,
    ...options,
  });
}

const tokenRequests = (requests: DoubleRequest[]) => requests.filter((request) => request.path === '/token');
const translateRequests = (requests: DoubleRequest[]) =>
  requests.filter((request) => request.path.endsWith(':translateText'));

describe('Google Cloud Translation v3 engine', () => {
  it('trades a signed JWT for a token, then sends the documented translateText request', async () => {
    const translations = await engine().translate(['<g1>Fish & chips</g1> <x2/>'], 'zh-HK', 'en');
    expect(translations).toEqual(['[en] <g1>Fish & chips</g1> <x2/>']);
    const [token, translate] = double.requests;
    expect(token?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(new URLSearchParams(String(token?.body)).get('grant_type')).toBe(
      'urn:ietf:params:oauth:grant-type:jwt-bearer',
    );
    expect(translate?.path).toBe(`/v3/projects/${testProject}/locations/global:translateText`);
    expect(translate?.headers.authorization).toMatch(/^Bearer ya29\.double-\d+$/);
    expect(translate?.body).toEqual({
      contents: ['<g1>Fish &amp; chips</g1> <x2/>'],
      sourceLanguageCode: 'zh-TW',
      targetLanguageCode: 'en',
      mimeType: 'text/html',
    });
  });

  it('signs the claims Google documents: issuer, scope, audience, an hour of validity', async () => {
    await engine().translate(['Hi'], 'en', 'de');
    const assertion = new URLSearchParams(String(tokenRequests(double.requests)[0]?.body)).get('assertion');
    const [header, claims] = (assertion ?? '')
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header).toEqual({ alg: 'RS256', typ: 'JWT', kid: 'test-key-id' });
    expect(claims).toMatchObject({
      iss: testClientEmail,
      scope: 'https://www.googleapis.com/auth/cloud-translation',
      aud: `${double.url}/token`,
    });
    expect(claims.exp - claims.iat).toBe(3600);
  });

  it('sends up to 1024 texts per request and shares one token among concurrent requests and calls', async () => {
    const google = engine();
    const texts = Array.from({ length: 2500 }, (_, index) => `Sentence ${index}`);
    expect(await google.translate(texts, 'en', 'ja')).toEqual(texts.map((text) => `[ja] ${text}`));
    await google.translate(['Again'], 'en', 'ja');
    expect(translateRequests(double.requests)).toHaveLength(4);
    expect(tokenRequests(double.requests)).toHaveLength(1);
  });

  it('asks for a new token when the current one is about to expire', async () => {
    if (double.tokens) double.tokens.lifetimeSeconds = 30;
    const google = engine();
    await google.translate(['One'], 'en', 'fr');
    await google.translate(['Two'], 'en', 'fr');
    expect(tokenRequests(double.requests)).toHaveLength(2);
  });

  it('gets a fresh token once when Google refuses the current one', async () => {
    const google = engine();
    await google.translate(['One'], 'en', 'fr');
    double.tokens?.expireAll();
    expect(await google.translate(['Two'], 'en', 'fr')).toEqual(['[fr] Two']);
    expect(double.requests.map((request) => request.path.replace(/^\/v3.*/, 'v3'))).toEqual([
      '/token',
      'v3',
      'v3',
      '/token',
      'v3',
    ]);
  });

  it('names the variable to check when Google rejects the service account key', async () => {
    const stranger = parseServiceAccountKey(testKeyFile(testKeyPair().privateKey, `${double.url}/token`));
    const google = engine({ serviceAccount: { ...account, key: stranger } });
    await expect(google.translate(['Hi'], 'en', 'fr')).rejects.toMatchObject({
      code: 'engine_unavailable',
      message: 'Google Translate rejected the service account (HTTP 400). Check GOOGLE_SERVICE_ACCOUNT_JSON.',
    });
  });

  it("passes on Google's reason when the account may not use the project", async () => {
    const google = engine({ serviceAccount: { ...account, project: 'someone-else' } });
    await expect(google.translate(['Hi'], 'en', 'fr')).rejects.toThrowError(
      "Google Translate refused the request (HTTP 403): Permission 'cloudtranslate.generalModels.predict' denied on resource 'projects/someone-else' (or it may not exist).",
    );
  });

  it('has a double that refuses a missing or unknown token with Google’s 401', async () => {
    const url = `${double.url}/v3/projects/${testProject}/locations/global:translateText`;
    const body = JSON.stringify({ contents: ['Hi'], targetLanguageCode: 'fr' });
    const headers = { 'content-type': 'application/json' };
    const missing = await fetch(url, { method: 'POST', headers, body });
    const unknown = await fetch(url, {
      method: 'POST',
      headers: { ...headers, authorization: 'Bearer ya29.made-up' },
      body,
    });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({
      error: { code: 401, status: 'UNAUTHENTICATED', details: [{ reason: 'CREDENTIALS_MISSING' }] },
    });
    expect(await unknown.json()).toMatchObject({
      error: { status: 'UNAUTHENTICATED', details: [{ reason: 'ACCESS_TOKEN_EXPIRED' }] },
    });
  });

  it('says it uses v3 and which project', async () => {
    expect(await engine().status()).toEqual({
      available: true,
      detail: `Cloud Translation v3, project ${testProject} (location global) at ${new URL(double.url).host}.`,
    });
    expect(await engine().pairs()).toContainEqual({ from: 'en', to: 'ja' });
  });
});
