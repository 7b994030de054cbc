// How many languages the engines here translate (from or into), and a sample of the intro pages about translating into them.
import { useLocale, useTranslations } from 'next-intl';
import { IntroFlag } from '@/components/intro/IntroFlag';
import { introNames } from '@/components/intro/intro-language';
import { introOptions } from '@/components/intro/intro-options';
import { capitalised } from '@/components/landing/capitalised';
import { LandingSection } from '@/components/landing/LandingSection';
import { LinkList } from '@/components/landing/LinkList';
import { Link } from '@/i18n/navigation';
import styles from './Home.module.css';

const sampleSize = 16;

/** Each language's main region, in the intro pages' order (the most read languages first). */
const sample = introOptions
  .filter((option, index) => introOptions.findIndex((other) => other.language === option.language) === index)
  .slice(0, sampleSize);

export function LanguagesSection({ productName, count }: { productName: string; count: number }) {
  const t = useTranslations('Home.languages');
  const locale = useLocale();
  return (
    <LandingSection id="languages" title={t('title', { count })}>
      <p className={styles.sectionIntro}>{t('intro', { name: productName, count })}</p>
      <LinkList
        links={sample.map((option) => ({
          href: `/intro/${option.code}`,
          label: capitalised(introNames(option, locale).regional, locale),
          icon: option.flag && <IntroFlag flag={option.flag} small />,
        }))}
      />
      <Link href="/intro" className={styles.more}>
        {t('all')}
      </Link>
    </LandingSection>
  );
}
