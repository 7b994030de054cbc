// A search engine reads the sitemap index, each sitemap it lists and robots.txt: every page listed
// answers, in every language, and each comes with its address in all interface languages.
import { expect, type Page, test } from '@playwright/test';
import type { Platform } from '@verso/brands';
import { routing } from '../apps/web/src/i18n/routing';
import { variantSites } from './support/environment';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url ?? '');

/** Parses the XML in the browser, as a crawler would; a malformed document has a parsererror element. */
async function wellFormed(page: Page, xml: string): Promise<boolean> {
  return page.evaluate(
    (text) => new DOMParser().parseFromString(text, 'application/xml').querySelector('parsererror') === null,
    xml,
  );
}

/** Requests each URL, a few at a time (two cores serve them), and returns those that did not answer 200. */
async function failing(urls: readonly string[], concurrency = 4): Promise<string[]> {
  const queue = [...urls];
  const failures: string[] = [];
  const worker = async () => {
    for (let url = queue.shift(); url; url = queue.shift()) {
      const response = await fetch(url, { redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status !== 200) failures.push(`${response.status} ${url}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return failures;
}

test('the sitemaps list every public page in every language, and every page answers in English and in another language', async ({
  page,
  request,
}) => {
  // Some 380 pages, each rendered for the first time.
  test.setTimeout(600_000);
  const index = await (await request.get('/sitemap.xml')).text();
  expect(await wellFormed(page, index)).toBe(true);
  const sitemaps = locs(index).map((url) => new URL(url).pathname);
  expect(sitemaps).toEqual([
    '/sitemaps/pages.xml',
    '/sitemaps/formats.xml',
    '/sitemaps/intro.xml',
    '/sitemaps/blog.xml',
  ]);

  const urls: string[] = [];
  for (const sitemap of sitemaps) {
    const xml = await (await request.get(sitemap)).text();
    expect(await wellFormed(page, xml)).toBe(true);
    const entries = xml.split('<url>').slice(1);
    for (const entry of entries) expect(entry.match(/hreflang="/g)).toHaveLength(routing.locales.length + 1);
    expect(locs(xml).length).toBe(entries.length);
    urls.push(...locs(xml));
  }
  const paths = urls.map((url) => new URL(url).pathname + new URL(url).search);
  expect(paths).toEqual(
    expect.arrayContaining([
      '/',
      '/formats/pdf',
      '/demo/pdf',
      '/intro/es-MX',
      '/zh-HK/formats/docx',
      '/ar/blog',
    ]),
  );
  // Each page once per interface language.
  expect(paths.filter((path) => path.endsWith('/formats/docx'))).toHaveLength(routing.locales.length);
  expect(await failing(sample(urls))).toEqual([]);
});

/**
 * Every page in English, and each page once more in another language, the languages taken in turn, so
 * every page and every language is asked for: rendering all 31 × ~190 pages for the first time took
 * 13 minutes on two cores, for a check the per-language rendering repeats almost unchanged.
 */
function sample(urls: readonly string[]): string[] {
  const others = routing.locales.filter((locale) => locale !== routing.defaultLocale);
  const prefixOf = (url: string) => new URL(url).pathname.split('/')[1] ?? '';
  const english = urls.filter((url) => !others.includes(prefixOf(url) as (typeof others)[number]));
  return english.flatMap((url, index) => {
    const locale = others[index % others.length];
    const { origin, pathname, search } = new URL(url);
    const localized = `${origin}/${locale}${pathname === '/' ? '' : pathname}${search}`;
    expect(urls, localized).toContain(localized);
    return [url, localized];
  });
}

test('a sitemap lists text translation only where the variant offers it', async ({ request }) => {
  const pagesOf = async (platform: Platform) => {
    const xml = await (await request.get(`${variantSites[platform]}/sitemaps/pages.xml`)).text();
    return locs(xml).map((url) => new URL(url).pathname);
  };
  const documentVariant = await pagesOf('verso-best');
  expect(documentVariant).toContain('/translate');
  expect(documentVariant.filter((path) => path.endsWith('/translateText'))).toEqual([]);
  expect(documentVariant.filter((path) => path.endsWith('/enterprise'))).toEqual([]);
  expect(await pagesOf('o-translator')).toContain('/translateText');
  expect(await pagesOf('shangyi-translator')).toContain('/de/translateText');
});

test('robots.txt opens public pages and points at the sitemap index', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /api/');
  expect(robots).toContain('Disallow: /my/');
  expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
});
