// The sitemap protocol's two documents: an index of sitemaps, and a set of URLs each with its
// address in every interface language (hreflang alternates, x-default English).
import { getPathname } from '@/i18n/navigation';
import { routing } from '../../i18n/routing';
import type { PublicPage } from './public-pages';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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

export function urlSet(pages: readonly PublicPage[], publicUrl: string): string {
  const urlIn = (path: string, locale: string) =>
    new URL(getPathname({ href: path, locale }), publicUrl).href;
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
