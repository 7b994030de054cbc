// /demo/{format}: the demo of one format, where its landing page's button leads.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DemoArea } from '@/components/demo/DemoArea';
import { DemoFormatPicker } from '@/components/demo/DemoFormatPicker';
import { PageHeading } from '@/components/shell/PageHeading';
import { demoFormatBySlug, isComingSoon } from '@/lib/demo-formats';

type PageProps = { params: Promise<{ locale: string; format: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale, format: slug } = await params;
  const format = demoFormatBySlug(slug);
  const t = await getTranslations({ locale, namespace: 'Demo' });
  return format ? { title: t('formatTitle', { format: format.label }) } : {};
}

export default async function DemoFormatPage({ params }: PageProps) {
  const { locale, format: slug } = await params;
  setRequestLocale(locale);
  const format = demoFormatBySlug(slug);
  if (!format) notFound();
  const t = await getTranslations({ locale, namespace: 'Demo' });
  return (
    <>
      <PageHeading
        title={t('formatTitle', { format: format.label })}
        subtitle={t(isComingSoon(format) ? 'formatSoonSubtitle' : 'formatSubtitle', { format: format.label })}
      />
      <DemoArea format={format} />
      <DemoFormatPicker selected={format.slug} heading={t('otherFormats')} />
    </>
  );
}
