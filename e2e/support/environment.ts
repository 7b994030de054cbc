// Where the site and its test doubles listen during an e2e run; the config and the specs read it here.
export const sitePort = Number(process.env.E2E_PORT ?? 3100);
// "localhost", not 127.0.0.1: the Google double only accepts the callback URL it was registered with.
export const siteUrl = `http://localhost:${sitePort}`;

/** A second site running as the Chinese variant, whose blog has no articles (SPEC §2: one set is empty). */
export const shangyiSitePort = Number(process.env.E2E_SHANGYI_PORT ?? sitePort + 10);
export const shangyiSiteUrl = `http://localhost:${shangyiSitePort}`;

export const smtpCapture = {
  smtpPort: Number(process.env.E2E_SMTP_PORT ?? sitePort + 1),
  apiPort: Number(process.env.E2E_SMTP_API_PORT ?? sitePort + 2),
};
export const mailApiUrl = `http://127.0.0.1:${smtpCapture.apiPort}`;

export const googleOidc = {
  port: Number(process.env.E2E_OIDC_PORT ?? sitePort + 3),
  clientId: 'verso-e2e',
  clientSecret: 'verso-e2e-client-secret',
};
export const googleIssuer = `http://127.0.0.1:${googleOidc.port}`;

/** The one person the Google double knows; it signs them in without asking. */
export const googleTestAccount = {
  sub: 'google-test-account',
  email: 'google.user@example.test',
  email_verified: true,
  name: 'Google Test User',
};
