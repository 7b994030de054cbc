// Title, description, canonical URL and Open Graph card of a public page, with its address in every
// interface language (hreflang) so search engines show each reader the page in theirs.
import { getServices } from '@verso/services';
import type { Metadata } from 'next';
import { getPathname } from '@/i18n/navigation';
import { type Locale, routing } from '@/i18n/routing';
import { currentSite } from './current-site';

interface PublicPage {
  locale: Locale;
  /** The path without its locale prefix, e.g. `/formats/pdf`. */
  path: string;
  title: string;
  description: string;
}

export async function publicPageMetadata({
  locale,
  path,
  title,
  description,
}: PublicPage): Promise<Metadata> {
  const [{ config }, { host }] = await Promise.all([getServices(), currentSite()]);
  const urlIn = (inLocale: Locale) =>
    new URL(getPathname({ href: path, locale: inLocale }), config.publicUrl).href;
  const languages = Object.fromEntries(routing.locales.map((each) => [each, urlIn(each)]));
  return {
    title,
    description,
    alternates: {
      canonical: urlIn(locale),
      languages: { ...languages, 'x-default': urlIn(routing.defaultLocale) },
    },
    openGraph: {
      type: 'website',
      siteName: host.name,
      title,
      description,
      url: urlIn(locale),
      locale,
    },
  };
}
