// A search engine reads the sitemap index, each sitemap it lists and robots.txt: every page listed
// answers, and each comes with its address in all interface languages.
import { expect, type Page, test } from '@playwright/test';
import { routing } from '../apps/web/src/i18n/routing';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url ?? '');

/** Parses the XML in the browser, as a crawler would; a malformed document has a parsererror element. */
async function wellFormed(page: Page, xml: string): Promise<boolean> {
  return page.evaluate(
    (text) => new DOMParser().parseFromString(text, 'application/xml').querySelector('parsererror') === null,
    xml,
  );
}

test('the sitemaps list every public page in every language, and every English page answers', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const index = await (await request.get('/sitemap.xml')).text();
  expect(await wellFormed(page, index)).toBe(true);
  const sitemaps = locs(index).map((url) => new URL(url).pathname);
  expect(sitemaps).toEqual([
    '/sitemaps/pages.xml',
    '/sitemaps/formats.xml',
    '/sitemaps/intro.xml',
    '/sitemaps/blog.xml',
  ]);

  const englishPaths: string[] = [];
  for (const sitemap of sitemaps) {
    const xml = await (await request.get(sitemap)).text();
    expect(await wellFormed(page, xml)).toBe(true);
    const urls = xml.split('<url>').slice(1);
    for (const url of urls) expect(url.match(/hreflang="/g)).toHaveLength(routing.locales.length + 1);
    const paths = locs(xml).map((url) => new URL(url).pathname + new URL(url).search);
    expect(paths.length).toBe(urls.length);
    englishPaths.push(
      ...paths.filter((path) => !routing.locales.some((locale) => path.startsWith(`/${locale}/`))),
    );
  }
  expect(englishPaths).toEqual(expect.arrayContaining(['/', '/formats/pdf', '/demo/pdf', '/intro/es-MX']));
  for (const path of englishPaths) expect((await request.get(path)).status(), path).toBe(200);
  for (const locale of routing.locales) {
    expect((await request.get(`/${locale}/formats/docx`)).status(), locale).toBe(200);
  }
});

test('robots.txt opens public pages and points at the sitemap index', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /api/');
  expect(robots).toContain('Disallow: /my/');
  expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
});
