// A titled block of a landing page.
import type { ReactNode } from 'react';
import styles from './Landing.module.css';

interface LandingSectionProps {
  title: string;
  /** An anchor for links to this block (`/#formats`). */
  id?: string;
  children: ReactNode;
}

export function LandingSection({ title, id, children }: LandingSectionProps) {
  return (
    <section id={id} className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}
