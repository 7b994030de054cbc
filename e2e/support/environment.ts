// Where the site and its test doubles listen during an e2e run; the config and the specs read it here.
import { basename, join } from 'node:path';
import type { Platform } from '@verso/brands';

export const sitePort = Number(process.env.E2E_PORT ?? 3100);

/**
 * The payment doubles sit at fixed offsets from the site's port: +10 Stripe, +11 WeChat Pay, +12 Alipay.
 * Outside e2e (`npm run payments:doubles`) they follow the site's PORT, 3000 by default.
 */
const paymentBase = Number(process.env.E2E_PORT ?? process.env.PORT ?? 3000);
export const stripeApiPort = paymentBase + 10;
export const stripeApiUrl = `http://127.0.0.1:${stripeApiPort}`;
export const wechatPayApiPort = paymentBase + 11;
export const wechatPayApiUrl = `http://127.0.0.1:${wechatPayApiPort}`;
export const alipayPort = paymentBase + 12;
export const alipayGateway = `http://127.0.0.1:${alipayPort}/gateway.do`;
// "localhost", not 127.0.0.1: the Google double only accepts the callback URL it was registered with.
export const siteUrl = `http://localhost:${sitePort}`;

export const smtpCapture = {
  smtpPort: Number(process.env.E2E_SMTP_PORT ?? sitePort + 1),
  apiPort: Number(process.env.E2E_SMTP_API_PORT ?? sitePort + 2),
};
export const mailApiUrl = `http://127.0.0.1:${smtpCapture.apiPort}`;
/** The SMTP double refuses mail to this domain (e2e/doubles/smtp-capture.ts). */
export const undeliverableDomain = 'undeliverable.example.test';

export const googleOidc = {
  port: Number(process.env.E2E_OIDC_PORT ?? sitePort + 3),
  clientId: 'verso-e2e',
  clientSecret: 'verso-e2e-client-secret',
};
export const googleIssuer = `http://127.0.0.1:${googleOidc.port}`;

/** The WeChat API double: shangyi-translator's WeChat sign-in goes there instead of open.weixin.qq.com. */
export const wechatApi = { port: Number(process.env.E2E_WECHAT_PORT ?? sitePort + 7) };
export const wechatApiUrl = `http://127.0.0.1:${wechatApi.port}`;

/** The one person the Google double knows; it signs them in without asking. */
export const googleTestAccount = {
  sub: 'google-test-account',
  email: 'google.user@example.test',
  email_verified: true,
  name: 'Google Test User',
};

/**
 * A Google account holding an address Google has not verified (anyone can open one under any address).
 * The double signs it in when the sign-in asks for it with `login_hint`.
 */
export const googleUnverifiedAccount = {
  sub: 'google-unverified-account',
  email: 'unverified.owner@example.test',
  email_verified: false,
  name: 'Unverified Google User',
};

/**
 * One site per brand variant, since PLATFORM is read when a server starts. The default variant is the
 * main site; the others listen on the ports after the test doubles'.
 */
export const variantSites: Readonly<Record<Platform, string>> = {
  'verso-best': siteUrl,
  'o-translator': `http://localhost:${sitePort + 4}`,
  'dl-translator': `http://localhost:${sitePort + 5}`,
  'shangyi-translator': `http://localhost:${sitePort + 6}`,
};

/**
 * A site whose PUBLIC_URL names a host other than the one it listens on, as behind a reverse proxy:
 * http://verso.test:PORT, which the spec's browser resolves to this machine (--host-resolver-rules).
 * Its mailed links and redirects must name that address, never localhost.
 */
export const publicAddressSite = {
  port: sitePort + 8,
  url: `http://verso.test:${sitePort + 8}`,
};

/**
 * A site without SMTP_HOST (e2e/sign-in-without-smtp.spec.ts): its mails go to the outbox in its data
 * directory, its own on the embedded database, the shared one on PostgreSQL (where the sites are one
 * installation sharing storage). A function: E2E_DATA_DIR is set by playwright.config.ts after this loads.
 */
export const noMailServerSite = {
  port: sitePort + 13,
  url: `http://localhost:${sitePort + 13}`,
  dataDir: () => {
    const dataDir = process.env.E2E_DATA_DIR ?? '';
    return process.env.DATABASE_URL ? dataDir : join(dataDir, 'no-mail-server');
  },
};

/** The receiver of e2e/webhooks.spec.ts's deliveries. */
export const webhookReceiverPort = sitePort + 14;

/** The arXiv double (e2e/doubles/arxiv.ts): the sites' ARXIV_URL, serving the papers e2e/arxiv-job.spec.ts names. */
export const arxivDouble = { port: Number(process.env.E2E_ARXIV_PORT ?? sitePort + 15) };
export const arxivDoubleUrl = `http://127.0.0.1:${arxivDouble.port}`;

/** A site with Google Analytics and Tag Manager configured, started by e2e/security-headers.spec.ts. */
export const analyticsSiteUrl = `http://localhost:${sitePort + 9}`;

/**
 * The administrator each variant's site starts with (made by `verso users create --admin`). Named after
 * the variant and the run's data directory, so sites sharing a PostgreSQL database, and runs reusing
 * one, never meet each other's.
 */
export const adminEmail = (platform: Platform) =>
  `admin.${platform}.${basename(process.env.E2E_DATA_DIR ?? 'verso').toLowerCase()}@example.test`;
