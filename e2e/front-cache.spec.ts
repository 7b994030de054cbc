// The production server answers repeated requests for a public page from its front cache
// (apps/web/server), for a few seconds; every request whose answer could differ gets its own.
import { expect, test } from '@playwright/test';
import { siteUrl } from './support/environment';
import { signInByEmail, uniqueEmail } from './support/sign-in';

/** A page URL no other test asked for: its first answer is rendered by Next, not replayed. */
const freshUrl = (path: string) => `${path}?front-cache=${Date.now()}-${Math.random().toString(36).slice(2)}`;

type Playwright = Parameters<Parameters<typeof test>[2]>[0]['playwright'];

/**
 * One request from a new visitor: a context of its own, so no cookie from an earlier answer (Next sets
 * NEXT_LOCALE) joins it and changes which answer it may share.
 */
async function fetchPage(playwright: Playwright, url: string, headers: Record<string, string> = {}) {
  const request = await playwright.request.newContext({ baseURL: siteUrl });
  try {
    const response = await request.get(url, { headers, maxRedirects: 0 });
    return {
      status: response.status(),
      location: response.headers().location,
      cache: response.headers()['x-verso-cache'],
      contentType: response.headers()['content-type'],
      text: await response.text(),
    };
  } finally {
    await request.dispose();
  }
}

const htmlLang = (html: string) => /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1];

test("a public page's second answer comes from the front cache, and is the same page", async ({
  playwright,
}) => {
  const url = freshUrl('/pricing');
  const first = await fetchPage(playwright, url);
  expect(first).toMatchObject({ status: 200, cache: 'MISS' });
  const second = await fetchPage(playwright, url);
  expect(second).toMatchObject({ status: 200, cache: 'HIT' });
  expect(second.text).toBe(first.text);
  expect(second.text).toContain('</html>');
});

test("the router's requests (RSC) get the router's answer, not the cached HTML", async ({ playwright }) => {
  // The router asks with `_rsc` in the query (Next redirects it there otherwise): the same URL's HTML is
  // cached first, so a cache keyed on the URL alone would answer the router with it.
  const url = `${freshUrl('/pricing')}&_rsc`;
  expect((await fetchPage(playwright, url)).contentType).toContain('text/html');
  expect((await fetchPage(playwright, url)).cache).toBe('HIT');
  const navigation = await fetchPage(playwright, url, { RSC: '1' });
  expect(navigation.status).toBe(200);
  expect(navigation.cache).toBeUndefined();
  expect(navigation.contentType).toContain('text/x-component');
  expect(navigation.text).not.toContain('<html');
});

test('a locale cookie or other languages get an answer of their own, as without the cache', async ({
  playwright,
}) => {
  const url = freshUrl('/');
  const plain = await fetchPage(playwright, url);
  expect(htmlLang(plain.text)).toBe('en');
  expect((await fetchPage(playwright, url)).cache).toBe('HIT');

  // The cached English answer is not replayed to someone whose cookie says Spanish or whose browser
  // asks for German: they are sent to their language's page (proxy.ts negotiates unprefixed paths).
  const spanishCookie = await fetchPage(playwright, url, { Cookie: 'NEXT_LOCALE=es' });
  expect(spanishCookie).toMatchObject({ status: 307, location: expect.stringMatching(/\/es(\?|$)/) });
  const german = await fetchPage(playwright, url, { 'Accept-Language': 'de-DE,de;q=0.9' });
  expect(german).toMatchObject({ status: 307, location: expect.stringMatching(/\/de(\?|$)/) });
  const english = await fetchPage(playwright, url, { 'Accept-Language': 'en-GB,en;q=0.9' });
  expect(english.status).toBe(200);
  expect(htmlLang(english.text)).toBe('en');

  const spanishPage = await fetchPage(playwright, freshUrl('/es'));
  expect(htmlLang(spanishPage.text)).toBe('es');
});

test("a signed-in person's pages and API answers are never shared", async ({ page, playwright }) => {
  const email = uniqueEmail('front-cache');
  await signInByEmail(page, email, '/pricing');
  const url = freshUrl('/pricing');
  for (let i = 0; i < 2; i++) {
    const signedIn = await page.request.get(url);
    expect(signedIn.status()).toBe(200);
    expect(signedIn.headers()['x-verso-cache']).toBeUndefined();
    const session = await page.request.get('/api/auth/session');
    expect(session.headers()['x-verso-cache']).toBeUndefined();
    expect(await session.text()).toContain(email);
  }
  // Someone else (no cookies) asking for the same URLs never gets that person's answers.
  expect((await fetchPage(playwright, '/api/auth/session')).text).not.toContain(email);
  expect((await fetchPage(playwright, url)).cache).toBe('MISS');
});

test('after a few seconds, the front cache asks Next again', async ({ playwright }) => {
  const url = freshUrl('/pricing');
  await fetchPage(playwright, url);
  expect((await fetchPage(playwright, url)).cache).toBe('HIT');
  await new Promise((resolve) => setTimeout(resolve, 5_500));
  expect((await fetchPage(playwright, url)).cache).toBe('MISS');
});
