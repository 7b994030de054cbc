// Questions visitors ask before their first translation; native <details>, so opening one needs no script.
import { useTranslations } from 'next-intl';
import { LandingSection } from '@/components/landing/LandingSection';
import styles from './Home.module.css';

const questions = ['formatsKept', 'offline', 'privacy', 'credits', 'bilingual', 'scanned', 'api'] as const;

export function HomeFaq({ productName }: { productName: string }) {
  const t = useTranslations('Home.faq');
  return (
    <LandingSection id="faq" title={t('title')}>
      <div className={styles.faq}>
        {questions.map((key) => (
          <details key={key} className={styles.question}>
            <summary className={styles.questionTitle}>{t(`${key}.question`)}</summary>
            <p className={styles.answer}>{t(`${key}.answer`, { name: productName })}</p>
          </details>
        ))}
      </div>
    </LandingSection>
  );
}
