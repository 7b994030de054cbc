// A page's absolute address for canonical links and Open Graph: the site's PUBLIC_URL plus the path in
// the page's locale (English has no prefix).
import { getPathname } from '@/i18n/navigation';
import { blogSite } from './site-blog';

type Href = Parameters<typeof getPathname>[0]['href'];

export function canonicalUrl(href: Href, locale: string): string {
  return new URL(getPathname({ href, locale }), blogSite().publicUrl).toString();
}

export function absoluteUrl(path: string): string {
  return new URL(path, blogSite().publicUrl).toString();
}
