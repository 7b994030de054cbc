// A visitor of an unprefixed page sees their language: the one they chose before, else their browser's,
// else the variant's own. Crawlers (no cookie, no Accept-Language) keep getting the unprefixed page.
import { expect, type Page, test } from '@playwright/test';
import { siteUrl, variantSites } from './support/environment';
import { signInByEmail, uniqueEmail } from './support/sign-in';

const htmlLang = (page: Page) => page.locator('html').getAttribute('lang');

test('a French browser opening /pricing lands on /fr/pricing, in French', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: siteUrl, locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto('/pricing');
  await expect(page).toHaveURL(/\/fr\/pricing$/);
  expect(await htmlLang(page)).toBe('fr');
  await context.close();
});

test('the language chosen with the picker wins over the browser, and English stays unprefixed', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: siteUrl, locale: 'en-US' });
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'de', url: siteUrl }]);
  const page = await context.newPage();
  await page.goto('/translateText');
  await expect(page).toHaveURL(/\/de\/translateText$/);
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: siteUrl }]);
  await page.goto('/translateText');
  await expect(page).toHaveURL(`${siteUrl}/translateText`);
  expect(await htmlLang(page)).toBe('en');
  await context.close();
});

test('the language saved on the account becomes a new device’s, over its browser’s', async ({ browser }) => {
  const email = uniqueEmail('account-locale');
  const first = await browser.newContext({ baseURL: siteUrl, locale: 'en-US' });
  const firstPage = await first.newPage();
  await signInByEmail(firstPage, email, '/my/history');
  // What the language picker sends when a signed-in user picks German (use-switch-locale.ts).
  const saved = await firstPage.evaluate(async () => {
    const response = await fetch('/api/user/update', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ locale: 'de' }),
    });
    return response.status;
  });
  expect(saved).toBe(204);
  await first.close();

  // Another device: an English browser with no choice stored, where the same person signs in.
  const second = await browser.newContext({ baseURL: siteUrl, locale: 'en-US' });
  const page = await second.newPage();
  await signInByEmail(page, email, '/my/history');
  const storedChoice = async () =>
    (await second.cookies()).find((cookie) => cookie.name === 'NEXT_LOCALE')?.value;
  await expect.poll(storedChoice, { timeout: 20_000 }).toBe('de');
  await page.goto('/pricing');
  await expect(page).toHaveURL(/\/de\/pricing$/);
  await second.close();
});

test("shangyi-translator greets a browser that speaks none of the site's languages in Chinese", async ({
  browser,
}) => {
  const site = variantSites['shangyi-translator'];
  const context = await browser.newContext({ baseURL: site, locale: 'sw-KE' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(`${site}/zh`);
  expect(await htmlLang(page)).toBe('zh');
  await context.close();
});

test('a crawler gets the unprefixed page with its canonical link, and no redirect', async ({
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: siteUrl });
  const response = await request.get('/pricing', { maxRedirects: 0, headers: { 'User-Agent': 'Googlebot' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<html[^>]*\blang="en"/);
  expect(html).toContain(`<link rel="canonical" href="${siteUrl}/pricing"`);
  await request.dispose();
});
