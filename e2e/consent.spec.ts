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

function expectThousandDays(expires: number) {
  const days = (expires - Date.now() / 1000) / (24 * 60 * 60);
  expect(days).toBeGreaterThan(999.9);
  expect(days).toBeLessThanOrEqual(1000);
}

test('a first visit accepts, and "Necessary only" keeps only what the site needs', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();

  let cookies = await consentCookies(context);
  expect(cookies.consent_level?.value).toBe('accept');
  expect(cookies.consent_dismissed?.value).toBe('true');
  expectThousandDays(cookies.consent_level?.expires ?? 0);
  expect(await consentCalls(page)).toEqual([
    ['consent', 'default', necessary],
    ['consent', 'update', accepted],
  ]);

  await banner.getByRole('button', { name: 'Necessary only' }).click();
  await expect(banner).toBeHidden();
  cookies = await consentCookies(context);
  expect(cookies.consent_level?.value).toBe('necessary');
  expectThousandDays(cookies.consent_dismissed?.expires ?? 0);
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
