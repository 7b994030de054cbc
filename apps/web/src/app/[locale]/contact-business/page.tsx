// /contact-business: partners and companies write to the team behind this site.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BusinessPage } from '@/components/business/BusinessPage';
import { currentSite } from '@/server/current-site';

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'Business' });
  return { title: t('contactTitle'), description: t('contactSubtitle') };
}

export default async function ContactBusinessPage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Business' });
  const { host } = await currentSite();
  return (
    <BusinessPage
      kind="contact"
      title={t('contactTitle')}
      subtitle={t('contactSubtitle')}
      supportEmail={host.supportEmail}
    >
      <p>{t('contactBody', { product: host.name })}</p>
    </BusinessPage>
  );
}
