// End-to-end tests: the built site (`next build` beforehand) with two test doubles standing in for the
// outside world, an SMTP relay that captures mail and Google's OpenID Connect.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import type { Platform } from '@verso/brands';
import { doubleCredentials } from './apps/web/src/server/wechat/wechat-api-double';
import { demoPaper } from './e2e/support/arxiv-papers';
import { chromiumLaunchOptions } from './e2e/support/chromium';
import {
  adminEmail,
  alipayGateway,
  arxivDoubleUrl,
  googleIssuer,
  googleOidc,
  mailApiUrl,
  noMailServerSite,
  publicAddressSite,
  siteUrl,
  smtpCapture,
  stripeApiUrl,
  variantSites,
  wechatApiUrl,
  wechatPayApiUrl,
} from './e2e/support/environment';
import { alipayKeys, wechatPayKeys } from './e2e/support/payment-double-keys';
import { alipaySiteEnvironment } from './packages/services/src/payments/alipay/alipay-double-keys';
import { stripeDoubleKeys } from './packages/services/src/payments/stripe/stripe-api-double';
import { wechatPaySiteEnvironment } from './packages/services/src/payments/wechatpay/wechatpay-double-keys';

// Every run starts from an empty data directory. Workers load this file again and inherit the variable,
// so they do not make directories of their own.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'verso-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

// The site reads the same variables as in production (packages/services/src/config.ts). DATABASE_URL and
// REDIS_URL pass through from the environment unchanged: unset, the site uses its embedded database and
// in-process queue; set, the suite runs against PostgreSQL and Redis.
const siteEnvironment = {
  AUTH_SECRET: 'e2e-only-auth-secret-0123456789abcdef',
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(smtpCapture.smtpPort),
  SMTP_SECURE: 'false',
  SMTP_FROM: 'Verso <no-reply@example.test>',
  GOOGLE_CLIENT_ID: googleOidc.clientId,
  GOOGLE_CLIENT_SECRET: googleOidc.clientSecret,
  GOOGLE_ISSUER: googleIssuer,
  // Small, so e2e/demo.spec.ts reaches the demo's hourly limit in a few clicks.
  DEMO_LIMIT_PER_HOUR: '3',
  // As behind a proxy: each test names its own visitor in X-Forwarded-For (all of them share 127.0.0.1).
  TRUST_PROXY: 'on',
  // The suite signs in by e-mail dozens of times from 127.0.0.1, some addresses again and again.
  MAIL_LIMIT_PER_ADDRESS_PER_HOUR: '1000',
  MAIL_LIMIT_PER_VISITOR_PER_HOUR: '1000',
  // Serves /crash-test, a page that throws, for e2e/crash-screen.spec.ts; it is a 404 without this.
  VERSO_CRASH_TEST_PAGE: 'on',
  // The identity and pseudo engines, listed and accepted as the test suites expect.
  VERSO_TEST_ENGINES: 'on',
  // e2e/webhooks.spec.ts's receiver listens on 127.0.0.1.
  WEBHOOK_ALLOW_PRIVATE: 'on',
  // arXiv papers are fetched from the arXiv double (e2e/doubles/arxiv.ts), never from arxiv.org.
  ARXIV_URL: arxivDoubleUrl,
  // /demo/arxiv offers the demo's sample paper by its id, as an operator's DEMO_ARXIV_ID names one on arXiv.
  DEMO_ARXIV_ID: demoPaper.id,
  // One JSON line per request from six sites buried the failures in CI's log: warnings and errors only.
  LOG_LEVEL: 'warn',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
};

