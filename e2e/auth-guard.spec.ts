// A signed-out visitor opens a page that needs an account: they are told why, and sent to sign in.
import { expect, type Page, test } from '@playwright/test';
import { variantSites } from './support/environment';

/** Sign-in cannot start, so the loading view stays long enough to look at. */
async function stayOnLoadingView(page: Page): Promise<void> {
  await page.route('**/api/auth/providers', (route) => route.fulfill({ status: 503, json: {} }));
}

test('a signed-out visitor on /my/history is told to sign in, then taken there 600 ms later', async ({
  page,
}) => {
  // Timestamps taken inside the page, so the machine's load does not blur them: when the info toast
  // appeared and when the page was left. sessionStorage carries them over to the sign-in page.
  await page.addInitScript(() => {
    if (!location.pathname.endsWith('/my/history')) return;
    new MutationObserver(() => {
      const toast = document.querySelector('.ant-notification-notice');
      if (!sessionStorage.toastAt && toast) {
        sessionStorage.toastAt = String(performance.timeOrigin + performance.now());
        sessionStorage.toastText = toast.textContent ?? '';
      }
      if (document.querySelector('[data-testid="verifying-screen"]')) sessionStorage.verifyingSeen = 'yes';
    }).observe(document, { childList: true, subtree: true });
    addEventListener('pagehide', () => {
      sessionStorage.leftAt ??= String(performance.timeOrigin + performance.now());
    });
  });

  await page.goto('/my/history');
  await page.waitForURL(/\/signin\?callbackUrl=/, { timeout: 30_000 });

  const { toastAt, toastText, leftAt, verifyingSeen } = await page.evaluate(() => ({ ...sessionStorage }));
  expect(toastText).toContain('Please sign in to continue.');
  expect(Number(toastAt)).toBeLessThan(Number(leftAt));
  expect(verifyingSeen).toBe('yes');
  // SPEC §4: the info toast shows, and 600 ms later sign-in starts. The pause counts from when the toast
  // can be seen (its host loads with the first toast), so the visitor always gets to read it.
  const delay = Number(leftAt) - Number(toastAt);
  expect(delay).toBeGreaterThanOrEqual(590);
  // Only the lower bound is the SPEC's; the upper one allows for a machine under load.
  expect(delay).toBeLessThan(10_000);
  expect(new URL(page.url()).searchParams.get('callbackUrl')).toMatch(/\/my\/history$/);
});

test('when the sign-in service does not answer, the visitor stays, sees an error and it is reported', async ({
  page,
}) => {
  await page.route('**/api/auth/providers', (route) => route.fulfill({ status: 503, json: {} }));
  const report = page.waitForRequest('**/api/logError');

  await page.goto('/my/history');

  await expect(page.getByText('Sign-in could not start. Please try again.')).toBeVisible({ timeout: 30_000 });
  const body = (await report).postDataJSON();
  expect(body).toMatchObject({
    message: expect.stringContaining('The sign-in service did not answer'),
    location: expect.stringMatching(/\/my\/history$/),
    data: { type: 'sign-in' },
  });
  await page.waitForTimeout(500);
  expect(new URL(page.url()).pathname).toBe('/my/history');
});

test('while the session is verified, a dark background image shows at 40 % opacity', async ({ page }) => {
  await stayOnLoadingView(page);
  await page.goto('/my/history');
  const screen = page.getByTestId('verifying-screen');
  await expect(screen).toBeVisible({ timeout: 30_000 });
  const backdrop = screen.getByTestId('verifying-backdrop');
  await expect(backdrop).toHaveCSS('opacity', '0.4');
  await expect
    .poll(() => backdrop.evaluate((image: HTMLImageElement) => image.naturalWidth), { timeout: 15_000 })
    .toBeGreaterThan(0);
  const box = await backdrop.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: page.viewportSize()?.width });
  // SPEC §9: the logo mark 45 px; then the name and the lock icon with the verifying message.
  const logo = screen.getByTestId('verifying-logo');
  await expect(logo).toBeVisible();
  expect(await logo.boundingBox()).toMatchObject({ width: 45, height: 45 });
  await expect(screen.getByText('Verso', { exact: true })).toBeVisible();
  await expect(screen.getByTestId('verifying-lock')).toBeVisible();
  await expect(screen.getByRole('img', { name: 'lock' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/verifying-screen.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/screenshots/verifying-screen-390.png' });
});

test("the loading view writes the operator's logo name (SITE_LOGO_NAME) beside the mark", async ({
  page,
}) => {
  // The e2e dl-translator site sets SITE_LOGO_NAME (playwright.config.ts); its product name is unchanged.
  await stayOnLoadingView(page);
  await page.goto(`${variantSites['dl-translator']}/my/history`);
  const screen = page.getByTestId('verifying-screen');
  await expect(screen.getByText('DL Docs', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(screen.getByText('DL Translator')).toHaveCount(0);
});

test('in the native app the loading view is a plain white spinner', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    (window as unknown as { ReactNativeWebView: object }).ReactNativeWebView = { postMessage: () => {} };
  });
  await stayOnLoadingView(page);
  await page.goto('/my/history');
  const screen = page.getByTestId('verifying-screen');
  const dots = screen.locator('.ant-spin-dot-item');
  await expect(dots.first()).toBeVisible({ timeout: 30_000 });
  for (const dot of await dots.all()) await expect(dot).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  // White shows only on a dark ground; and nothing else is drawn: no image, logo, name or message.
  await expect(screen).toHaveCSS('background-color', 'rgb(11, 16, 32)');
  await expect(screen.locator('img')).toHaveCount(0);
  await expect(screen).toHaveText('');
  await page.screenshot({ path: 'test-results/screenshots/verifying-screen-app.png' });
});
