// /contact-business: partners and companies write to the team behind this site.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BusinessPage } from '@/components/business/BusinessPage';
import { ApiProvider } from '@/components/providers/ApiProvider';
import type { Locale } from '@/i18n/routing';
import { currentSite } from '@/server/current-site';
import { publicPageMetadata } from '@/server/page-metadata';

type PageProps = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Business' });
  return publicPageMetadata({
    locale,
    href: '/contact-business',
    title: t('contactTitle'),
    description: t('contactSubtitle'),
  });
}

export default async function ContactBusinessPage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Business' });
  const { host } = await currentSite();
  return (
    <ApiProvider>
      <BusinessPage
        kind="contact"
        title={t('contactTitle')}
        subtitle={t('contactSubtitle')}
        supportEmail={host.supportEmail}
      >
        <p>{t('contactBody', { product: host.name })}</p>
      </BusinessPage>
    </ApiProvider>
  );
}
