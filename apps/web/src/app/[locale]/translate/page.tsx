// /translate: document translation for signed-in users.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RequireAuth } from '@/components/auth/RequireAuth';
import { DocumentTranslator } from '@/components/documents/DocumentTranslator';
import { PageHeading } from '@/components/shell/PageHeading';

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'TranslateDocuments' });
  return { title: t('title') };
}

export default async function TranslateDocumentsPage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'TranslateDocuments' });
  return (
    <RequireAuth>
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      <DocumentTranslator />
    </RequireAuth>
  );
}
