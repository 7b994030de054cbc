// Choosing another language in the picker shows the same page in that language, and a signed-in
// user's choice is kept on their account.
import { expect, type Page, test } from '@playwright/test';
import { signInByEmail, uniqueEmail } from './support/sign-in';

test.use({ viewport: { width: 1280, height: 900 } });

async function pickLanguage(page: Page, label: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Language' }).click();
  const picker = page.getByRole('dialog', { name: 'Verso' });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole('list', { name: 'Languages' }).getByRole('button')).toHaveCount(31);
  // For the artifact only: let antd's zoom-in finish (skipping it with `animations: 'disabled'` hides the dialog).
  await page.waitForTimeout(400);
  await page.screenshot({ path: 'test-results/screenshots/language-picker.png' });
  await picker.getByRole('button', { name: label }).click();
  await expect(picker).toBeHidden();
}

async function sessionLocale(page: Page): Promise<string | null> {
  const session = (await (await page.request.get('/api/auth/session')).json()) as {
    user?: { locale?: string | null };
  } | null;
  return session?.user?.locale ?? null;
}

test('a visitor switches /translateText to Spanish and lands on /es/translateText', async ({ page }) => {
  await page.goto('/translateText?from=header');
  await pickLanguage(page, 'Español');

  await expect(page).toHaveURL(/\/es\/translateText\?from=header$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Productos' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'NEXT_LOCALE')?.value).toBe('es');
  expect(await page.evaluate(() => localStorage.getItem('NEXT_LOCALE'))).toBe('es');
});

test('the picker can be closed without changing anything', async ({ page }) => {
  await page.goto('/translateText');
  await page.getByRole('banner').getByRole('button', { name: 'Language' }).click();
  const picker = page.getByRole('dialog', { name: 'Verso' });
  await picker.getByRole('button', { name: 'Close' }).click();
  await expect(picker).toBeHidden();
  await expect(page).toHaveURL(/\/translateText$/);
});

test('a signed-in user switches to Spanish and the account keeps it', async ({ page }) => {
  await signInByEmail(page, uniqueEmail('polyglot'), '/my/history');
  expect(await sessionLocale(page)).toBeNull();

  await pickLanguage(page, 'Español');

  await expect(page).toHaveURL(/\/es\/my\/history$/);
  await expect.poll(() => sessionLocale(page)).toBe('es');
});

test('the picker is the SPEC’s 600 px dialog', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Language' }).click();
  const picker = page.getByRole('dialog', { name: 'Verso' });
  await expect(picker).toBeVisible();
  // offsetWidth: the laid-out width, not scaled by the dialog's zoom-in animation.
  const width = await picker.evaluate((dialog) => dialog.closest<HTMLElement>('.ant-modal')?.offsetWidth);
  expect(width).toBe(600);
});
