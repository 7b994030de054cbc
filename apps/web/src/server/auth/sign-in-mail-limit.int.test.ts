// Through Auth.js itself: asking for sign-in links past the hourly allowance gets the sign-in page's
// TooManyMails error instead of another mail.
import type { Services } from '@verso/services';
import { createTestBackend, type TestBackend } from '@verso/services/testing/testServices';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { socketAddressHeader } from '@/server/http/client-ip';

let backend: TestBackend;
let services: Services;
let handlers: typeof import('@/server/auth').handlers;

beforeAll(async () => {
  backend = await createTestBackend();
  // The site's own services, as Auth.js gets them (getServices reads the environment once).
  for (const [name, value] of Object.entries({ ...backend.env, AUTH_SECRET: 'x'.repeat(32) })) {
    vi.stubEnv(name, value);
  }
  const { getServices } = await import('@verso/services');
  services = await getServices();
  ({ handlers } = await import('@/server/auth'));
  // No SMTP here: each link goes to the outbox, and is logged.
  vi.spyOn(console, 'log').mockImplementation(() => {});
}, 120_000);
afterAll(async () => {
  vi.restoreAllMocks();
  await services?.close();
  // The backend drops its database through the server's own address.
  vi.unstubAllEnvs();
  await backend?.dispose();
});

const site = 'http://localhost:3000';
// getServices counts in Redis under the site's own prefix when REDIS_URL is set: a visitor and an address
// of this run only, so runs within the hour do not share allowances.
const run = crypto.getRandomValues(new Uint8Array(2));
const visitor = { [socketAddressHeader]: `198.51.${run[0]}.${run[1]}` };
const address = `person-${crypto.randomUUID()}@example.com`;

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

test('the link past the hourly allowance is refused with TooManyMails', async () => {
  for (let i = 0; i < services.config.mailLimits.perAddressPerHour; i++) {
    // Allowed: Auth.js mails the link (without SMTP here, into the outbox).
    expect(await askForLink(address)).not.toBe('TooManyMails');
  }
  expect(await askForLink(address)).toBe('TooManyMails');
});
