// The formats the product translates, each linking to its landing page; the list is the landing pages'.
import { useLocale, useTranslations } from 'next-intl';
import { capitalised } from '@/components/landing/capitalised';
import { formatPages } from '@/components/landing/format-pages';
import { LandingSection } from '@/components/landing/LandingSection';
import { LinkList } from '@/components/landing/LinkList';
import { Link } from '@/i18n/navigation';
import styles from './Home.module.css';

export function FormatsSection() {
  const t = useTranslations('Home.formats');
  const tFormats = useTranslations('FormatPages');
  const locale = useLocale();
  const links = formatPages.map(({ slug, comingSoon }) => {
    const name = capitalised(tFormats(`${slug}.name`), locale);
    return { href: `/formats/${slug}`, label: comingSoon ? t('soon', { format: name }) : name };
  });
  return (
    <LandingSection id="formats" title={t('title')}>
      <p className={styles.sectionIntro}>{t('intro')}</p>
      <LinkList links={links} />
      <Link href="/formats" className={styles.more}>
        {t('all')}
      </Link>
    </LandingSection>
  );
}
