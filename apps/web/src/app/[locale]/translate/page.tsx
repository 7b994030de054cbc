// /translate: document translation for signed-in users.
import { languageByCode } from '@verso/core';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RequireAuth } from '@/components/auth/RequireAuth';
import { DocumentTranslator } from '@/components/documents/DocumentTranslator';
import { ApiProvider } from '@/components/providers/ApiProvider';
import { PageHeading } from '@/components/shell/PageHeading';
import { ClientMessages } from '@/i18n/ClientMessages';
import type { Locale } from '@/i18n/routing';
import { publicPageMetadata } from '@/server/page-metadata';

// It reads the query string, so it renders per request instead of being cached (see the layout).
export const dynamic = 'force-dynamic';

type PageProps = { params: Promise<{ locale: Locale }> };
type TranslatePageProps = PageProps & { searchParams: Promise<{ to?: string | string[] }> };

/** `?to=pt` (from an intro page) preselects the target language; anything the registry lacks is ignored. */
function targetFrom(to: string | string[] | undefined): string | undefined {
  return typeof to === 'string' ? languageByCode(to)?.code : undefined;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'TranslateDocuments' });
  return publicPageMetadata({ locale, href: '/translate', title: t('title'), description: t('subtitle') });
}

export default async function TranslateDocumentsPage({ params, searchParams }: TranslatePageProps) {
  const { locale } = await params;
  const initialTarget = targetFrom((await searchParams).to);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'TranslateDocuments' });
  return (
    <ClientMessages
      namespaces={['Auth', 'TranslateDocuments', 'Glossaries', 'FormatOptions', 'JobDetails', 'Languages']}
    >
      <ApiProvider>
        <RequireAuth>
          <PageHeading title={t('title')} subtitle={t('subtitle')} />
          <DocumentTranslator initialTarget={initialTarget} />
        </RequireAuth>
      </ApiProvider>
    </ClientMessages>
  );
}
