// A visitor reads the landing page of every format and the intro pages of a few regions, in English and
// Spanish, and each leads on: to the format's demo, or to the translator with the language preselected.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { formatPages } from '../apps/web/src/components/landing/format-pages';
import { variantSites } from './support/environment';
import { signInByEmail, uniqueEmail } from './support/sign-in';

type FormatTexts = { title: string };
const catalogue = (locale: string): { FormatPages: Record<string, FormatTexts> } =>
  JSON.parse(readFileSync(join(import.meta.dirname, `../apps/web/messages/${locale}.json`), 'utf8'));

const locales = [
  { locale: 'en', prefix: '' },
  { locale: 'es', prefix: '/es' },
];

// Every format in English; in Spanish a sample with each count of feature points, since the pages are one
// component over the catalogue, whose every language the catalogue tests check for each format's texts.
const spanishSample = new Set(['pdf', 'docx', 'audio', 'xml', 'manga']);

for (const { locale, prefix } of locales) {
  const texts = catalogue(locale).FormatPages;
  const pages = formatPages.filter(({ slug }) => locale === 'en' || spanishSample.has(slug));

  for (const { slug, features } of pages) {
    test(`${prefix}/formats/${slug} shows its title, demo button and ${features.length} feature points`, async ({
      page,
    }) => {
      const response = await page.goto(`${prefix}/formats/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts[slug]?.title ?? '');
      await expect(page.getByTestId('demo-button')).toHaveAttribute('href', `${prefix}/demo/${slug}`);
      await expect(page.getByTestId('feature-point')).toHaveCount(features.length);
    });
  }

  test(`${prefix}/formats links to all 25 format pages`, async ({ page }) => {
    const response = await page.goto(`${prefix}/formats`);
    expect(response?.status()).toBe(200);
    const links = page.getByTestId('format-link');
    await expect(links).toHaveCount(25);
    await expect(links.first()).toHaveAttribute('href', `${prefix}/formats/pdf`);
  });
}

const introSample = [
  { code: 'es-MX', target: 'es' },
  { code: 'pt-BR', target: 'pt' },
  { code: 'ar-SA', target: 'ar' },
  { code: 'zh-TW', target: 'zh-HK' },
  { code: 'ja-JP', target: 'ja' },
  { code: 'eo', target: 'eo' },
];

for (const { locale, prefix } of locales) {
  const names = new Intl.DisplayNames([locale], { type: 'language', languageDisplay: 'standard' });
  for (const { code, target } of introSample) {
    test(`${prefix}/intro/${code} is about translating into its language and preselects it`, async ({
      page,
    }) => {
      const response = await page.goto(`${prefix}/intro/${code}`);
      expect(response?.status()).toBe(200);
      const language = code === 'zh-TW' ? names.of('zh-Hant-TW') : names.of(code);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(language ?? code);
      await expect(page.getByTestId('translate-button')).toHaveAttribute(
        'href',
        `${prefix}/translate?to=${encodeURIComponent(target)}`,
      );
    });
  }
}

test('/intro links to every region’s page', async ({ page }) => {
  const response = await page.goto('/es/intro');
  expect(response?.status()).toBe(200);
  const links = page.getByTestId('intro-links').getByRole('link');
  expect(await links.count()).toBeGreaterThanOrEqual(95);
  await expect(page.getByRole('link', { name: 'Español (México)' })).toHaveAttribute(
    'href',
    '/es/intro/es-MX',
  );
});

test('an intro page says which Apertium pairs translate into its language offline', async ({ page }) => {
  await page.goto('/intro/pt-BR');
  await expect(page.getByText(/Apertium translates into Portuguese \(Brazil\) from .*Spanish/)).toBeVisible();
  await page.goto('/intro/ja-JP');
  await expect(page.getByText(/no Apertium pair into Japanese/)).toBeVisible();
});

test('a right-to-left language gets the note on direction', async ({ page }) => {
  await page.goto('/intro/he-IL');
  await expect(page.getByText(/written from right to left/)).toBeVisible();
});

test('every product line is built: no format page says "coming soon", and arXiv papers lead to their translator', async ({
  page,
}) => {
  for (const slug of ['arxiv', 'audio', 'manga', 'pdf']) {
    await page.goto(`/formats/${slug}`);
    await expect(page.getByTestId('not-available-yet')).toHaveCount(0);
  }
  await page.goto('/formats/arxiv');
  await expect(page.getByTestId('translate-button')).toHaveAttribute('href', '/translate?type=arxiv');
  await page.goto('/formats/pdf');
  await expect(page.getByTestId('translate-button')).toHaveAttribute('href', '/translate');
});

test('an unknown intro code or format is not found', async ({ page }) => {
  expect((await page.goto('/intro/xx-YY'))?.status()).toBe(404);
  expect((await page.goto('/formats/exe'))?.status()).toBe(404);
});

test('landing pages carry a canonical URL, hreflang alternates and an Open Graph card', async ({ page }) => {
  await page.goto('/es/formats/pdf');
  const head = page.locator('head');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/es\/formats\/pdf$/);
  await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    /\/formats\/pdf$/,
  );
  await expect(head.locator('link[rel="alternate"][hreflang]')).toHaveCount(32);
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    catalogue('es').FormatPages.pdf?.title ?? '',
  );
  await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/es\/formats\/pdf$/);
});

test('a format page leads to the blog’s guides for its format, in a variant with a blog', async ({
  page,
  request,
}) => {
  await page.goto('/de/formats/docx');
  const guides = page.getByTestId('format-guides');
  await expect(page.getByRole('heading', { name: 'Anleitungen' })).toBeVisible();
  const guide = guides.getByRole('link', {
    name: 'Translate Word documents without breaking the formatting',
  });
  await expect(guide).toHaveAttribute('href', '/de/blog/translate-word-documents');
  expect((await request.get('/de/blog/translate-word-documents')).status()).toBe(200);
  await guide.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Translate Word documents without breaking the formatting',
  );
  // A format no article is about has no empty section.
  await page.goto('/formats/tex');
  await expect(page.getByTestId('demo-button')).toBeVisible();
  await expect(page.getByTestId('format-guides')).toHaveCount(0);
});

test('a variant with an empty blog shows no guides', async ({ page }) => {
  await page.goto(`${variantSites['shangyi-translator']}/formats/docx`);
  await expect(page.getByTestId('demo-button')).toBeVisible();
  await expect(page.getByTestId('format-guides')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Guides' })).toHaveCount(0);
});

test('the intro page’s button opens the translator with the target language chosen', async ({ page }) => {
  await signInByEmail(page, uniqueEmail('intro'), '/translate?to=pt');
  // The label appears once the language list has loaded.
  await expect(page.getByTestId('target-language')).toContainText('Portuguese', { timeout: 20_000 });
});

test.describe('in another variant', () => {
  test.use({ baseURL: variantSites['o-translator'] });

  test('/formats/pdf names that variant’s product, never Verso', async ({ page }) => {
    await page.goto('/formats/pdf');
    const main = page.locator('main');
    await expect(main).toContainText('O.Translator sets each translated paragraph back');
    await expect(main).toContainText('What O.Translator does with your PDF');
    await expect(page.locator('body')).not.toContainText('Verso');
  });
});
