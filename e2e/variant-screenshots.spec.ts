// Each variant's home page at desktop and phone width, kept as CI artifacts to look at.
import { expect, test } from '@playwright/test';
import type { Platform } from '@verso/brands';
import { variantSites } from './support/environment';

const widths = { desktop: { width: 1280, height: 900 }, mobile: { width: 390, height: 844 } };

for (const [platform, url] of Object.entries(variantSites) as [Platform, string][]) {
  for (const [device, viewport] of Object.entries(widths)) {
    test(`${platform} home at ${device} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(url);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      // Settled: the session answered, so the header shows its final buttons rather than busy ones.
      await expect(page.getByRole('banner').locator('[aria-busy="true"]')).toHaveCount(0);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: `test-results/screenshots/${platform}-${device}.png`, fullPage: true });
    });
  }
}
