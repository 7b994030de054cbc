// Through Auth.js itself, on a site without SMTP: the sign-in link lands in the local outbox and signs in;
// the first administrator's link signs in once; a disabled account gets no link and no session.
import type { Services } from '@verso/services';
import { outboxMailsTo } from '@verso/services/mail/outbox';
import { createTestBackend, type TestBackend } from '@verso/services/testing/testServices';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { socketAddressHeader } from '@/server/http/client-ip';

let backend: TestBackend;
let services: Services;
let handlers: typeof import('@/server/auth').handlers;

beforeAll(async () => {
  backend = await createTestBackend();
  for (const [name, value] of Object.entries({ ...backend.env, AUTH_SECRET: 'x'.repeat(32) })) {
    vi.stubEnv(name, value);
  }
  const { getServices } = await import('@verso/services');
  services = await getServices();
  ({ handlers } = await import('@/server/auth'));
  // The outbox logs each mail and link; the test reads the outbox instead.
  vi.spyOn(console, 'log').mockImplementation(() => {});
}, 120_000);
afterAll(async () => {
  vi.restoreAllMocks();
  await services?.close();
  vi.unstubAllEnvs();
  await backend?.dispose();
});

const site = 'http://localhost:3000';
const visitor = { [socketAddressHeader]: '198.51.100.7' };

/** Asks Auth.js for a mailed link as the sign-in card does; the error code of the page it answers with. */
async function askForLink(email: string): Promise<string | null> {
  const csrf = await handlers.GET(new Request(`${site}/api/auth/csrf`, { headers: visitor }) as never);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookie = csrf.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const response = await handlers.POST(
    new Request(`${site}/api/auth/signin/email`, {
      method: 'POST',
      headers: {
        ...visitor,
        cookie,
        'content-type': 'application/x-www-form-urlencoded',
        'x-auth-return-redirect': '1',
      },
      body: new URLSearchParams({ email, csrfToken, callbackUrl: site }),
    }) as never,
  );
  const { url } = (await response.json()) as { url: string };
  return new URL(url).searchParams.get('error');
}

/** Opens a sign-in link; whether it made a session, and where it sent the browser. */
async function openLink(link: string) {
  const response = await handlers.GET(new Request(link, { headers: visitor }) as never);
  const session = response.headers.getSetCookie().some((header) => /session-token=[^;]+/.test(header));
  return { session, location: response.headers.get('location') ?? '' };
}

test('the first administrator is made on an empty site, and its link signs in once', async () => {
  const admin = await services.firstAdmin();
  expect(admin?.email).toBe('admin@localhost');
  expect((await services.users.byEmail('admin@localhost'))?.isAdmin).toBe(true);
  expect(await services.firstAdmin()).toBeNull();
  const first = await openLink(admin?.url ?? '');
  expect(first).toMatchObject({ session: true });
  expect(first.location).not.toContain('error');
  const again = await openLink(admin?.url ?? '');
  expect(again.session).toBe(false);
  expect(again.location).toContain('error=Verification');
});

test('without SMTP the sign-in link is kept in the outbox, owner-only, and signs in', async () => {
  const email = 'reader@example.com';
  expect(await askForLink(email)).toBeNull();
  const [mail] = await outboxMailsTo(services.config.outboxDir, email);
  const link = /https?:\/\/\S+\/api\/auth\/callback\/email\?\S+/.exec(mail ?? '')?.[0];
  expect(link).toBeDefined();
  const { readdir, stat } = await import('node:fs/promises');
  const [name] = await readdir(services.config.outboxDir);
  const mode = (await stat(`${services.config.outboxDir}/${name}`)).mode & 0o777;
  expect(mode).toBe(0o600);
  expect(await openLink(link ?? '')).toMatchObject({ session: true });
  expect((await services.users.byEmail(email))?.emailVerified).toBeInstanceOf(Date);
});

test('a disabled account is sent no link, and an earlier link no longer signs it in', async () => {
  const email = 'disabled@example.com';
  await services.users.create({ email });
  const { url } = await services.signInLinks.create(email);
  await services.users.setDisabled(email, true);
  expect(await askForLink(email)).toBe('AccessDenied');
  expect(await outboxMailsTo(services.config.outboxDir, email)).toHaveLength(0);
  const opened = await openLink(url);
  expect(opened.session).toBe(false);
  expect(opened.location).toContain('error=AccessDenied');
});
