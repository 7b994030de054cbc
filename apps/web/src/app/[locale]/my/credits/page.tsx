// /my/credits: the signed-in user's balance, purchases with their receipts, and usage (paged, as CSV).
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RequireAuth } from '@/components/auth/RequireAuth';
import { CreditsOverview } from '@/components/credits/CreditsOverview';
import { ApiProvider } from '@/components/providers/ApiProvider';
import { PageHeading } from '@/components/shell/PageHeading';
import { ClientMessages } from '@/i18n/ClientMessages';

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'Credits' });
  return { title: t('title') };
}

export default async function CreditsPage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Credits' });
  return (
    <ClientMessages namespaces={['Auth', 'Credits']}>
      <ApiProvider>
        <RequireAuth>
          <PageHeading title={t('title')} subtitle={t('subtitle')} />
          <CreditsOverview />
        </RequireAuth>
      </ApiProvider>
    </ClientMessages>
  );
}
