// A site reached at the address in its PUBLIC_URL (verso.test), not at the one it listens on: the mailed
// sign-in link names that address, the mail is in the language of the sign-in page, and the reader lands
// on the page they had asked for.
import { expect, type Page, test } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';
import { publicAddressSite } from './support/environment';
import { mailsTo, waitForSignInLink } from './support/mailbox';
import { requestSignInLink, uniqueEmail } from './support/sign-in';

const site = publicAddressSite.url;

test.use({
  baseURL: site,
  launchOptions: {
    ...chromiumLaunchOptions,
    args: [...(chromiumLaunchOptions.args ?? []), '--host-resolver-rules=MAP verso.test 127.0.0.1'],
  },
});

/** The browser's own session on the public address (page.request would look verso.test up itself). */
const sessionEmail = (page: Page) =>
  page.evaluate(async () => {
    const session = (await (await fetch('/api/auth/session')).json()) as { user?: { email?: string } } | null;
    return session?.user?.email ?? null;
  });

test('a reader at the public address signs in through the mailed link and lands on /my/history', async ({
  page,
}) => {
  const email = uniqueEmail('public-address');

  await page.goto('/my/history');
  await expect(page).toHaveURL(new RegExp(`^${site}/signin\\?`), { timeout: 30_000 });
  await requestSignInLink(page, email);

  const link = await waitForSignInLink(email);
  expect(link.startsWith(`${site}/api/auth/callback/email?`)).toBe(true);
  const [mail] = await mailsTo(email);
  expect(mail?.html).toContain(`src="${site}/brands/verso-best/logo-light.svg"`);

  await page.goto(link);
  await expect(page).toHaveURL(`${site}/my/history`);
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
  expect(await sessionEmail(page)).toBe(email);
});

test('a reader signing in from the German page gets the mail in German', async ({ page }) => {
  const email = uniqueEmail('public-address-de');

  await page.goto(`/de/signin?callbackUrl=${encodeURIComponent('/de/my/history')}`);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('button', { name: 'Anmeldelink senden' }).click();
  await expect(page.getByText('Prüfen Sie Ihr Postfach')).toBeVisible({ timeout: 20_000 });

  const link = await waitForSignInLink(email);
  const [mail] = await mailsTo(email);
  expect(mail?.subject).toBe('Bei Verso anmelden');
  expect(mail?.text).toContain('Oder öffnen Sie diesen Link in Ihrem Browser:');

  await page.goto(link);
  await expect(page).toHaveURL(`${site}/de/my/history`);
  expect(await sessionEmail(page)).toBe(email);
});
