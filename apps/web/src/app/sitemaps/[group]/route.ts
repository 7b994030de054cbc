// /sitemaps/{group}.xml: every page of one group in every interface language, with hreflang alternates.
import { brandFor } from '@verso/brands';
import { loadConfig } from '@verso/services';
import { siteOrigin } from '@/server/http/site-url';
import { publicPages, type SitemapGroup, sitemapGroups } from '@/server/sitemap/public-pages';
import { urlSet } from '@/server/sitemap/sitemap-xml';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ group: string }> }) {
  const group = (await params).group.replace(/\.xml$/, '');
  if (!sitemapGroups.includes(group as SitemapGroup)) return new Response('Not found', { status: 404 });
  const config = loadConfig();
  const pages = publicPages(group as SitemapGroup, brandFor(config.platform));
  // PUBLIC_URL's, as the pages' canonical links (canonical-url.ts) are: one address per page for crawlers.
  return new Response(urlSet(pages, siteOrigin(config)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}
