// The site's toasts (SPEC §4, §9): top right, closing after 4.5 s unless the pointer rests on them, and a
// failure that happens again does not stack identical toasts: the one toast counts the repeats.
import { expect, type Page, test } from '@playwright/test';

/** SPEC §9: a toast closes 4.5 s after it appears. */
const toastDurationMs = 4_500;

/** Makes every translation on /translateText fail, so the Translate button raises an error toast. */
async function failTranslations(page: Page): Promise<void> {
  await page.route('**/api/trpc/text.translate**', (route) =>
    route.fulfill({
      status: 500,
      json: [
        {
          error: {
            json: {
              message: 'Engine unavailable',
              code: -32603,
              data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 },
            },
          },
        },
      ],
    }),
  );
}

test('the same failure twice shows one toast marked ×2', async ({ page }) => {
  await failTranslations(page);
  await page.goto('/translateText');
  // The pause after typing sends the text once (use-live-translation.ts): that is the first failure.
  // Clicking Translate at once instead raced it on a slow machine, so the first toast could be ×2.
  await page.getByTestId('source-text').fill('The house is small.');
  const translate = page.getByTestId('translate-button');
  const toast = page.locator('.ant-notification-notice');
  await expect(toast).toHaveCount(1, { timeout: 30_000 });
  await expect(toast).not.toContainText('×');

  await expect(translate).toBeEnabled();
  await translate.click();
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText('×2');

  // Closed by hand, the count starts again.
  await toast.getByRole('button', { name: /close/i }).click();
  await expect(toast).toHaveCount(0);
  await translate.click();
  await expect(toast).toHaveCount(1);
  await expect(toast).not.toContainText('×');
});

test('a toast shows at the top right and closes by itself 4.5 s later', async ({ page }) => {
  await failTranslations(page);
  await page.goto('/translateText');
  // Times taken inside the page, so the machine's load does not blur them: when the toast appeared and
  // when it started to leave (antd's leave motion) or was removed, whichever comes first.
  await page.evaluate(() => {
    const times: { shownAt?: number; closedAt?: number } = {};
    (window as unknown as { toastTimes: typeof times }).toastTimes = times;
    new MutationObserver(() => {
      const notice = document.querySelector('.ant-notification-notice');
      if (notice && times.shownAt === undefined) times.shownAt = performance.now();
      const leaving = notice?.closest('[class*="-leave"]') ?? notice?.querySelector('[class*="-leave"]');
      if (times.shownAt !== undefined && (!notice || leaving)) times.closedAt ??= performance.now();
    }).observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['class'],
    });
  });
  await page.getByTestId('source-text').fill('The house is small.');
  await page.getByTestId('translate-button').click();

  const toast = page.locator('.ant-notification-notice');
  await expect(toast).toBeVisible({ timeout: 30_000 });
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no toast box or viewport');
  expect(box.y).toBeLessThan(40);
  expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
  expect(box.x).toBeGreaterThan(viewport.width / 2);
  await page.screenshot({ path: 'test-results/screenshots/toast-top-right.png' });

  await expect(toast).toHaveCount(0, { timeout: 15_000 });
  const { shownAt, closedAt } = await page.evaluate(
    () => (window as unknown as { toastTimes: { shownAt: number; closedAt: number } }).toastTimes,
  );
  const shownFor = closedAt - shownAt;
  expect(shownFor).toBeGreaterThanOrEqual(toastDurationMs - 100);
  // The upper bound allows for a machine under load.
  expect(shownFor).toBeLessThan(toastDurationMs + 1_500);
});

test('a toast stays while the pointer rests on it, and closes once it leaves', async ({ page }) => {
  await failTranslations(page);
  await page.goto('/translateText');
  await page.getByTestId('source-text').fill('The house is small.');
  await page.getByTestId('translate-button').click();
  const toast = page.locator('.ant-notification-notice');
  await expect(toast).toBeVisible({ timeout: 30_000 });
  await toast.hover();

  await page.waitForTimeout(toastDurationMs + 2_000);
  await expect(toast).toBeVisible();

  await page.mouse.move(10, 400);
  await expect(toast).toHaveCount(0, { timeout: toastDurationMs + 3_000 });
});
