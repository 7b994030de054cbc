// /sitemap.xml: the index of this installation's sitemaps, one per group of public pages.
import { brandFor } from '@verso/brands';
import { loadConfig } from '@verso/services';
import { absoluteUrl } from '@/server/canonical-url';
import { publicPages, sitemapGroups } from '@/server/sitemap/public-pages';
import { sitemapIndex } from '@/server/sitemap/sitemap-xml';

// PUBLIC_URL and PLATFORM are read when the server runs, not when it is built.
export const dynamic = 'force-dynamic';

export function GET(): Response {
  const brand = brandFor(loadConfig().platform);
  const groups = sitemapGroups.filter((group) => publicPages(group, brand).length > 0);
  const urls = groups.map((group) => absoluteUrl(`/sitemaps/${group}.xml`));
  return new Response(sitemapIndex(urls), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
