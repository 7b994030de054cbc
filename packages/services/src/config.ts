// The one place the environment is read and validated. Everything else receives a Config.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { type HostOverrides, type Platform, platforms } from '@verso/brands';
import { parseArxivId } from '@verso/core/arxiv/arxiv-id';
import { z } from 'zod';
import type { AlipaySettings } from './payments/alipay/alipay-client';
import { privateKeyPem, publicKeyPem } from './payments/key-setting';
import type { WechatPaySettings } from './payments/wechatpay/wechatpay-client';
import type { S3Settings } from './storage/s3Storage';

export { type Platform, platforms };

// Unset and empty are the same thing in an env file.
const unsetWhenEmpty = <T extends z.ZodTypeAny>(type: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), type);
const optional = <T extends z.ZodTypeAny>(type: T) => unsetWhenEmpty(type.optional());
const withDefault = <T extends z.ZodTypeAny>(type: T, fallback: z.input<T>) =>
  unsetWhenEmpty(type.default(fallback));
const withScheme = (schemes: string[]) =>
  z
    .string()
    .url()
    .refine((url) => schemes.some((scheme) => url.startsWith(`${scheme}://`)), {
      message: `must start with ${schemes.map((s) => `${s}://`).join(' or ')}`,
    });
// Google's tag ids are written into an inline script, so only their documented shape is accepted.
const googleTagId = (prefix: string) =>
  optional(z.string().regex(new RegExp(`^${prefix}-[A-Z0-9]+$`), `must look like ${prefix}-XXXXXXX`));
const cssColor = z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a colour like #3a5bdc');
// A logo or QR image: a path under the site's public folder or a full URL.
const imageLocation = z
  .string()
  .regex(/^(\/|https?:\/\/)/, 'must be a path starting with / or an http(s) URL');
const flag = z
  .enum(['true', 'false', '1', '0', 'on', 'off'])
  .transform((v) => v === 'true' || v === '1' || v === 'on');

