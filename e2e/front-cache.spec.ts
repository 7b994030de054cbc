// The production server answers repeated requests for a public page from its front cache
// (apps/web/server), for a few seconds; every request whose answer could differ gets its own.
import { type APIRequestContext, expect, test } from '@playwright/test';
import { signInByEmail, uniqueEmail } from './support/sign-in';

/** A page URL no other test asked for: its first answer is rendered by Next, not replayed. */
const freshUrl = (path: string) => `${path}?front-cache=${Date.now()}-${Math.random().toString(36).slice(2)}`;

async function fetchPage(request: APIRequestContext, url: string, headers: Record<string, string> = {}) {
  const response = await request.get(url, { headers, maxRedirects: 0 });
  return {
    status: response.status(),
    cache: response.headers()['x-verso-cache'],
    contentType: response.headers()['content-type'],
    text: await response.text(),
  };
}

const htmlLang = (html: string) => /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1];

test("a public page's second answer comes from the front cache, and is the same page", async ({
  request,
}) => {
  const url = freshUrl('/pricing');
  const first = await fetchPage(request, url);
  expect(first).toMatchObject({ status: 200, cache: 'MISS' });
  const second = await fetchPage(request, url);
  expect(second).toMatchObject({ status: 200, cache: 'HIT' });
  expect(second.text).toBe(first.text);
  expect(second.text).toContain('</html>');
});

test("the router's requests (RSC) get the router's answer, not the cached HTML", async ({ request }) => {
  const url = freshUrl('/pricing');
  await fetchPage(request, url);
  expect((await fetchPage(request, url)).cache).toBe('HIT');
  const navigation = await fetchPage(request, url, { RSC: '1' });
  expect(navigation.status).toBe(200);
  expect(navigation.cache).toBeUndefined();
  expect(navigation.contentType).toContain('text/x-component');
  expect(navigation.text).not.toContain('<html');
});

test('a locale cookie or other languages get an answer of their own, as without the cache', async ({
  request,
}) => {
  const url = freshUrl('/');
  const plain = await fetchPage(request, url);
  expect(htmlLang(plain.text)).toBe('en');
  expect((await fetchPage(request, url)).cache).toBe('HIT');

  // The cached English answer is not replayed to someone whose cookie says Spanish: Next answers, and
  // since the URL alone decides the language (routing.ts), an unprefixed path is English.
  const spanishCookie = await fetchPage(request, url, { Cookie: 'NEXT_LOCALE=es' });
  expect(spanishCookie).toMatchObject({ status: 200, cache: 'MISS' });
  expect(htmlLang(spanishCookie.text)).toBe('en');
  expect((await fetchPage(request, url, { Cookie: 'NEXT_LOCALE=es' })).cache).toBe('HIT');

  const german = await fetchPage(request, url, { 'Accept-Language': 'de-DE,de;q=0.9' });
  expect(german.cache).toBe('MISS');

  const spanishPage = await fetchPage(request, freshUrl('/es'));
  expect(htmlLang(spanishPage.text)).toBe('es');
});

test("a signed-in person's pages and API answers are never shared", async ({ page, request }) => {
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
  expect(await (await request.get('/api/auth/session')).text()).not.toContain(email);
  expect((await fetchPage(request, url)).cache).toBe('MISS');
});

test('after a few seconds, the front cache asks Next again', async ({ request }) => {
  const url = freshUrl('/pricing');
  await fetchPage(request, url);
  expect((await fetchPage(request, url)).cache).toBe('HIT');
  await new Promise((resolve) => setTimeout(resolve, 5_500));
  expect((await fetchPage(request, url)).cache).toBe('MISS');
});
