// Desktop menus open on hover or click and stay open 150 ms after the pointer leaves (SPEC §9), so a
// visitor crossing the gap to the list does not lose it.
import { expect, test } from '@playwright/test';
import { headerMenuButton, openDropdown } from './support/header';

test.use({ viewport: { width: 1280, height: 900 } });

test('a menu opened by hover starts closing 150 ms after the pointer leaves', async ({ page }) => {
  await page.goto('/');
  const products = headerMenuButton(page, 'Products');
  await products.hover();
  await expect(openDropdown(page)).toBeVisible();

  // Timed inside the page: when the pointer left the button, and when antd began hiding the list.
  await page.evaluate(() => {
    const dropdown = document.querySelector('.ant-dropdown:not(.ant-dropdown-hidden)');
    const times = { left: 0, closing: 0 };
    Object.assign(window, { dropdownTimes: times });
    document.querySelector('[data-menu="products"]')?.addEventListener('mouseleave', () => {
      times.left = performance.now();
    });
    new MutationObserver(() => {
      if (!times.closing && /-leave|-hidden/.test(dropdown?.className ?? ''))
        times.closing = performance.now();
    }).observe(dropdown as Element, { attributes: true, attributeFilter: ['class'] });
  });
  await page.mouse.move(640, 600);
  await expect(openDropdown(page)).toHaveCount(0);

  const { left, closing } = await page.evaluate(
    () => (window as unknown as { dropdownTimes: { left: number; closing: number } }).dropdownTimes,
  );
  expect(left).toBeGreaterThan(0);
  expect(closing - left).toBeGreaterThanOrEqual(140);
  expect(closing - left).toBeLessThan(600);
});

test('a click opens a menu too', async ({ page }) => {
  await page.goto('/');
  await headerMenuButton(page, 'Developer').click();
  await expect(openDropdown(page).getByRole('link', { name: 'Developer hub' })).toBeVisible();
});