const envSchema = z.object({
  PLATFORM: withDefault(z.enum(platforms), 'verso-best'),
  PORT: withDefault(z.coerce.number().int().min(1).max(65535), 3000),
  WEB_CONCURRENCY: withDefault(z.coerce.number().int().min(1).max(64), 1),
  DATA_DIR: withDefault(z.string(), './data'),
  DATABASE_URL: optional(withScheme(['postgres', 'postgresql'])),
  REDIS_URL: optional(withScheme(['redis', 'rediss'])),
  /** Prefix of the queue's Redis keys, so several installations (or test runs) can share one Redis. */
  QUEUE_PREFIX: withDefault(z.string().regex(/^[\w-]+$/, 'must be letters, digits, - or _'), 'verso'),
  PUBLIC_URL: optional(withScheme(['http', 'https'])),
  AUTH_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  /** The first administrator, whom `npm start` creates on an empty database and prints a sign-in link for. */
  VERSO_ADMIN_EMAIL: withDefault(
    z.string().regex(/^[^@\s]+@[^@\s]+$/, 'must be an e-mail address'),
    'admin@localhost',
  ),
  SMTP_HOST: optional(z.string()),
  SMTP_PORT: withDefault(z.coerce.number().int().min(1).max(65535), 587),
  SMTP_SECURE: withDefault(flag, 'false'),
  SMTP_USER: optional(z.string()),
  SMTP_PASSWORD: optional(z.string()),
  SMTP_FROM: withDefault(z.string(), 'Verso <no-reply@localhost>'),
  GOOGLE_CLIENT_ID: optional(z.string()),
  GOOGLE_CLIENT_SECRET: optional(z.string()),
  GOOGLE_ISSUER: optional(withScheme(['http', 'https'])),
  GOOGLE_TAG_MANAGER_ID: googleTagId('GTM'),
  WECHAT_APP_ID: optional(z.string()),
  WECHAT_APP_SECRET: optional(z.string()),
  WECHAT_API_URL: withDefault(withScheme(['http', 'https']), 'https://api.weixin.qq.com'),
  /** Where WeChat asks people to approve a sign-in (open platform); a test double in e2e. */
  WECHAT_OPEN_URL: withDefault(withScheme(['http', 'https']), 'https://open.weixin.qq.com'),
  /** Stripe (card, Alipay and WeChat Pay through Stripe Checkout): the secret key and the webhook's signing secret. */
  STRIPE_SECRET_KEY: optional(z.string().regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_…)')),
  STRIPE_WEBHOOK_SECRET: optional(z.string().regex(/^whsec_/, 'must be a webhook signing secret (whsec_…)')),
  /** Where the Stripe API is; tests point it at a local double. */
  STRIPE_API_URL: withDefault(withScheme(['http', 'https']), 'https://api.stripe.com'),
  /** WeChat Pay direct (API v3): merchant id, AppID, API certificate serial and key, APIv3 key, platform certificate. */
  WECHATPAY_MCHID: optional(z.string().regex(/^\d+$/, 'must be the merchant id, digits only')),
  WECHATPAY_APPID: optional(z.string()),
  WECHATPAY_SERIAL: optional(
    z.string().regex(/^[0-9A-Fa-f]+$/, 'must be the certificate serial number in hex'),
  ),
  WECHATPAY_PRIVATE_KEY: optional(z.string()),
  WECHATPAY_APIV3_KEY: optional(z.string().length(32, 'must be the 32-character APIv3 key')),
  WECHATPAY_PLATFORM_CERT: optional(z.string()),
  WECHATPAY_API_URL: withDefault(withScheme(['http', 'https']), 'https://api.mch.weixin.qq.com'),
  /** Alipay direct (open platform, RSA2 keys): the application id, its private key and Alipay's public key. */
  ALIPAY_APP_ID: optional(z.string().regex(/^\d+$/, 'must be the application id, digits only')),
  ALIPAY_PRIVATE_KEY: optional(z.string()),
  ALIPAY_PUBLIC_KEY: optional(z.string()),
  ALIPAY_GATEWAY: withDefault(withScheme(['http', 'https']), 'https://openapi.alipay.com/gateway.do'),
  /** An S3-compatible bucket for uploads and results instead of DATA_DIR/files (s3Settings below). */
  S3_ENDPOINT: optional(withScheme(['http', 'https'])),
  S3_BUCKET: optional(
    z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (a-z, 0-9, . and -)'),
  ),
  S3_REGION: optional(z.string().regex(/^[a-z0-9-]+$/, 'must be a region name like us-east-1')),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_FORCE_PATH_STYLE: optional(flag),
  /** Where arXiv papers are fetched from (their e-print and PDF); a local test double in the tests. */
  ARXIV_URL: withDefault(withScheme(['http', 'https']), 'https://arxiv.org'),
  /** Days a paper fetched from arXiv stays in DATA_DIR/arxiv unused, and how large that folder may grow. */
  ARXIV_CACHE_DAYS: withDefault(z.coerce.number().int().min(1).max(3650), 30),
  ARXIV_CACHE_MB: withDefault(z.coerce.number().int().min(1), 2048),
  UPLOAD_LIMIT_MB: withDefault(z.coerce.number().positive(), 100),
  /** What one ZIP-based upload (DOCX, EPUB…) may unpack to; by default 20× UPLOAD_LIMIT_MB. */
  ZIP_INFLATED_LIMIT_MB: optional(z.coerce.number().positive().max(2048)),
  /** The most megapixels a picture (all its pages) may have; checked from its header, before decoding. */
  IMAGE_PIXEL_LIMIT_MP: withDefault(z.coerce.number().positive().max(1000), 100),
  SIGNUP_CREDITS: withDefault(z.coerce.number().int().min(0), 100),
  /** Document previews a user gets free each day (UTC); later ones cost 2 credits each. */
  VERSO_FREE_PREVIEWS_PER_DAY: withDefault(z.coerce.number().int().min(0), 5),
  ANONYMOUS_TEXT_LIMIT_PER_HOUR: withDefault(z.coerce.number().int().min(0), 30),
  DEMO_LIMIT_PER_HOUR: withDefault(z.coerce.number().int().min(0), 10),
  /** New arXiv papers one user may have fetched for quotes and jobs in an hour (limits/arxivLookups.ts). */
  ARXIV_LOOKUPS_PER_HOUR: withDefault(z.coerce.number().int().min(1), 20),
  /** The arXiv paper /demo/arxiv offers, fetched from ARXIV_URL; unset, the sample paper bundled with the site. */
  DEMO_ARXIV_ID: optional(
    z.string().refine(
      (value) => {
        try {
          return Boolean(parseArxivId(value));
        } catch {
          return false;
        }
      },
      { message: 'must be an arXiv id such as 2401.00001 (or a link to the paper)' },
    ),
  ),
  MAIL_LIMIT_PER_ADDRESS_PER_HOUR: withDefault(z.coerce.number().int().min(1), 5),
  MAIL_LIMIT_PER_VISITOR_PER_HOUR: withDefault(z.coerce.number().int().min(1), 20),
  WORKER_CONCURRENCY: withDefault(z.coerce.number().int().min(1).max(32), 2),
  JOB_LEASE_SECONDS: withDefault(z.coerce.number().int().min(1), 60),
  FILE_RETENTION_DAYS: withDefault(z.coerce.number().int().min(1).max(3650), 30),
  /** LibreOffice conversions (previews, legacy formats) one process runs at once; the rest wait. */
  LIBREOFFICE_CONCURRENCY: withDefault(z.coerce.number().int().min(1).max(32), 1),
  /** PDF threads one process runs at once; the cores by default. */
  VERSO_PDF_THREADS: optional(z.coerce.number().int().min(1).max(64)),
  /** The JavaScript heap one PDF thread may use; a document that needs more fails its job. */
  VERSO_PDF_THREAD_MEMORY_MB: withDefault(z.coerce.number().int().min(64), 1024),
  /** `on` in the e2e suite: serves /crash-test, a page that throws, for the crash screen's test. */
  VERSO_CRASH_TEST_PAGE: withDefault(flag, 'off'),
  // Host configuration (SPEC §3): each replaces the brand variant's own value.
  SITE_NAME: optional(z.string()),
  SITE_LOGO_NAME: optional(z.string()),
  SITE_LOGO_LIGHT: optional(imageLocation),
  SITE_LOGO_DARK: optional(imageLocation),
  SITE_LOGO_WITH_NAME_LIGHT: optional(imageLocation),
  SITE_LOGO_WITH_NAME_DARK: optional(imageLocation),
  SITE_FAVICON: optional(imageLocation),
  SITE_PRIMARY_COLOR: optional(cssColor),
  COMMUNITY_URL: optional(withScheme(['http', 'https'])),
  /** The file-converter site of the Products menu (in the variants that offer one); hidden when unset. */
  CONVERTER_URL: optional(withScheme(['http', 'https'])),
  WECOM_IMG: optional(imageLocation),
  SUPPORT_EMAIL: optional(z.string().email()),
  GOOGLE_ANALYTICS_ID: googleTagId('G'),
  /** `on` behind a reverse proxy: its X-Forwarded-For/Host/Proto then name the client and the address. */
  TRUST_PROXY: withDefault(flag, 'off'),
  /** `on` in the test suites: the site and API v1 list and accept the identity and pseudo engines. */
  VERSO_TEST_ENGINES: withDefault(flag, 'off'),
  /** `on` lets webhooks reach private, loopback and link-local addresses (receivers on the operator's network). */
  WEBHOOK_ALLOW_PRIVATE: withDefault(flag, 'off'),
  /** The first retry's delay; each next one doubles it, for 24 h. Short in the test suites. */
  WEBHOOK_RETRY_BASE_SECONDS: withDefault(z.coerce.number().positive().max(3600), 30),
  /** The least severe log lines written (pino's levels); `silent` writes none. */
  LOG_LEVEL: withDefault(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  /** Bearer token /metrics asks for; unset, /metrics answers loopback clients only. */
  METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
  /** How long a stopping process lets requests and running jobs finish before it releases them. */
  SHUTDOWN_GRACE_SECONDS: withDefault(z.coerce.number().min(0).max(3600), 30),
  /** `npm run worker` serves /healthz and /readyz (and /metrics) on this port when set. */
  WORKER_HEALTH_PORT: optional(z.coerce.number().int().min(1).max(65535)),
});

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.WECHAT_APP_ID) !== Boolean(e.WECHAT_APP_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  WECHAT_APP_ID and WECHAT_APP_SECRET must be set together',
    );
  }
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    );
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together',
    );
  }
  const dataDir = resolve(e.DATA_DIR);
  return {
    platform: e.PLATFORM,
    port: e.PORT,
    /** Server processes sharing the port (apps/web/server/server-processes.ts decides how many run). */
    webConcurrency: e.WEB_CONCURRENCY,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    queuePrefix: e.QUEUE_PREFIX,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    authSecret: e.AUTH_SECRET ?? persistedSecret(dataDir),
    adminEmail: e.VERSO_ADMIN_EMAIL.toLowerCase(),
    /** Without SMTP, the site's mails are kept here, one file each, readable by the operator only. */
    outboxDir: join(dataDir, 'outbox'),
    smtp: e.SMTP_HOST
      ? {
          host: e.SMTP_HOST,
          port: e.SMTP_PORT,
          secure: e.SMTP_SECURE,
          user: e.SMTP_USER,
          password: e.SMTP_PASSWORD,
          from: e.SMTP_FROM,
        }
      : undefined,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
        : undefined,
    googleTagManagerId: e.GOOGLE_TAG_MANAGER_ID,
    wechat:
      e.WECHAT_APP_ID && e.WECHAT_APP_SECRET
        ? {
            appId: e.WECHAT_APP_ID,
            appSecret: e.WECHAT_APP_SECRET,
            apiUrl: e.WECHAT_API_URL,
            openUrl: e.WECHAT_OPEN_URL,
          }
        : undefined,
    wechatPay: wechatPaySettings(e),
    alipay: alipaySettings(e),
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL }
        : undefined,
    /** Where uploads and results are kept: this bucket, or DATA_DIR/files when unset. */
    s3: s3Settings(e),
    uploadLimitBytes: Math.round(e.UPLOAD_LIMIT_MB * 1024 * 1024),
    /** arXiv papers: where they are fetched from, and where what was fetched is kept (once per id and version). */
    arxiv: {
      url: e.ARXIV_URL.replace(/\/+$/, ''),
      cacheDir: join(dataDir, 'arxiv'),
      cacheLimits: { maxAgeDays: e.ARXIV_CACHE_DAYS, maxBytes: e.ARXIV_CACHE_MB * 1024 * 1024 },
    },
    /** Bytes one ZIP-based document may unpack to: its parts are held in memory while it is translated. */
    zipInflatedLimitBytes: Math.round(
      (e.ZIP_INFLATED_LIMIT_MB ?? Math.min(20 * e.UPLOAD_LIMIT_MB, 2048)) * 1024 * 1024,
    ),
    /** Pixels one picture may have, all pages together (a decompression bomb is refused unread). */
    imagePixelLimit: Math.round(e.IMAGE_PIXEL_LIMIT_MP * 1_000_000),
    signupCredits: e.SIGNUP_CREDITS,
    freePreviewsPerDay: e.VERSO_FREE_PREVIEWS_PER_DAY,
    anonymousTextLimitPerHour: e.ANONYMOUS_TEXT_LIMIT_PER_HOUR,
    /** Demo translations one IP may run an hour. */
    demoLimitPerHour: e.DEMO_LIMIT_PER_HOUR,
    /** arXiv papers one user may have fetched for quotes an hour; papers in the cache are free. */
    arxivLookupsPerHour: e.ARXIV_LOOKUPS_PER_HOUR,
    /** The paper /demo/arxiv offers by its id; none for the sample paper bundled with the site. */
    demoArxivId: e.DEMO_ARXIV_ID,
    /** Sign-in and invitation mails an hour: to one address, and at one visitor's request. */
    mailLimits: {
      perAddressPerHour: e.MAIL_LIMIT_PER_ADDRESS_PER_HOUR,
      perVisitorPerHour: e.MAIL_LIMIT_PER_VISITOR_PER_HOUR,
    },
    workerConcurrency: e.WORKER_CONCURRENCY,
    jobLeaseMs: e.JOB_LEASE_SECONDS * 1000,
    /** Days a finished job's uploaded and translated files are kept before the sweep deletes them. */
    fileRetentionDays: e.FILE_RETENTION_DAYS,
    /** Heavy work one process runs at once (handed to the core's setProcessLimits). */
    processLimits: {
      libreOfficeConversions: e.LIBREOFFICE_CONCURRENCY,
      pdfThreads: e.VERSO_PDF_THREADS ?? availableParallelism(),
      pdfThreadMemoryMb: e.VERSO_PDF_THREAD_MEMORY_MB,
    },
    crashTestPage: e.VERSO_CRASH_TEST_PAGE,
    host: hostOverrides(e),
    /** Client headers (X-Forwarded-*) are believed only when the operator says a proxy sets them. */
    trustProxy: e.TRUST_PROXY,
    /** The identity and pseudo engines are offered by the site and API v1 (the CLI always has them). */
    testEngines: e.VERSO_TEST_ENGINES,
    webhooks: {
      allowPrivateAddresses: e.WEBHOOK_ALLOW_PRIVATE,
      retryBaseMs: Math.round(e.WEBHOOK_RETRY_BASE_SECONDS * 1000),
    },
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    shutdownGraceMs: Math.round(e.SHUTDOWN_GRACE_SECONDS * 1000),
    workerHealthPort: e.WORKER_HEALTH_PORT,
  };
}

