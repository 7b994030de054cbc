// /developer/v1/register: a signed-in developer's keys for REST API v1.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RequireAuth } from '@/components/auth/RequireAuth';
import { ApiKeys } from '@/components/developer/ApiKeys';
import styles from '@/components/developer/Developer.module.css';
import { ApiProvider } from '@/components/providers/ApiProvider';
import { PageHeading } from '@/components/shell/PageHeading';
import { ClientMessages } from '@/i18n/ClientMessages';
import { Link } from '@/i18n/navigation';

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'DeveloperKeys' });
  return { title: t('title'), description: t('subtitle') };
}

export default async function ApiRegistrationPage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'DeveloperKeys' });
  return (
    <ClientMessages namespaces={['Auth', 'DeveloperKeys']}>
      <ApiProvider>
        <RequireAuth>
          <PageHeading title={t('title')} subtitle={t('subtitle')} />
          <p className={styles.links}>
            <Link href="/developer/hub">{t('readTheDocs')}</Link>
            <Link href="/pricing">{t('creditsLink')}</Link>
          </p>
          <ApiKeys />
        </RequireAuth>
      </ApiProvider>
    </ClientMessages>
  );
}
