// A page breaks while rendering: the visitor sees the crash screen and the error reaches the operators.
import { expect, test } from '@playwright/test';

test('a page that fails to render shows the crash screen and reports the component stack', async ({
  page,
}) => {
  const report = page.waitForRequest('**/api/logError');
  await page.goto('/crash-test');

  await expect(page.getByText('Something went wrong')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  // The header above the broken page still works.
  await expect(page.locator('header').first()).toBeVisible();

  const body = (await report).postDataJSON();
  expect(body.message).toContain('TypeError: Crash test: a component failed to render');
  expect(body.location).toMatch(/\/crash-test$/);
  expect(body.data.type).toBe('react-boundary');
  // A production build's component names are minified; the stack still leads to the built chunks.
  expect(body.data.componentStack).toMatch(/at \S+ \(.*\/_next\/static\/chunks\//);

  await page.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.getByText('Something went wrong')).toBeVisible();
});
