import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'verso-config-'));

describe('configuration', () => {
  test('embedded defaults need no variables at all', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      platform: 'verso-best',
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      redisUrl: undefined,
      smtp: undefined,
      adminEmail: 'admin@localhost',
      google: undefined,
      uploadLimitBytes: 100 * 1024 * 1024,
      zipInflatedLimitBytes: 2000 * 1024 * 1024,
      imagePixelLimit: 100_000_000,
      demoLimitPerHour: 10,
      fileRetentionDays: 30,
      webConcurrency: 1,
      crashTestPage: false,
    });
  });

  test('the arXiv cache is bounded by default, and by ARXIV_CACHE_DAYS and ARXIV_CACHE_MB', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).arxiv).toEqual({
      url: 'https://arxiv.org',
      cacheDir: join(dir, 'arxiv'),
      cacheLimits: { maxAgeDays: 30, maxBytes: 2048 * 1024 * 1024 },
    });
    const set = loadConfig({ DATA_DIR: dir, ARXIV_CACHE_DAYS: '7', ARXIV_CACHE_MB: '500' });
    expect(set.arxiv.cacheLimits).toEqual({ maxAgeDays: 7, maxBytes: 500 * 1024 * 1024 });
    expect(() => loadConfig({ DATA_DIR: dir, ARXIV_CACHE_MB: '0' })).toThrowError(/ARXIV_CACHE_MB/);
  });

  test("the arXiv demo offers DEMO_ARXIV_ID when set, else the site's sample paper", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).demoArxivId).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), DEMO_ARXIV_ID: '2401.00001' }).demoArxivId).toBe('2401.00001');
    expect(() => loadConfig({ DATA_DIR: dataDir(), DEMO_ARXIV_ID: 'a paper' })).toThrowError(/DEMO_ARXIV_ID/);
  });

  test('a missing AUTH_SECRET is generated once and kept under DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(first);
    expect(readFileSync(join(dir, 'auth-secret'), 'utf8')).toBe(first);
  });

  test.each([
    ['PLATFORM', 'deepl-clone'],
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/verso'],
    ['REDIS_URL', 'localhost:6379'],
    ['PUBLIC_URL', 'example.com'],
    ['AUTH_SECRET', 'short'],
    ['SMTP_SECURE', 'maybe'],
    ['UPLOAD_LIMIT_MB', '-5'],
    ['GOOGLE_TAG_MANAGER_ID', 'G-ABC123'],
    ['WECHAT_API_URL', 'api.weixin.qq.com'],
    ['STRIPE_SECRET_KEY', 'pk_live_123'],
    ['STRIPE_WEBHOOK_SECRET', 'secret'],
    ['STRIPE_API_URL', 'api.stripe.com'],
    ['SITE_LOGO_LIGHT', 'logo.svg'],
    ['SITE_PRIMARY_COLOR', 'blue'],
    ['COMMUNITY_URL', 'discord.gg/verso'],
    ['CONVERTER_URL', 'convert.acme.test'],
    ['SUPPORT_EMAIL', 'support'],
    ['VERSO_ADMIN_EMAIL', 'admin'],
    ['VERSO_ADMIN_EMAIL', 'ops team@example.com'],
    ['GOOGLE_ANALYTICS_ID', 'UA-12'],
    ['DEMO_LIMIT_PER_HOUR', 'ten'],
    ['DEMO_LIMIT_PER_HOUR', '2.5'],
    ['FILE_RETENTION_DAYS', '0'],
    ['FILE_RETENTION_DAYS', 'a month'],
    ['ZIP_INFLATED_LIMIT_MB', '4096'],
    ['WEB_CONCURRENCY', 'lots'],
    ['VERSO_CRASH_TEST_PAGE', 'yes please'],
  ])('a bad %s stops start-up with a message naming it', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrowError(
      expect.objectContaining({ name: 'ConfigError', message: expect.stringContaining(name) }),
    );
  });

  test('Google sign-in needs both its id and its secret', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), GOOGLE_CLIENT_ID: 'id' })).toThrow(ConfigError);
    const config = loadConfig({ DATA_DIR: dataDir(), GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' });
    expect(config.google).toEqual({ clientId: 'id', clientSecret: 's', issuer: undefined });
  });

  test('Google tag ids and WeChat are read when set', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      GOOGLE_ANALYTICS_ID: 'G-ABC123',
      GOOGLE_TAG_MANAGER_ID: 'GTM-XYZ9',
      WECHAT_APP_ID: 'wx123',
      WECHAT_APP_SECRET: 'secret',
    });
    expect(config.host.googleAnalysis).toBe('G-ABC123');
    expect(config.googleTagManagerId).toBe('GTM-XYZ9');
    expect(config.wechat).toEqual({
      appId: 'wx123',
      appSecret: 'secret',
      apiUrl: 'https://api.weixin.qq.com',
      openUrl: 'https://open.weixin.qq.com',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), WECHAT_APP_ID: 'wx123' })).toThrow(ConfigError);
  });

  test('Stripe is configured by its secret key and webhook secret together; its API is Stripe by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).stripe).toBeUndefined();
    const config = loadConfig({
      DATA_DIR: dataDir(),
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    });
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      apiUrl: 'https://api.stripe.com',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together/,
    );
  });

  test('S3 storage is off by default and on with a bucket and its credentials', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).s3).toBeUndefined();
    const bucket = { S3_BUCKET: 'verso-files', S3_ACCESS_KEY_ID: 'AKIA1', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({ DATA_DIR: dataDir(), ...bucket }).s3).toEqual({
      endpoint: undefined,
      bucket: 'verso-files',
      region: 'us-east-1',
      accessKeyId: 'AKIA1',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    const minio = loadConfig({
      DATA_DIR: dataDir(),
      ...bucket,
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'eu-west-3',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(minio.s3).toMatchObject({
      endpoint: 'http://minio:9000',
      region: 'eu-west-3',
      forcePathStyle: true,
    });
  });

  test('a partial or malformed S3 configuration stops start-up, naming what is wrong', () => {
    const load = (env: Record<string, string>) => () => loadConfig({ DATA_DIR: dataDir(), ...env });
    expect(load({ S3_BUCKET: 'verso-files', S3_ACCESS_KEY_ID: 'AKIA1' })).toThrow(
      /must be set together \(missing: S3_SECRET_ACCESS_KEY\)/,
    );
    expect(load({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      /S3_ENDPOINT set without S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    const bucket = { S3_ACCESS_KEY_ID: 'AKIA1', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(load({ ...bucket, S3_BUCKET: 'Verso_Files' })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(load({ ...bucket, S3_BUCKET: 'verso', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(load({ ...bucket, S3_BUCKET: 'verso', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
    expect(load({ ...bucket, S3_BUCKET: 'verso', S3_REGION: 'EU West' })).toThrow(/S3_REGION/);
  });

  test('empty variables count as unset, as in most env files', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '', REDIS_URL: '' })).toMatchObject({
      port: 3000,
      redisUrl: undefined,
    });
  });

  test("the operator overrides the brand variant's host details", () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      SITE_NAME: 'Acme Docs',
      SITE_LOGO_WITH_NAME_LIGHT: 'https://cdn.acme.test/logo.svg',
      COMMUNITY_URL: 'https://chat.acme.test',
      CONVERTER_URL: 'https://convert.acme.test',
      SUPPORT_EMAIL: 'help@acme.test',
      SITE_PRIMARY_COLOR: '#112233',
    });
    expect(config.host).toMatchObject({
      name: 'Acme Docs',
      logoWithNameLight: 'https://cdn.acme.test/logo.svg',
      communityUrl: 'https://chat.acme.test',
      converterUrl: 'https://convert.acme.test',
      supportEmail: 'help@acme.test',
      primaryColor: '#112233',
      weComImg: undefined,
    });
  });
});
