// /pricing: the variant's credit packages, what a credit buys here, and how one pays.
import { getServices } from '@verso/services';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CreditPackages } from '@/components/pricing/CreditPackages';
import { creditRates } from '@/components/pricing/credit-rates';
import styles from '@/components/pricing/Pricing.module.css';
import { PageHeading } from '@/components/shell/PageHeading';
import type { Locale } from '@/i18n/routing';
import { currentSite } from '@/server/current-site';
import { publicPageMetadata } from '@/server/page-metadata';

type PageProps = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Pricing' });
  return publicPageMetadata({ locale, href: '/pricing', title: t('title'), description: t('subtitle') });
}

export default async function PricingPage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Pricing' });
  const { brand } = await currentSite();
  const { config, payments } = await getServices();
  return (
    <>
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      <CreditPackages
        packages={brand.creditPackages}
        currency={brand.currency}
        payMethods={payments.orders.payMethods()}
      />
      <div className={styles.details}>
        <section>
          <h2>{t('whatACreditBuys')}</h2>
          <ul data-testid="credit-rates">
            {creditRates().map((rate) => (
              <li key={rate.tier}>
                {t('tierRate', {
                  tier: rate.tier,
                  engine: rate.engine,
                  credits: rate.creditsPerThousandWords,
                })}
              </li>
            ))}
          </ul>
          <p>{t('minimum')}</p>
          {config.signupCredits > 0 && <p>{t('signupCredits', { credits: config.signupCredits })}</p>}
        </section>
        <section>
          <h2>{t('payMethodsTitle')}</h2>
          <ul data-testid="pay-methods">
            {brand.payMethods.map((method) => (
              <li key={method}>{t(`payMethods.${method}`)}</li>
            ))}
          </ul>
          <p>{t('creditsKeep')}</p>
        </section>
      </div>
    </>
  );
}
