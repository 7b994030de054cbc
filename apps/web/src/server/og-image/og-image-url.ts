// The address of a page's Open Graph card. The title travels in the URL, signed with the site's secret,
// so the image route draws only titles the site itself wrote, not any text a stranger puts in a link.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { hasLocale } from 'next-intl';
import { type Locale, routing } from '@/i18n/routing';

export interface OgImageRequest {
  locale: Locale;
  title: string;
}

const signature = ({ locale, title }: OgImageRequest, secret: string) =>
  createHmac('sha256', secret).update(`og-image\n${locale}\n${title}`).digest('base64url').slice(0, 22);

/** The card's path on this site, e.g. `/og.png?locale=ar&title=…&sig=…`. */
export function ogImagePath(card: OgImageRequest, secret: string): string {
  const query = new URLSearchParams({ locale: card.locale, title: card.title, sig: signature(card, secret) });
  return `/og.png?${query}`;
}

/** The card a request asks for, or null when its signature is not the site's. */
export function verifiedOgImageRequest(query: URLSearchParams, secret: string): OgImageRequest | null {
  const locale = query.get('locale');
  const title = query.get('title');
  const given = Buffer.from(query.get('sig') ?? '');
  if (!hasLocale(routing.locales, locale) || !title) return null;
  const expected = Buffer.from(signature({ locale, title }, secret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? { locale, title } : null;
}
