// What a search engine shows of each variant: the home page's title and description are the variant's own
// SEO text in the page's language, the default of pages without their own, and the product pages
// (/translate, /translateText) carry a description, canonical URL, hreflang alternates and a card.
import { expect, type Page, test } from '@playwright/test';
import { brandFor, type Platform, platforms, seoFor } from '@verso/brands';
import { routing } from '../apps/web/src/i18n/routing';
import { variantSites } from './support/environment';

async function headOf(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  const content = (selector: string) => page.locator(selector).first().getAttribute('content');
  return {
    title: await page.title(),
    description: await content('meta[name="description"]'),
    ogDescription: await content('meta[property="og:description"]'),
  };
}

const localePath = (locale: string, path: string) =>
  locale === routing.defaultLocale ? path : `/${locale}${path === '/' ? '' : path}`;

/** How many languages the site's engines serve, as its home page's languages section says ("12 languages"). */
async function servedCount(page: Page, site: string): Promise<number> {
  await page.goto(site);
  const heading = await page.locator('#languages').getByRole('heading').first().textContent();
  return Number(heading?.match(/\d+/)?.[0]);
}

for (const platform of platforms) {
  const brand = brandFor(platform);
  // The language the variant's SEO text is written in, and one it is translated into.
  for (const locale of [brand.seo.locale, 'de']) {
    test(`${platform} home in ${locale} has the variant's own SEO title and description`, async ({
      page,
    }) => {
      const seo = seoFor(brand, locale, await servedCount(page, variantSites[platform]));
      const head = await headOf(page, `${variantSites[platform]}${localePath(locale, '/')}`);
      expect(head.title).toBe(seo.title);
      expect(head.description).toBe(seo.description);
      expect(head.ogDescription).toBe(seo.description);
    });
  }
}

test('verso-best’s description counts the languages its engines serve, not every language it knows', async ({
  page,
}) => {
  const served = await servedCount(page, variantSites['verso-best']);
  expect(served).toBeGreaterThan(0);
  for (const locale of ['en', 'de', 'ja']) {
    const head = await headOf(page, `${variantSites['verso-best']}${localePath(locale, '/')}`);
    expect(head.description, locale).toContain(String(served));
    expect(head.description, locale).not.toMatch(/58|\{languages\}/);
  }
  const english = await headOf(page, variantSites['verso-best']);
  expect(english.description).toBe(
    `Translate PDF, DOCX, XLSX, PPT, EPUB, SRT, TXT and images into ${served} languages with the layout intact.`,
  );
});

test('a page without a description of its own gets the variant’s, in its language', async ({ page }) => {
  const expectations: [Platform, string][] = [
    ['dl-translator', 'fr'],
    ['shangyi-translator', 'en'],
  ];
  for (const [platform, locale] of expectations) {
    const served = await servedCount(page, variantSites[platform]);
    const head = await headOf(page, `${variantSites[platform]}${localePath(locale, '/signin')}`);
    expect(head.description, platform).toBe(seoFor(brandFor(platform), locale, served).description);
  }
  // Two variants, two descriptions: the catalogue no longer gives every variant the same one.
  expect(seoFor(brandFor('dl-translator'), 'fr', 12).description).not.toBe(
    seoFor(brandFor('verso-best'), 'fr', 12).description,
  );
});

const productPages: { platform: Platform; path: string; title: string; description: string }[] = [
  {
    platform: 'verso-best',
    path: '/translate',
    title: 'Translate documents',
    description: 'Upload a file; you get it back translated, in the same format.',
  },
  {
    platform: 'o-translator',
    path: '/translateText',
    title: 'Translate text',
    description: 'Type or paste text, pick the languages and translate.',
  },
];

// What a crawler reads: the page as served, before /translate's script sends a visitor to sign in.
test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  for (const { platform, path, title, description } of productPages) {
    test(`${platform} ${path} has a description, canonical URL, hreflang alternates and a card`, async ({
      page,
    }) => {
      const site = variantSites[platform];
      const own = seoFor(brandFor(platform), 'es', await servedCount(page, site)).description;
      const head = await headOf(page, `${site}/es${path}`);
      expect(head.description).not.toBe(own);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site}/es${path}`);
      await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(routing.locales.length + 1);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
        'href',
        `${site}${path}`,
      );
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/og\.png\?/);

      await headOf(page, `${site}${path}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    });
  }
});
