// Title, description, canonical URL and Open Graph card of a public page, with its address in every
// interface language (hreflang) so search engines show each reader the page in theirs. The card is an
// image drawn for the page (its title, the variant's name, logo and colours) unless the page has its own.
import { getServices } from '@verso/services';
import type { Metadata } from 'next';
import { type Locale, routing } from '@/i18n/routing';
import { absoluteUrl, canonicalUrl, type Href } from './canonical-url';
import { currentSite } from './current-site';
import { ogImageSize } from './og-image/og-image-size';
import { ogImagePath } from './og-image/og-image-url';

interface PublicPage {
  locale: Locale;
  /** The page without its locale prefix, e.g. `/formats/pdf` or `{ pathname: '/blog', query: … }`. */
  href: Href;
  title: string;
  description: string;
  /** An image made for the page already (a blog article's thumbnail), 1200×630. */
  image?: string;
  /** Open Graph fields of an article: when and by whom it was published. */
  article?: { publishedTime: string; authors: string[] };
}

export async function publicPageMetadata(page: PublicPage): Promise<Metadata> {
  const { locale, href, title, description } = page;
  const [{ config }, { host }] = await Promise.all([getServices(), currentSite()]);
  const languages = Object.fromEntries(routing.locales.map((each) => [each, canonicalUrl(href, each)]));
  const url = canonicalUrl(href, locale);
  const image = {
    url: absoluteUrl(page.image ?? ogImagePath({ locale, title }, config.authSecret)),
    ...ogImageSize,
    alt: title,
  };
  return {
    title,
    description,
    alternates: {
      canonical: url,
      languages: { ...languages, 'x-default': canonicalUrl(href, routing.defaultLocale) },
    },
    openGraph: {
      siteName: host.name,
      title,
      description,
      url,
      locale,
      images: [image],
      ...(page.article ? { type: 'article', ...page.article } : { type: 'website' }),
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}