// Each variant's site starts with an administrator, created before the server takes the database. On the
// embedded database each site needs a data directory of its own (PGlite belongs to one process); on
// PostgreSQL and Redis the four sites are one installation whose workers take each other's jobs, so they
// share one data directory, where uploads and results are stored, as workers on several machines share
// their storage.
/** WeChat sign-in, offered by the Chinese variant only, against the WeChat API double. */
const wechatEnvironment = {
  WECHAT_APP_ID: doubleCredentials.appId,
  WECHAT_APP_SECRET: doubleCredentials.appSecret,
  WECHAT_API_URL: wechatApiUrl,
  WECHAT_OPEN_URL: wechatApiUrl,
  // WeChat Pay and Alipay direct, against their doubles (keys made once per run, in its data directory).
  ...wechatPaySiteEnvironment(wechatPayKeys(), wechatPayApiUrl),
  ...alipaySiteEnvironment(alipayKeys(), alipayGateway),
};

/** Stripe Checkout, offered by the three variants that take cards, against the Stripe double. */
const stripeEnvironment = {
  STRIPE_SECRET_KEY: stripeDoubleKeys.secretKey,
  STRIPE_WEBHOOK_SECRET: stripeDoubleKeys.webhookSecret,
  STRIPE_API_URL: stripeApiUrl,
};

/**
 * Specs whose checks do not depend on which database or queue runs: pages, menus, caches and SEO, and
 * flows whose backend part is plain reads and writes of rows (sign-in, forms, pricing, history lists,
 * the admin's tables), which the same SQL serves on both, and the kinds of job beyond documents (arXiv
 * papers, comics, recordings, pictures in documents), whose path through the queue and the wallet is the
 * documents' one that document-job and job-page cross on both backends (the integration suites run each
 * kind's jobs on both too). The embedded pass runs them; the PostgreSQL +
 * BullMQ pass (E2E_BACKEND_SPECS_ONLY=1) keeps to what the backend changes — jobs crossing the queue,
 * cancelling them, credits moved under locks, payments, webhooks and the hourly limits kept in Redis —
 * to keep CI's time. A new spec runs on both backends until it is listed here.
 */
const backendSpecsOnly = Boolean(process.env.E2E_BACKEND_SPECS_ONLY);
const backendNeutralSpecs = [
  'accessibility',
  'admin-dashboard',
  'antd-locale',
  'arxiv-demo',
  'arxiv-job',
  'auth-guard',
  'blog',
  'business',
  'client-messages',
  'comic-pdf-job',
  'consent',
  'crash-screen',
  'cross-site-requests',
  'document-pictures-quote',
  'front-cache',
  'glossaries',
  'google-sign-in',
  'header-dropdown',
  'header-scroll',
  'header-variants',
  'history-kinds',
  'home',
  'landing-pages',
  'language-switch',
  'legal-pages',
  'locale-negotiation',
  'mobile-header',
  'open-graph',
  'page-cache',
  'public-address-sign-in',
  'recording-job',
  'rerun-job',
  'routes',
  'security-headers',
  'seo',
  'sign-in-without-smtp',
  'sitemap',
  'toasts',
  'translate-text',
  'variant-screenshots',
  'webview',
  'wechat-sign-in',
].map((name) => `${name}.spec.ts`);
// A renamed spec must not drop out of the list unnoticed.
for (const spec of backendNeutralSpecs) {
  if (!existsSync(join('e2e', spec)))
    throw new Error(`playwright.config.ts lists e2e/${spec}, which does not exist`);
}

