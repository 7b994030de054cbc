// A signed-out visitor opens a page that needs an account: they are told why, and sent to sign in.
import { expect, test } from '@playwright/test';

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
  expect(verifyingSeen).toBe('yes');
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
  // Sign-in cannot start, so the loading view stays long enough to look at.
  await page.route('**/api/auth/providers', (route) => route.fulfill({ status: 503, json: {} }));
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
  await page.screenshot({ path: 'test-results/screenshots/verifying-screen.png' });
});
