// /my/jobs/{id}/review: review and edit a finished translation, then regenerate its file. The job's
// own page (/my/jobs/{id}) shows the same component in a tab.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RequireAuth } from '@/components/auth/RequireAuth';
import { ApiProvider } from '@/components/providers/ApiProvider';
import { SegmentReview } from '@/components/review/SegmentReview';
import { PageHeading } from '@/components/shell/PageHeading';
import { ClientMessages } from '@/i18n/ClientMessages';

type PageProps = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'SegmentReview' });
  return { title: t('title'), robots: { index: false } };
}

export default async function JobReviewPage({ params }: PageProps) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'SegmentReview' });
  return (
    <ClientMessages namespaces={['Auth', 'SegmentReview']}>
      <ApiProvider>
        <RequireAuth>
          <PageHeading title={t('title')} subtitle={t('subtitle')} />
          <SegmentReview jobId={id} />
        </RequireAuth>
      </ApiProvider>
    </ClientMessages>
  );
}
