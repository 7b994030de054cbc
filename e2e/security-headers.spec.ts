// Every answer carries the security headers, and the Content-Security-Policy lets each page run all of its
// own scripts (Next's, the consent script, Google's tags when configured) and nothing injected into it.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, type Response, test } from '@playwright/test';
import { analyticsSiteUrl, siteUrl } from './support/environment';
import { signInByEmail, uniqueEmail } from './support/sign-in';

// Hydration can take seconds on a loaded machine.
const hydrated = { timeout: 30_000 };

/** Violations the page reported, and the browser's own console lines about the policy. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const consoleLines: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) consoleLines.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
    // The mobile app's bridge: the page posts WebPageReady once React has hydrated it.
    (window as unknown as { ReactNativeWebView: object }).ReactNativeWebView = {
      postMessage: () => document.documentElement.setAttribute('data-hydrated', ''),
    };
  });
  return async () => [
    ...consoleLines,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
  ];
}

function scriptNonce(response: Response): string {
  const policy = response.headers()['content-security-policy'] ?? '';
  expect(policy).not.toContain("'unsafe-inline' 'nonce"); // never for scripts
  const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce, policy).toBeTruthy();
  return nonce as string;
}

function expectSecurityHeaders(response: Response): void {
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

/** Opens a page and checks it ran with its nonce: hydrated, every nonce in its HTML the header's. */
async function openPage(page: Page, path: string): Promise<Response> {
  const response = await page.goto(path);
  if (!response) throw new Error(`no answer for ${path}`);
  expectSecurityHeaders(response);
  const nonce = scriptNonce(response);
  const nonces = new Set([...(await response.text()).matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]));
  expect([...nonces]).toEqual([nonce]);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, hydrated);
  return response;
}

test('pages run all their scripts under the policy', async ({ page }) => {
  const violations = await watchPolicy(page);
  for (const path of ['/', '/translateText', '/signin', '/es/translateText']) {
    await openPage(page, path);
    await openPage(page, path);
  }
  expect(await violations()).toEqual([]);
});

test('a page replayed from the front cache keeps the nonce it was sent with, in header and HTML', async ({
  playwright,
}) => {
  const url = `/pricing?csp=${Date.now()}`;
  const answers = [];
  for (const expected of ['MISS', 'HIT']) {
    // A new visitor each time, so no cookie from the first answer changes which answer the second shares.
    const visitor = await playwright.request.newContext({ baseURL: siteUrl });
    const response = await visitor.get(url);
    expect(response.headers()['x-verso-cache']).toBe(expected);
    const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
    const nonces = new Set([...(await response.text()).matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]));
    expect([...nonces]).toEqual([nonce]);
    answers.push(nonce);
    await visitor.dispose();
  }
  expect(answers[1]).toBe(answers[0]);
});

test('a signed-in visitor’s /translate page runs under the policy', async ({ page }) => {
  const violations = await watchPolicy(page);
  await signInByEmail(page, uniqueEmail('csp'), '/translate');
  await openPage(page, '/translate');
  expect(await violations()).toEqual([]);
});

test('a missing page runs under the policy too', async ({ page }) => {
  const violations = await watchPolicy(page);
  for (const path of ['/no-such-page', '/es/no-such-page', '/api/no-such-route']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await page.waitForLoadState('networkidle');
  }
  expect(await violations()).toEqual([]);
});

test('a script injected into a page does not run', async ({ page }) => {
  const violations = await watchPolicy(page);
  await openPage(page, '/translateText');
  await page.evaluate(() => {
    const injected = document.createElement('script');
    injected.textContent = 'document.documentElement.setAttribute("data-injected-ran", "")';
    document.body.append(injected);
  });
  await expect.poll(violations).toContain('script-src-elem inline');
  await expect(page.locator('html[data-injected-ran]')).toHaveCount(0);
});

test('API answers and files carry the security headers too', async ({ request }) => {
  for (const path of ['/api/auth/session', '/api/trpc/blog.list', '/robots.txt', '/api/v1/user/info']) {
    const response = await request.fetch(path, { method: path.startsWith('/api/v1') ? 'POST' : 'GET' });
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
    expect(response.headers()['content-security-policy'], path).toContain("default-src 'self'");
  }
});

test.describe('with Google Analytics and Tag Manager configured', () => {
  const url = analyticsSiteUrl;
  const port = new URL(url).port;
  let site: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    site = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
      cwd: 'apps/web',
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(port),
        PUBLIC_URL: url,
        DATA_DIR: process.env.DATABASE_URL
          ? (process.env.E2E_DATA_DIR as string)
          : mkdtempSync(join(tmpdir(), 'verso-e2e-analytics-')),
        AUTH_SECRET: 'e2e-only-auth-secret-0123456789abcdef',
        GOOGLE_ANALYTICS_ID: 'G-E2ETEST1',
        GOOGLE_TAG_MANAGER_ID: 'GTM-E2ETEST1',
      },
    });
    await expect
      .poll(
        () =>
          fetch(`${url}/api/auth/providers`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 150_000 },
      )
      .toBe(200);
  });

  test.afterAll(() => {
    site?.kill('SIGTERM');
  });

  test("Google's tags load and run, and nothing else is blocked", async ({ page }) => {
    // Google stands in as a test double: the machine running the tests may not reach it.
    const loaded: string[] = [];
    await page.route('https://www.googletagmanager.com/**', (route) => {
      loaded.push(new URL(route.request().url()).pathname);
      return route.fulfill({ contentType: 'text/javascript', body: 'window.googleDoubleRan=true;' });
    });
    const violations = await watchPolicy(page);
    for (const path of ['/', '/translateText']) {
      await openPage(page, `${url}${path}`);
      await expect.poll(() => [...new Set(loaded)].sort()).toEqual(['/gtag/js', '/gtm.js']);
      const configured = await page.evaluate(() =>
        ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? []).some(
          (entry) => entry[0] === 'config' && entry[1] === 'G-E2ETEST1',
        ),
      );
      expect(configured).toBe(true);
    }
    expect(
      await page.evaluate(() => (window as unknown as { googleDoubleRan?: boolean }).googleDoubleRan),
    ).toBe(true);
    expect(await violations()).toEqual([]);
  });
});
