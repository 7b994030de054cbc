// Questions visitors ask before their first translation; native <details>, so opening one needs no script.
import { useTranslations } from 'next-intl';
import { LandingSection } from '@/components/landing/LandingSection';
import styles from './Home.module.css';

const questions = ['formatsKept', 'offline', 'privacy', 'credits', 'bilingual', 'scanned', 'api'] as const;

interface HomeFaqProps {
  productName: string;
  /** How many languages the offline engine serves here, which the offline answer states. */
  offlineLanguages: number;
}

export function HomeFaq({ productName, offlineLanguages }: HomeFaqProps) {
  const t = useTranslations('Home.faq');
  return (
    <LandingSection id="faq" title={t('title')}>
      <div className={styles.faq}>
        {questions.map((key) => (
          <details key={key} className={styles.question}>
            <summary className={styles.questionTitle}>{t(`${key}.question`)}</summary>
            <p className={styles.answer}>
              {t(`${key}.answer`, { name: productName, offline: offlineLanguages })}
            </p>
          </details>
        ))}
      </div>
    </LandingSection>
  );
}
