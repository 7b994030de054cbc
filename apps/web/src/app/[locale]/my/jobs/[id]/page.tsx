// /my/jobs/{id}: a document job's home, from the moment it starts. Everything on it comes from the job's
// row, so a reload (or a link from history) shows the same stage, progress and files.
import { getServices } from '@verso/services';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RequireAuth } from '@/components/auth/RequireAuth';
import { JobPage } from '@/components/jobs/JobPage';
import { CreditPackages } from '@/components/pricing/CreditPackages';
import { ApiProvider } from '@/components/providers/ApiProvider';
import { ClientMessages } from '@/i18n/ClientMessages';
import { currentSite } from '@/server/current-site';

type PageProps = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'JobPage' });
  return { title: t('title'), robots: { index: false } };
}

export default async function JobHomePage({ params }: PageProps) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const { brand } = await currentSite();
  const { payments } = await getServices();
  // Offered under a preview whose whole translation the balance cannot pay.
  const creditPackages = (
    <CreditPackages
      packages={brand.creditPackages}
      currency={brand.currency}
      payMethods={payments.orders.payMethods()}
    />
  );
  return (
    <ClientMessages
      namespaces={[
        'Auth',
        'JobPage',
        'JobDetails',
        'TranslateDocuments',
        'FormatOptions',
        'Glossaries',
        'Languages',
        'History',
        'SegmentReview',
      ]}
    >
      <ApiProvider>
        <RequireAuth>
          <JobPage jobId={id} creditPackages={creditPackages} />
        </RequireAuth>
      </ApiProvider>
    </ClientMessages>
  );
}
