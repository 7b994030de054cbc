// Reading Google's settings: which variables select v3, where the project and location come from, and
// how a wrong key is reported.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { googleOptionsFromEnv } from './config';
import { testClientEmail, testKeyFile, testKeyPair, testProject } from './service-account-fixture';

const keyFile = testKeyFile(testKeyPair().privateKey, 'https://oauth2.googleapis.com/token');

function savedKeyFile(contents: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'verso-google-')), 'key.json');
  writeFileSync(path, contents);
  return path;
}

describe('Google settings', () => {
  it('selects v2 with an API key alone', () => {
    expect(googleOptionsFromEnv({ GOOGLE_TRANSLATE_API_KEY: 'k' })).toEqual({
      apiKey: 'k',
      serviceAccount: undefined,
      baseUrl: undefined,
    });
  });

  it("selects v3 with a key file, taking the key's project and the global location", () => {
    const options = googleOptionsFromEnv({ GOOGLE_APPLICATION_CREDENTIALS: savedKeyFile(keyFile) });
    expect(options.serviceAccount).toMatchObject({
      project: testProject,
      location: 'global',
      variable: 'GOOGLE_APPLICATION_CREDENTIALS',
      key: { clientEmail: testClientEmail, tokenUri: 'https://oauth2.googleapis.com/token' },
    });
  });

  it('takes the key inline too, and a project and location that override the defaults', () => {
    const options = googleOptionsFromEnv({
      GOOGLE_SERVICE_ACCOUNT_JSON: keyFile,
      GOOGLE_CLOUD_PROJECT: 'billing-project',
      GOOGLE_CLOUD_LOCATION: 'us-central1',
    });
    expect(options.serviceAccount).toMatchObject({
      project: 'billing-project',
      location: 'us-central1',
      variable: 'GOOGLE_SERVICE_ACCOUNT_JSON',
    });
  });

  it('names the variable when the key file cannot be read or is not a service account key', () => {
    expect(() => googleOptionsFromEnv({ GOOGLE_APPLICATION_CREDENTIALS: '/nowhere/key.json' })).toThrowError(
      'Google Translate is misconfigured: GOOGLE_APPLICATION_CREDENTIALS: cannot read /nowhere/key.json (ENOENT).',
    );
    const userCredentials = savedKeyFile(JSON.stringify({ type: 'authorized_user', client_id: 'x' }));
    expect(() => googleOptionsFromEnv({ GOOGLE_APPLICATION_CREDENTIALS: userCredentials })).toThrowError(
      'GOOGLE_APPLICATION_CREDENTIALS: this is a credentials file of type "authorized_user", not a service account key.',
    );
    expect(() => googleOptionsFromEnv({ GOOGLE_SERVICE_ACCOUNT_JSON: '{"type": "service_acc' })).toThrowError(
      'GOOGLE_SERVICE_ACCOUNT_JSON: this is not JSON',
    );
    const noKey = testKeyFile(testKeyPair().privateKey, 'https://t', { private_key: 'nope' });
    expect(() => googleOptionsFromEnv({ GOOGLE_SERVICE_ACCOUNT_JSON: noKey })).toThrowError(
      /private_key is not a PEM private key/,
    );
  });

  it('asks for GOOGLE_CLOUD_PROJECT when the key names no project', () => {
    const noProject = testKeyFile(testKeyPair().privateKey, 'https://t', { project_id: undefined });
    expect(() => googleOptionsFromEnv({ GOOGLE_SERVICE_ACCOUNT_JSON: noProject })).toThrowError(
      'GOOGLE_CLOUD_PROJECT: required, as the key names no project_id.',
    );
  });
});
