// /demo/{format}: the demo of one format, where its landing page's button leads.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DemoArea } from '@/components/demo/DemoArea';
import { DemoFormatPicker } from '@/components/demo/DemoFormatPicker';
import { ApiProvider } from '@/components/providers/ApiProvider';
import { PageHeading } from '@/components/shell/PageHeading';
import type { Locale } from '@/i18n/routing';
import { type DemoFormat, demoFormatBySlug, hasDemo, isComingSoon } from '@/lib/demo-formats';
import { currentSite } from '@/server/current-site';
import { publicPageMetadata } from '@/server/page-metadata';

type PageProps = { params: Promise<{ locale: Locale; format: string }> };

/** What the page says under its title: try a file, try a paper, or it is coming. */
function subtitleKey(format: DemoFormat) {
  if (isComingSoon(format)) return 'formatSoonSubtitle';
  return hasDemo(format) ? 'formatSubtitle' : 'paperSubtitle';
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale, format: slug } = await params;
  const format = demoFormatBySlug(slug);
  const [t, { host }] = await Promise.all([getTranslations({ locale, namespace: 'Demo' }), currentSite()]);
  if (!format) return {};
  return publicPageMetadata({
    locale,
    href: `/demo/${format.slug}`,
    title: t('formatTitle', { format: format.label }),
    description: t(subtitleKey(format), {
      format: format.label,
      product: host.name,
    }),
  });
}

export default async function DemoFormatPage({ params }: PageProps) {
  const { locale, format: slug } = await params;
  setRequestLocale(locale);
  const format = demoFormatBySlug(slug);
  if (!format) notFound();
  const [t, { host }] = await Promise.all([getTranslations({ locale, namespace: 'Demo' }), currentSite()]);
  return (
    <ApiProvider>
      <PageHeading
        title={t('formatTitle', { format: format.label })}
        subtitle={t(subtitleKey(format), {
          format: format.label,
          product: host.name,
        })}
      />
      <DemoArea format={format} />
      <DemoFormatPicker selected={format.slug} heading={t('otherFormats')} />
    </ApiProvider>
  );
}
