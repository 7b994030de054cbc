// The sitemap protocol's two documents: an index of sitemaps, and a set of URLs each with its
// address in every interface language (hreflang alternates, x-default English).
import { routing } from '../../i18n/routing';
import { canonicalUrl } from '../canonical-url';
import { escapeMarkup as escapeXml } from '../escape-markup';
import type { PublicPage } from './public-pages';

export function sitemapIndex(sitemapUrls: readonly string[]): string {
  const entries = sitemapUrls.map((url) => `  <sitemap><loc>${escapeXml(url)}</loc></sitemap>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** Every page in every locale, with addresses on `origin` (the site's, see http/site-url.ts). */
export function urlSet(pages: readonly PublicPage[], origin: string): string {
  const urlIn = (path: string, locale: string) => canonicalUrl(path, locale, origin);
  const entries = pages.flatMap((page) =>
    routing.locales.map((locale) => {
      const alternates = [
        ...routing.locales.map(
          (other) =>
            `    <xhtml:link rel="alternate" hreflang="${other}" href="${escapeXml(urlIn(page.path, other))}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(urlIn(page.path, routing.defaultLocale))}"/>`,
      ];
      const lastModified = page.lastModified ? [`    <lastmod>${page.lastModified}</lastmod>`] : [];
      return [
        '  <url>',
        `    <loc>${escapeXml(urlIn(page.path, locale))}</loc>`,
        ...lastModified,
        ...alternates,
        '  </url>',
      ];
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.flat(),
    '</urlset>',
    '',
  ].join('\n');
}