function variantSite(platform: Platform) {
  const url = variantSites[platform];
  const port = new URL(url).port;
  const createAdmin = `node ../cli/bin/verso.mjs users create --email ${adminEmail(platform)} --admin > /dev/null`;
  return {
    name: `site (${platform})`,
    // The same server as `npm start` (apps/web/server/main.ts), front cache included.
    command: `${createAdmin} && node --import tsx server/main.ts`,
    cwd: 'apps/web',
    url: `${url}/api/auth/providers`,
    env: {
      ...siteEnvironment,
      ...(platform === 'shangyi-translator' ? wechatEnvironment : stripeEnvironment),
      // An operator's name beside the logo mark, for e2e/auth-guard.spec.ts (the loading view).
      ...(platform === 'dl-translator' ? { SITE_LOGO_NAME: 'DL Docs' } : {}),
      // A file converter in one variant's Products menu, none in the others (e2e/header-variants.spec.ts).
      ...(platform === 'o-translator' ? { CONVERTER_URL: 'https://convert.o-translator.example' } : {}),
      PLATFORM: platform,
      PORT: port,
      PUBLIC_URL: url,
      DATA_DIR: process.env.DATABASE_URL ? dataDir : join(dataDir, platform),
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
  };
}

/**
 * The default variant again, reached at the address in its PUBLIC_URL (verso.test) rather than the one it
 * listens on, for e2e/public-address-sign-in.spec.ts. No administrator: it only needs a sign-in page.
 */
const publicAddressWebServer = {
  name: 'site at a public address (verso.test)',
  command: 'node --import tsx server/main.ts',
  cwd: 'apps/web',
  url: `http://127.0.0.1:${publicAddressSite.port}/api/auth/providers`,
  env: {
    ...siteEnvironment,
    PLATFORM: 'verso-best',
    PORT: String(publicAddressSite.port),
    PUBLIC_URL: publicAddressSite.url,
    DATA_DIR: process.env.DATABASE_URL ? dataDir : join(dataDir, 'public-address'),
  },
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'pipe' as const,
};

/** The default variant without SMTP_HOST, for e2e/sign-in-without-smtp.spec.ts: links go to its outbox. */
const noMailServerWebServer = {
  name: 'site without a mail server',
  command: 'node --import tsx server/main.ts',
  cwd: 'apps/web',
  url: `${noMailServerSite.url}/api/auth/providers`,
  env: {
    ...siteEnvironment,
    SMTP_HOST: '',
    PLATFORM: 'verso-best',
    PORT: String(noMailServerSite.port),
    PUBLIC_URL: noMailServerSite.url,
    DATA_DIR: noMailServerSite.dataDir(),
  },
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'pipe' as const,
};

export default defineConfig({
  testDir: './e2e',
  testMatch: '*.spec.ts',
  testIgnore: backendSpecsOnly ? backendNeutralSpecs : [],
  // Two, as CI has two cores: most of a test's time is spent waiting on a site or a job, which the other
  // worker's test fills. Specs share the sites, so none may count on being alone on them.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 90_000,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: siteUrl,
    // Keeping the failing tests' traces means recording every action of every test (DOM snapshots and
    // a screencast, CPU the two cores lack); CI's clone is gone before anyone could open one, so only a
    // local run records them.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: [
    {
      name: 'smtp-capture (test double)',
      command: 'npx tsx e2e/doubles/smtp-capture.ts',
      url: `${mailApiUrl}/messages`,
      reuseExistingServer: false,
    },
    {
      name: 'google-oidc (test double)',
      command: 'npx tsx e2e/doubles/google-oidc.ts',
      url: `${googleIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
    },
    {
      name: 'wechat-api (test double)',
      command: 'npx tsx e2e/doubles/wechat-api.ts',
      url: `${wechatApiUrl}/cgi-bin/token`,
      reuseExistingServer: false,
    },
    {
      name: 'arxiv (test double)',
      command: 'npx tsx e2e/doubles/arxiv.ts',
      url: `${arxivDoubleUrl}/api/query?id_list=none`,
      reuseExistingServer: false,
    },
    {
      name: 'payment providers (test doubles)',
      command: 'npx tsx e2e/doubles/payment-doubles.ts',
      url: `${stripeApiUrl}/v1/checkout/sessions/none`,
      // No env of its own: the double computes its ports from the same E2E_PORT/PORT as this config and
      // the specs (support/environment.ts), so all three agree also when E2E_PORT is left unset, as on CI.
      reuseExistingServer: false,
    },
    variantSite('verso-best'),
    variantSite('o-translator'),
    variantSite('dl-translator'),
    variantSite('shangyi-translator'),
    // Only backend-neutral specs use these two: the PostgreSQL + BullMQ pass does not start them.
    ...(backendSpecsOnly ? [] : [publicAddressWebServer, noMailServerWebServer]),
  ],
});
