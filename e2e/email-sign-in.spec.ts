// A signed-out user who opens a page for members signs in with a link from their e-mail and comes back.
import { expect, test } from '@playwright/test';
import { waitForSignInLink } from './support/mailbox';
import { requestSignInLink, sessionEmail, uniqueEmail } from './support/sign-in';

test('a signed-out user opening /translate signs in by e-mail link and lands back on /translate', async ({
  page,
}) => {
  const email = uniqueEmail('reader');

  await page.goto('/translate');
  await expect(page.getByRole('status').filter({ hasText: 'Verifying' })).toBeVisible();
  await expect(page.getByText('Please sign in to continue.')).toBeVisible();

  await expect(page).toHaveURL(/\/signin\?/);
  await requestSignInLink(page, email);

  await page.goto(await waitForSignInLink(email));

  await expect(page).toHaveURL(/\/translate$/);
  await expect(page.getByTestId('upload-dragger')).toBeVisible();
  expect(await sessionEmail(page)).toBe(email);
});
