// Link previews: each public page names an Open Graph card drawn for it, in the variant's own look, and
// the card answers as a 1200×630 PNG.
import { expect, type Page, test } from '@playwright/test';
import type { Platform } from '@verso/brands';
import { variantSites } from './support/environment';

async function previewOf(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  const meta = (selector: string) => page.locator(`meta[${selector}]`).getAttribute('content');
  return {
    image: await meta('property="og:image"'),
    title: await meta('property="og:title"'),
    twitterCard: await meta('name="twitter:card"'),
    twitterImage: await meta('name="twitter:image"'),
  };
}

const samples: { platform: Platform; path: string; title: string }[] = [
  { platform: 'verso-best', path: '/', title: 'Verso — translate documents and keep their format' },
  { platform: 'verso-best', path: '/formats/pdf', title: 'Translate PDF files and keep their layout' },
  { platform: 'verso-best', path: '/ar/formats/pdf', title: 'ترجم ملفات PDF مع الحفاظ على تخطيطها' },
  { platform: 'verso-best', path: '/pricing', title: 'Pricing' },
  { platform: 'o-translator', path: '/zh/formats', title: 'O.Translator 支持翻译的格式' },
  { platform: 'o-translator', path: '/blog', title: 'Blog' },
  { platform: 'o-translator', path: '/enterprise', title: 'O.Translator for organisations' },
];

for (const { platform, path, title } of samples) {
  test(`${platform} ${path} has a large Open Graph card of its own`, async ({ page, request }) => {
    const site = variantSites[platform];
    const preview = await previewOf(page, `${site}${path}`);
    expect(preview.title).toBe(title);
    expect(preview.twitterCard).toBe('summary_large_image');
    expect(preview.image).toBeTruthy();
    expect(preview.twitterImage).toBe(preview.image);
    const imageUrl = new URL(preview.image ?? '');
    expect(imageUrl.origin).toBe(site);
    expect(imageUrl.searchParams.get('title')).toBe(title);

    const image = await request.get(imageUrl.href);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    const png = await image.body();
    // The PNG header's width and height: the size link previews expect.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(png.length).toBeGreaterThan(20_000);
    expect(png.length).toBeLessThan(600_000);
  });
}

test('a blog article shows its own thumbnail as its card', async ({ page }) => {
  const preview = await previewOf(page, '/blog/translate-word-documents');
  expect(preview.twitterCard).toBe('summary_large_image');
  expect(preview.image).toMatch(/\/blog\/articles\/verso-best\/.+\.(png|webp|jpg)$/);
});

test('the image route draws no title the site did not sign', async ({ request }) => {
  const forged = await request.get('/og.png?locale=en&title=Free%20money&sig=AAAAAAAAAAAAAAAAAAAAAA');
  expect(forged.status()).toBe(404);
});
