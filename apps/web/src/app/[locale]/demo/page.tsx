// /demo: every format to try without an account; `?type=docx` opens that format's demo at once.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DemoArea } from '@/components/demo/DemoArea';
import { DemoFormatPicker } from '@/components/demo/DemoFormatPicker';
import { ApiProvider } from '@/components/providers/ApiProvider';
import { PageHeading } from '@/components/shell/PageHeading';
import type { Locale } from '@/i18n/routing';
import { defaultDemoFormat, demoFormatBySlug } from '@/lib/demo-formats';
import { currentSite } from '@/server/current-site';
import { publicPageMetadata } from '@/server/page-metadata';

// It reads the query string, so it renders per request instead of being cached (see the layout).
export const dynamic = 'force-dynamic';

type PageProps = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ type?: string | string[] }>;
};

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const [t, { host }] = await Promise.all([getTranslations({ locale, namespace: 'Demo' }), currentSite()]);
  return publicPageMetadata({
    locale,
    href: '/demo',
    title: t('title', { product: host.name }),
    description: t('subtitle'),
  });
}

export default async function DemoPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { type } = await searchParams;
  const format =
    demoFormatBySlug(typeof type === 'string' ? type : undefined) ?? demoFormatBySlug(defaultDemoFormat);
  const [t, { host }] = await Promise.all([getTranslations({ locale, namespace: 'Demo' }), currentSite()]);
  return (
    <ApiProvider>
      <PageHeading title={t('title', { product: host.name })} subtitle={t('subtitle')} />
      <DemoFormatPicker selected={format?.slug} />
      {format && <DemoArea format={format} />}
    </ApiProvider>
  );
}
