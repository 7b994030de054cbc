// /my/history: the signed-in user's document and text translations, filtered by kind.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RequireAuth } from '@/components/auth/RequireAuth';
import { History } from '@/components/history/History';
import { ApiProvider } from '@/components/providers/ApiProvider';
import { PageHeading } from '@/components/shell/PageHeading';
import { ClientMessages } from '@/i18n/ClientMessages';

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'History' });
  return { title: t('title') };
}

export default async function HistoryPage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'History' });
  return (
    <ClientMessages
      namespaces={['Auth', 'History', 'Languages', 'TranslateDocuments.status', 'TranslateDocuments.tier']}
    >
      <ApiProvider>
        <RequireAuth>
          <PageHeading title={t('title')} subtitle={t('subtitle')} />
          <History />
        </RequireAuth>
      </ApiProvider>
    </ClientMessages>
  );
}
