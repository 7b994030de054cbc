// /formats: every format Verso has a landing page for, each linking to it.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { formatPages } from '@/components/landing/format-pages';
import styles from '@/components/landing/Landing.module.css';
import { LandingHero } from '@/components/landing/LandingHero';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { currentSite } from '@/server/current-site';
import { publicPageMetadata } from '@/server/page-metadata';

type PageProps = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const [t, { host }] = await Promise.all([
    getTranslations({ locale, namespace: 'FormatPages' }),
    currentSite(),
  ]);
  return publicPageMetadata({
    locale,
    href: '/formats',
    title: t('common.indexTitle', { product: host.name }),
    description: t('common.indexSubtitle'),
  });
}

export default async function FormatsIndexPage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, { host }] = await Promise.all([
    getTranslations({ locale, namespace: 'FormatPages' }),
    currentSite(),
  ]);
  const product = { product: host.name };
  return (
    <>
      <LandingHero
        title={t('common.indexTitle', product)}
        subtitle={t('common.indexSubtitle')}
        actions={null}
      />
      <div className={`${styles.section} ${styles.features}`}>
        {formatPages.map(({ slug }) => (
          <Link key={slug} href={`/formats/${slug}`} className={styles.feature} data-testid="format-link">
            <h2 className={styles.featureTitle}>{t(`${slug}.title`)}</h2>
            <p className={styles.featureBody}>{t(`${slug}.subtitle`, product)}</p>
          </Link>
        ))}
      </div>
    </>
  );
}
