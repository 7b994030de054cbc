// A visitor signs in with Google (here the Google OpenID Connect test double, which approves at once).
import { expect, type Page, test } from '@playwright/test';
import { googleTestAccount, googleUnverifiedAccount, siteUrl } from './support/environment';
import { sessionEmail, signInByEmail } from './support/sign-in';

test('"Continue with Google" signs the visitor in with their Google account', async ({ page }) => {
  await page.goto('/signin?callbackUrl=%2FtranslateText');

  await page.getByRole('button', { name: 'Continue with Google' }).click();

  await expect(page).toHaveURL(/\/translateText$/);
  expect(await sessionEmail(page)).toBe(googleTestAccount.email);
});

/** What "Continue with Google" posts, plus the `login_hint` that picks the double's account. */
async function continueWithGoogleAs(page: Page, email: string): Promise<void> {
  // Once the page has settled: a form posted while it was still loading was refused once as MissingCSRF
  // (a full run on 2026-11-30; the cause was not found, and it passed alone).
  await page.goto('/signin', { waitUntil: 'networkidle' });
  await page.evaluate(async (loginHint) => {
    const { csrfToken } = (await (await fetch('/api/auth/csrf')).json()) as { csrfToken: string };
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = `/api/auth/signin/google?${new URLSearchParams({ login_hint: loginHint })}`;
    for (const [name, value] of Object.entries({ csrfToken, callbackUrl: '/translateText' })) {
      form.append(Object.assign(document.createElement('input'), { type: 'hidden', name, value }));
    }
    document.body.append(form);
    form.submit();
  }, email);
}

test('a Google account with an unverified address does not open the account of that address', async ({
  browser,
  page,
}) => {
  // The address's owner made an account with an e-mail link, in a browser of their own.
  const ownerContext = await browser.newContext({ baseURL: siteUrl });
  const owner = await ownerContext.newPage();
  await signInByEmail(owner, googleUnverifiedAccount.email, '/translateText');
  expect(await sessionEmail(owner)).toBe(googleUnverifiedAccount.email);
  await ownerContext.close();

  await continueWithGoogleAs(page, googleUnverifiedAccount.email);

  await expect(page).toHaveURL(/\/signin\?error=AccessDenied/);
  expect(await sessionEmail(page)).toBeNull();
});
