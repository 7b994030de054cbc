// /formats: every format Verso has a landing page for, each linking to it.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { formatPages } from '@/components/landing/format-pages';
import styles from '@/components/landing/Landing.module.css';
import { LandingHero } from '@/components/landing/LandingHero';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { publicPageMetadata } from '@/server/page-metadata';

type PageProps = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'FormatPages' });
  return publicPageMetadata({
    locale,
    path: '/formats',
    title: t('common.indexTitle'),
    description: t('common.indexSubtitle'),
  });
}

export default async function FormatsIndexPage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'FormatPages' });
  return (
    <>
      <LandingHero title={t('common.indexTitle')} subtitle={t('common.indexSubtitle')} actions={null} />
      <div className={`${styles.section} ${styles.features}`}>
        {formatPages.map(({ slug }) => (
          <Link key={slug} href={`/formats/${slug}`} className={styles.feature} data-testid="format-link">
            <h2 className={styles.featureTitle}>{t(`${slug}.title`)}</h2>
            <p className={styles.featureBody}>{t(`${slug}.subtitle`)}</p>
          </Link>
        ))}
      </div>
    </>
  );
}
