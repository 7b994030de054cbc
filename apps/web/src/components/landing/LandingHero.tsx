// The opening of a landing page: its title, one paragraph on what the page offers, and the actions.
import type { ReactNode } from 'react';
import styles from './Landing.module.css';

interface LandingHeroProps {
  title: string;
  subtitle: string;
  /** Above the title, e.g. a flag. */
  badge?: ReactNode;
  /** Below the paragraph, set apart: what a visitor must know first (a format not available yet). */
  notice?: string;
  actions: ReactNode;
}

export function LandingHero({ title, subtitle, badge, notice, actions }: LandingHeroProps) {
  return (
    <section className={styles.hero}>
      {badge}
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.subtitle}>{subtitle}</p>
      {notice && (
        <p className={styles.notice} data-testid="not-available-yet">
          {notice}
        </p>
      )}
      <div className={styles.actions}>{actions}</div>
    </section>
  );
}
