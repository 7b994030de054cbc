// A visitor reads the terms and the privacy policy: each variant's own company, address and contacts,
// reached from the footer, in the visitor's language or in English while a translation is missing.
import { expect, test } from '@playwright/test';
import { brandFor, platforms } from '@verso/brands';
import { variantSites } from './support/environment';

for (const platform of platforms) {
  const brand = brandFor(platform);
  test(`${platform}: the terms and the privacy policy name ${brand.organization.legalName}`, async ({
    page,
  }) => {
    for (const path of ['/terms-and-conditions', '/privacy']) {
      const response = await page.goto(`${variantSites[platform]}${path}`);
      expect(response?.status(), path).toBe(200);
      const article = page.locator('article');
      await expect(article).toContainText(brand.organization.legalName);
      await expect(article).toContainText(brand.organization.address.join(', '));
      await expect(article.getByRole('link', { name: brand.support.email }).first()).toHaveAttribute(
        'href',
        `mailto:${brand.support.email}`,
      );
      if (brand.icpNumber) await expect(article).toContainText(brand.icpNumber);
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
    await expect(page.locator('article')).toContainText(
      'deleted automatically 30 days after the translation finished',
    );
  });
}

test('the footer leads to both documents, and each language reads its own translation', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Terms and conditions' }).click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions');
  await expect(page).toHaveTitle(/^Terms and conditions · Verso/);
  await footer.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');

  const german = await page.goto('/de/privacy');
  expect(german?.status()).toBe(200);
  // Every locale has its own documents (the English fallback is unit-tested in server/legal).
  await expect(page.locator('article')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: 'Was wir speichern und warum' })).toBeVisible();
  await expect(page.locator('article')).toContainText('30 Tage');
  await expect(page.locator('article')).toContainText('Verso Project e.V.');
});

test('the sitemap lists both documents in every language', async ({ request }) => {
  const xml = await (await request.get('/sitemaps/pages.xml')).text();
  for (const path of ['/terms-and-conditions', '/privacy']) {
    expect(xml).toContain(`<loc>${new URL(path, variantSites['verso-best']).href}</loc>`);
    expect(xml).toContain(`<loc>${new URL(`/zh-HK${path}`, variantSites['verso-best']).href}</loc>`);
    expect(xml).toContain(`hreflang="x-default" href="${new URL(path, variantSites['verso-best']).href}"`);
  }
});
