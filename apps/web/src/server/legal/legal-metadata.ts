// Title, description and hreflang alternates of a legal page, in the reader's language.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { currentSite } from '@/server/current-site';
import { publicPageMetadata } from '@/server/page-metadata';
import type { LegalDocument } from './legal-document';

export async function legalMetadata(
  document: LegalDocument,
  path: string,
  locale: string,
): Promise<Metadata> {
  const [t, { host }] = await Promise.all([getTranslations({ locale, namespace: 'Legal' }), currentSite()]);
  return publicPageMetadata({
    locale: locale as Locale,
    href: path,
    // The layout's title template adds the product name.
    title: t(`${document}.title`),
    description: t(`${document}.description`, { product: host.name }),
  });
}
