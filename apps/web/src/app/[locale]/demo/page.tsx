// /demo: every format to try without an account; `?type=docx` opens that format's demo at once.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DemoArea } from '@/components/demo/DemoArea';
import { DemoFormatPicker } from '@/components/demo/DemoFormatPicker';
import { PageHeading } from '@/components/shell/PageHeading';
import { defaultDemoFormat, demoFormatBySlug } from '@/lib/demo-formats';

type PageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ type?: string | string[] }>;
};

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'Demo' });
  return { title: t('title'), description: t('subtitle') };
}

export default async function DemoPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { type } = await searchParams;
  const format =
    demoFormatBySlug(typeof type === 'string' ? type : undefined) ?? demoFormatBySlug(defaultDemoFormat);
  const t = await getTranslations({ locale, namespace: 'Demo' });
  return (
    <>
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      <DemoFormatPicker selected={format?.slug} />
      {format && <DemoArea format={format} />}
    </>
  );
}
