// /enterprise: what an organisation gets from running or buying this service at scale, and a form to ask.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BusinessPage } from '@/components/business/BusinessPage';
import styles from '@/components/business/BusinessPage.module.css';
import { ApiProvider } from '@/components/providers/ApiProvider';
import type { Locale } from '@/i18n/routing';
import { currentSite } from '@/server/current-site';
import { publicPageMetadata } from '@/server/page-metadata';

type PageProps = { params: Promise<{ locale: Locale }> };

const offers = ['selfHosting', 'engines', 'api', 'scale'] as const;

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Business' });
  const { host } = await currentSite();
  return publicPageMetadata({
    locale,
    href: '/enterprise',
    title: t('enterpriseTitle', { product: host.name }),
    description: t('enterpriseSubtitle'),
  });
}

export default async function EnterprisePage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Business' });
  const { host } = await currentSite();
  return (
    <ApiProvider>
      <BusinessPage
        kind="enterprise"
        title={t('enterpriseTitle', { product: host.name })}
        subtitle={t('enterpriseSubtitle')}
        supportEmail={host.supportEmail}
      >
        <ul className={styles.points}>
          {offers.map((offer) => (
            <li key={offer}>
              <h2>{t(`offers.${offer}.title`)}</h2>
              <p>{t(`offers.${offer}.body`)}</p>
            </li>
          ))}
        </ul>
      </BusinessPage>
    </ApiProvider>
  );
}
