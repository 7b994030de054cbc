// On a phone the header's menus live in a panel that slides in, one collapsible section per menu.
import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 } });

test('a phone visitor opens the panel, unfolds Products and goes to document translation', async ({
  page,
}) => {
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Products' })).toBeHidden();
  await expect(banner.getByRole('button', { name: 'Language' })).toBeHidden();

  await banner.getByRole('button', { name: 'Open the menu' }).click();
  const panel = page.getByRole('dialog', { name: 'Menu' });
  await expect(panel).toBeVisible();
  const box = await panel.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(390);

  const sections = panel.locator('.ant-collapse-header');
  await expect(sections).toHaveText(['Products', 'Developer', 'Resources', 'Account']);
  await expect(panel.getByRole('link', { name: 'Translate documents' })).toBeHidden();

  await panel.getByRole('button', { name: 'Products' }).click();
  await expect(panel.getByRole('link', { name: 'Translate documents' })).toBeVisible();
  await expect(panel.getByRole('list').first()).toHaveCSS('padding-left', '8px');
  await page.screenshot({ path: 'test-results/screenshots/mobile-panel.png', animations: 'disabled' });
  await panel.getByRole('link', { name: 'Translate documents' }).click();
  await expect(page).toHaveURL(/\/translate$/);
  await expect(panel).toBeHidden();
});

test('the panel offers the language picker', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Open the menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Language' }).click();
  await expect(page.getByRole('dialog', { name: 'Verso' })).toBeVisible();
});

test('in Arabic the panel mirrors: it slides in from the left edge', async ({ page }) => {
  await page.goto('/ar');
  await page.getByRole('banner').getByRole('button', { name: 'فتح القائمة' }).click();
  const panel = page.getByRole('dialog', { name: 'القائمة' });
  await expect(panel).toBeVisible();
  await expect.poll(async () => (await panel.boundingBox())?.x).toBe(0);
  const box = await panel.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThan(390);
  // An unfolded section's links are indented from the start of the line, which is the right in Arabic.
  await panel.locator('.ant-collapse-header').first().click();
  const links = panel.getByRole('list').first();
  await expect(links.getByRole('link').first()).toBeVisible();
  await expect(links).toHaveCSS('padding-right', '8px');
  await expect(links).toHaveCSS('padding-left', '0px');
  await page.screenshot({ path: 'test-results/screenshots/mobile-panel-ar.png', animations: 'disabled' });
});

test('in English it slides in from the right edge', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Open the menu' }).click();
  const panel = page.getByRole('dialog', { name: 'Menu' });
  await expect
    .poll(async () => {
      const box = await panel.boundingBox();
      return box ? box.x + box.width : null;
    })
    .toBe(390);
});
