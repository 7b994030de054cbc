// The sticky header slides up as a reader scrolls down, by no more than its own height, and comes
// back as soon as they scroll up.
import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 600 } });

test('scrolling down hides the header, scrolling up brings it back', async ({ page }) => {
  await page.goto('/');
  // The header listens for scrolling once its script has run; a scroll before that moves nothing.
  await page.waitForLoadState('networkidle');
  const header = page.getByRole('banner');
  const top = async () => (await header.boundingBox())?.y ?? Number.NaN;
  const height = (await header.boundingBox())?.height ?? 0;
  expect(height).toBeGreaterThan(0);
  expect(await top()).toBe(0);

  await page.evaluate(() => window.scrollBy(0, 500));
  await expect.poll(top).toBeCloseTo(-height, 0);

  await page.evaluate(() => window.scrollBy(0, -20));
  await expect.poll(top).toBeGreaterThan(-height);
  await page.evaluate(() => window.scrollBy(0, -200));
  await expect.poll(top).toBe(0);
});
