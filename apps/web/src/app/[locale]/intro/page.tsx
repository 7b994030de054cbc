// /intro: every region/language option, each linking to its intro page.
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { IntroFlag } from '@/components/intro/IntroFlag';
import { introNames } from '@/components/intro/intro-language';
import { introOptions } from '@/components/intro/intro-options';
import { capitalised } from '@/components/landing/capitalised';
import styles from '@/components/landing/Landing.module.css';
import { LandingHero } from '@/components/landing/LandingHero';
import { LinkList } from '@/components/landing/LinkList';
import type { Locale } from '@/i18n/routing';
import { currentSite } from '@/server/current-site';
import { publicPageMetadata } from '@/server/page-metadata';

type PageProps = { params: Promise<{ locale: Locale }> };

async function indexTexts(locale: Locale) {
  const [t, { host }] = await Promise.all([
    getTranslations({ locale, namespace: 'IntroPages' }),
    currentSite(),
  ]);
  return { title: t('indexTitle'), subtitle: t('indexSubtitle', { product: host.name }) };
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const { title, subtitle } = await indexTexts(locale);
  return publicPageMetadata({ locale, href: '/intro', title, description: subtitle });
}

export default async function IntroIndexPage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { title, subtitle } = await indexTexts(locale);
  return (
    <>
      <LandingHero title={title} subtitle={subtitle} actions={null} />
      <div className={styles.section} data-testid="intro-links">
        <LinkList
          links={introOptions.map((option) => ({
            href: `/intro/${option.code}`,
            label: capitalised(introNames(option, locale).regional, locale),
            icon: option.flag && <IntroFlag flag={option.flag} small />,
          }))}
        />
      </div>
    </>
  );
}
