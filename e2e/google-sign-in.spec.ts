// A visitor signs in with Google (here the Google OpenID Connect test double, which approves at once).
import { expect, test } from '@playwright/test';
import { googleTestAccount } from './support/environment';
import { sessionEmail } from './support/sign-in';

test('"Continue with Google" signs the visitor in with their Google account', async ({ page }) => {
  await page.goto('/signin?callbackUrl=%2FtranslateText');

  await page.getByRole('button', { name: 'Continue with Google' }).click();

  await expect(page).toHaveURL(/\/translateText$/);
  expect(await sessionEmail(page)).toBe(googleTestAccount.email);
});
