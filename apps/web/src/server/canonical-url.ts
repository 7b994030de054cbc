// A page's absolute address for canonical links, hreflang alternates, sitemaps, Open Graph and e-mails:
// the site's origin (http/site-url.ts) plus the path as next-intl writes it in the page's locale
// (English has no prefix).
import { loadConfig } from '@verso/services';
import { getPathname } from '@/i18n/navigation';
import { siteOrigin } from './http/site-url';

export type Href = Parameters<typeof getPathname>[0]['href'];

let publicOrigin: string | undefined;

/**
 * PUBLIC_URL's origin, read once: it only changes with a restart. Cached pages are shared by every
 * visitor, so their addresses cannot follow one request's proxy headers.
 */
function sitePublicOrigin(): string {
  publicOrigin ??= siteOrigin(loadConfig());
  return publicOrigin;
}

export function canonicalUrl(href: Href, locale: string, origin = sitePublicOrigin()): string {
  return absoluteUrl(getPathname({ href, locale }), origin);
}

export function absoluteUrl(path: string, origin = sitePublicOrigin()): string {
  return new URL(path, origin).href;
}