export type Config = ReturnType<typeof loadConfig>;

type Env = z.infer<typeof envSchema>;

/** The settings of one payment provider: all of `names` or none (then the provider is off). */
function allOrNone(e: Env, names: (keyof Env)[]): boolean {
  const missing = names.filter((name) => !e[name]);
  if (missing.length === names.length) return false;
  if (missing.length === 0) return true;
  throw new ConfigError(
    `Invalid configuration:\n  ${names.join(', ')} must be set together (missing: ${missing.join(', ')})`,
  );
}

/** A key or certificate setting read with `read`, or start-up stops naming the variable. */
function keySetting(name: string, value: string | undefined, read: (value: string) => string) {
  try {
    return read(value ?? '');
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  ${name}: ${(error as Error).message}`);
  }
}

function wechatPaySettings(e: Env): WechatPaySettings | undefined {
  const appId = e.WECHATPAY_APPID ?? e.WECHAT_APP_ID;
  const names = [
    'WECHATPAY_MCHID',
    'WECHATPAY_SERIAL',
    'WECHATPAY_PRIVATE_KEY',
    'WECHATPAY_APIV3_KEY',
    'WECHATPAY_PLATFORM_CERT',
  ] as const;
  if (!allOrNone(e, [...names])) return undefined;
  if (!appId)
    throw new ConfigError(
      'Invalid configuration:\n  WECHATPAY_APPID (or WECHAT_APP_ID) must be set for WeChat Pay',
    );
  return {
    mchId: e.WECHATPAY_MCHID as string,
    appId,
    serial: (e.WECHATPAY_SERIAL as string).toUpperCase(),
    privateKey: keySetting('WECHATPAY_PRIVATE_KEY', e.WECHATPAY_PRIVATE_KEY, privateKeyPem),
    apiV3Key: e.WECHATPAY_APIV3_KEY as string,
    platformPublicKey: keySetting('WECHATPAY_PLATFORM_CERT', e.WECHATPAY_PLATFORM_CERT, publicKeyPem),
    apiUrl: e.WECHATPAY_API_URL.replace(/\/$/, ''),
  };
}

function alipaySettings(e: Env): AlipaySettings | undefined {
  if (!allOrNone(e, ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'])) return undefined;
  return {
    appId: e.ALIPAY_APP_ID as string,
    privateKey: keySetting('ALIPAY_PRIVATE_KEY', e.ALIPAY_PRIVATE_KEY, privateKeyPem),
    alipayPublicKey: keySetting('ALIPAY_PUBLIC_KEY', e.ALIPAY_PUBLIC_KEY, publicKeyPem),
    gateway: e.ALIPAY_GATEWAY,
  };
}

/**
 * The bucket, when S3_BUCKET and its credentials are set. The endpoint is needed for any service but
 * AWS itself, whose region then matters; path-style addressing suits MinIO and most self-hosted ones.
 */
function s3Settings(e: Env): S3Settings | undefined {
  const required = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  if (!allOrNone(e, [...required])) {
    const stray = (['S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE'] as const).filter(
      (name) => e[name] !== undefined,
    );
    if (stray.length === 0) return undefined;
    throw new ConfigError(
      `Invalid configuration:\n  ${stray.join(', ')} set without ${required.join(', ')}: set those too, or unset ${stray.length > 1 ? 'them' : 'it'} to keep files under DATA_DIR`,
    );
  }
  return {
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET as string,
    region: e.S3_REGION ?? 'us-east-1',
    accessKeyId: e.S3_ACCESS_KEY_ID as string,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY as string,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
  };
}

function hostOverrides(e: Env): HostOverrides {
  return {
    name: e.SITE_NAME,
    logoName: e.SITE_LOGO_NAME,
    logoLight: e.SITE_LOGO_LIGHT,
    logoDark: e.SITE_LOGO_DARK,
    logoWithNameLight: e.SITE_LOGO_WITH_NAME_LIGHT,
    logoWithNameDark: e.SITE_LOGO_WITH_NAME_DARK,
    favicon: e.SITE_FAVICON,
    primaryColor: e.SITE_PRIMARY_COLOR,
    communityUrl: e.COMMUNITY_URL,
    converterUrl: e.CONVERTER_URL,
    weComImg: e.WECOM_IMG,
    supportEmail: e.SUPPORT_EMAIL,
    googleAnalysis: e.GOOGLE_ANALYTICS_ID,
  };
}

// Sessions must survive restarts, so a generated secret is kept beside the data it protects.
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
