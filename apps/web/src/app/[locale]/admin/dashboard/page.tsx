// /admin/dashboard: the operator's overview; signed-in users only, and its data for admins only.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AdminDashboard } from '@/components/admin/AdminDashboard';
import { RequireAuth } from '@/components/auth/RequireAuth';
import { ApiProvider } from '@/components/providers/ApiProvider';
import { PageHeading } from '@/components/shell/PageHeading';
import { ClientMessages } from '@/i18n/ClientMessages';

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'AdminDashboard' });
  return { title: t('title'), robots: { index: false } };
}

export default async function AdminDashboardPage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'AdminDashboard' });
  return (
    <ClientMessages
      namespaces={['Auth', 'AdminDashboard', 'TranslateDocuments.status', 'Organization.roles']}
    >
      <ApiProvider>
        <RequireAuth>
          <PageHeading title={t('title')} subtitle={t('subtitle')} />
          <AdminDashboard />
        </RequireAuth>
      </ApiProvider>
    </ClientMessages>
  );
}
