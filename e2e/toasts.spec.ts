// A failure that happens again does not stack identical toasts: the one toast counts the repeats.
import { expect, test } from '@playwright/test';

test('the same failure twice shows one toast marked ×2', async ({ page }) => {
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
  await page.goto('/translateText');
  await page.getByTestId('source-text').fill('The house is small.');
  const translate = page.getByTestId('translate-button');

  await translate.click();
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
