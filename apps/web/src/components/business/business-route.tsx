// /contact-business and /enterprise are one kind of page: a business inquiry with its own heading and
// pitch. These build both routes' metadata and page, so each route file holds only what it says.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ApiProvider } from '@/components/providers/ApiProvider';
import type { Locale } from '@/i18n/routing';
import { currentSite } from '@/server/current-site';
import { publicPageMetadata } from '@/server/page-metadata';
import type { InquiryKind } from './BusinessInquiryForm';
import { BusinessPage } from './BusinessPage';

export type PageProps = { params: Promise<{ locale: Locale }> };
type BusinessTranslator = Awaited<ReturnType<typeof getTranslations<'Business'>>>;

export interface BusinessRoute {
  kind: InquiryKind;
  href: string;
  /** What the page says beside the form, in the Business messages. */
  pitch: (t: BusinessTranslator, product: string) => ReactNode;
}

async function headings(locale: Locale, kind: InquiryKind) {
  const t = await getTranslations({ locale, namespace: 'Business' });
  const { host } = await currentSite();
  return {
    t,
    host,
    title: t(`${kind}Title`, { product: host.name }),
    subtitle: t(`${kind}Subtitle`),
  };
}

/** The route's title and description, with its address in every locale. */
export async function businessMetadata(route: BusinessRoute, { params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const { title, subtitle } = await headings(locale, route.kind);
  return publicPageMetadata({ locale, href: route.href, title, description: subtitle });
}

export async function BusinessRoutePage({ route, params }: PageProps & { route: BusinessRoute }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { t, host, title, subtitle } = await headings(locale, route.kind);
  return (
    <ApiProvider>
      <BusinessPage kind={route.kind} title={title} subtitle={subtitle} supportEmail={host.supportEmail}>
        {route.pitch(t, host.name)}
      </BusinessPage>
    </ApiProvider>
  );
}
