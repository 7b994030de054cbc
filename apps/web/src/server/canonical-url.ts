// A page's absolute address for canonical links, hreflang alternates and Open Graph: the site's
// PUBLIC_URL plus the path as next-intl writes it in the page's locale (English has no prefix).
import { loadConfig } from '@verso/services';
import { getPathname } from '@/i18n/navigation';

export type Href = Parameters<typeof getPathname>[0]['href'];

let publicUrl: string | undefined;

/** PUBLIC_URL, read once: it only changes with a restart. */
function sitePublicUrl(): string {
  publicUrl ??= loadConfig().publicUrl;
  return publicUrl;
}

export function canonicalUrl(href: Href, locale: string): string {
  return absoluteUrl(getPathname({ href, locale }));
}

export function absoluteUrl(path: string): string {
  return new URL(path, sitePublicUrl()).href;
}
