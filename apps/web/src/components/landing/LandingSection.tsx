// A titled block of a landing page.
import type { ReactNode } from 'react';
import styles from './Landing.module.css';

export function LandingSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}
