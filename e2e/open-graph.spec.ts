// Link previews: each public page names an Open Graph card drawn for it, in the variant's own look, and
// the card answers as a 1200×630 PNG.
import { type APIRequestContext, expect, test } from '@playwright/test';
import type { Platform } from '@verso/brands';
import { variantSites } from './support/environment';

const entities: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', '#x27': "'", '#39': "'" };
const decoded = (text: string) =>
  text.replace(/&(amp|quot|lt|gt|#x27|#39);/g, (_, name) => entities[name] ?? '');

/** The card's tags as a link preview reads them: from the page's HTML, which no crawler runs. */
async function previewOf(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const meta = (attribute: string, name: string) => {
    const tag = html.match(new RegExp(`<meta [^>]*${attribute}="${name}"[^>]*>`))?.[0];
    const content = tag?.match(/content="([^"]*)"/)?.[1];
    return content === undefined ? null : decoded(content);
  };
  return {
    image: meta('property', 'og:image'),
    title: meta('property', 'og:title'),
    twitterCard: meta('name', 'twitter:card'),
    twitterImage: meta('name', 'twitter:image'),
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
  test(`${platform} ${path} has a large Open Graph card of its own`, async ({ request }) => {
    const site = variantSites[platform];
    const preview = await previewOf(request, `${site}${path}`);
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

test('a blog article shows its own thumbnail as its card', async ({ request }) => {
  const preview = await previewOf(request, '/blog/translate-word-documents');
  expect(preview.twitterCard).toBe('summary_large_image');
  expect(preview.image).toMatch(/\/blog\/articles\/verso-best\/.+\.(png|webp|jpg)$/);
});

test('the image route draws no title the site did not sign', async ({ request }) => {
  const forged = await request.get('/og.png?locale=en&title=Free%20money&sig=AAAAAAAAAAAAAAAAAAAAAA');
  expect(forged.status()).toBe(404);
});
