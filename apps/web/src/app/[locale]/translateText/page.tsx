// /translateText: plain-text translation, open to visitors.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ApiProvider } from '@/components/providers/ApiProvider';
import { PageHeading } from '@/components/shell/PageHeading';
import { TextTranslator } from '@/components/text/TextTranslator';
import { ClientMessages } from '@/i18n/ClientMessages';
import type { Locale } from '@/i18n/routing';
import { publicPageMetadata } from '@/server/page-metadata';

type PageProps = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'TranslateText' });
  return publicPageMetadata({
    locale,
    href: '/translateText',
    title: t('title'),
    description: t('subtitle'),
  });
}

export default async function TranslateTextPage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'TranslateText' });
  return (
    <ClientMessages namespaces={['TranslateText', 'Languages']}>
      <ApiProvider>
        <PageHeading title={t('title')} subtitle={t('subtitle')} />
        <TextTranslator />
      </ApiProvider>
    </ClientMessages>
  );
}
