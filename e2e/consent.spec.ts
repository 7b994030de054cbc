// Cookie consent: the first visit accepts by default, and the visitor may keep only necessary cookies.
import { type BrowserContext, expect, type Page, test } from '@playwright/test';

const accepted = {
  ad_storage: 'granted',
  analytics_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
};
const necessary = { ...accepted, ad_user_data: 'denied', ad_personalization: 'denied' };

async function consentCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? [])
      .map((args) => Array.from(args))
      .filter((args) => args[0] === 'consent'),
  );
}

async function consentCookies(context: BrowserContext) {
  const cookies = await context.cookies();
  return Object.fromEntries(
    cookies.filter((cookie) => cookie.name.startsWith('consent_')).map((cookie) => [cookie.name, cookie]),
  );
}

/**
 * The site asks for 1000 days (Max-Age=86400000); Chromium keeps no cookie longer than 400 days
 * (RFC 6265bis), so what the browser holds is its own cap, and what was asked is read as it was written.
 */
async function expectThousandDays(page: Page, expires: number) {
  const written = await page.evaluate(() => (window as unknown as { consentWrites: string[] }).consentWrites);
  expect(written.length).toBeGreaterThan(0);
  for (const cookie of written) expect(cookie).toContain('Max-Age=86400000');
  const days = (expires - Date.now() / 1000) / (24 * 60 * 60);
  expect(days).toBeGreaterThan(399);
}

/** Records every consent cookie the page writes, with its attributes. */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const writes: string[] = [];
    (window as unknown as { consentWrites: string[] }).consentWrites = writes;
    const property = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    Object.defineProperty(document, 'cookie', {
      get: () => property?.get?.call(document),
      set: (value: string) => {
        if (value.startsWith('consent_')) writes.push(value);
        property?.set?.call(document, value);
      },
    });
  });
});

test('a first visit accepts, and "Necessary only" keeps only what the site needs', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();

  // The banner is in the page's HTML; accepting on the visitor's behalf happens once the page has loaded.
  await expect.poll(async () => (await consentCookies(context)).consent_level?.value).toBe('accept');
  let cookies = await consentCookies(context);
  expect(cookies.consent_dismissed?.value).toBe('true');
  await expectThousandDays(page, cookies.consent_level?.expires ?? 0);
  expect(await consentCalls(page)).toEqual([
    ['consent', 'default', necessary],
    ['consent', 'update', accepted],
  ]);

  await banner.getByRole('button', { name: 'Necessary only' }).click();
  await expect(banner).toBeHidden();
  cookies = await consentCookies(context);
  expect(cookies.consent_level?.value).toBe('necessary');
  await expectThousandDays(page, cookies.consent_dismissed?.expires ?? 0);
  expect((await consentCalls(page)).at(-1)).toEqual(['consent', 'update', necessary]);

  // The next page starts from the stored choice and shows no banner.
  await page.reload();
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  expect(await consentCalls(page)).toEqual([['consent', 'default', necessary]]);
});

test('"Accept" grants all four signals and is remembered', async ({ page, context }) => {
  await page.goto('/translateText');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toBeHidden();
  expect((await consentCookies(context)).consent_level?.value).toBe('accept');

  await page.goto('/');
  expect(await consentCalls(page)).toEqual([['consent', 'default', accepted]]);
  // No analytics id is configured in this run, so no Google script was loaded.
  await expect(page.locator('script[src*="googletagmanager.com"]')).toHaveCount(0);
});

test('the banner is painted with the page, before any script runs, and hidden from then on once dismissed', async ({
  page,
  context,
}) => {
  // Without the site's scripts the page shows only its HTML: what a visitor sees before hydration.
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  await page.goto('/translateText');
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();

  await context.addCookies([{ name: 'consent_dismissed', value: 'true', url: page.url() }]);
  await page.reload();
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
});
