// /organization/home: the signed-in user's organisation; invitation e-mails link here with ?invitation=.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RequireAuth } from '@/components/auth/RequireAuth';
import { OrganizationHome } from '@/components/organization/OrganizationHome';
import { ApiProvider } from '@/components/providers/ApiProvider';
import { SiteApp } from '@/components/providers/SiteApp';
import { PageHeading } from '@/components/shell/PageHeading';
import { ClientMessages } from '@/i18n/ClientMessages';

// It reads the query string, so it renders per request instead of being cached (see the layout).
export const dynamic = 'force-dynamic';

type PageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ invitation?: string | string[] }>;
};

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'Organization' });
  return { title: t('title') };
}

export default async function OrganizationHomePage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  const { invitation } = await searchParams;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Organization' });
  return (
    <ClientMessages namespaces={['Auth', 'Organization']}>
      <ApiProvider>
        <RequireAuth>
          <PageHeading title={t('title')} subtitle={t('subtitle')} />
          <SiteApp>
            <OrganizationHome linkedInvitationId={typeof invitation === 'string' ? invitation : undefined} />
          </SiteApp>
        </RequireAuth>
      </ApiProvider>
    </ClientMessages>
  );
}
