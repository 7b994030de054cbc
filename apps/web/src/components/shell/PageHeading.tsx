// A page's title and one-line explanation, the same on every tool page.
import styles from './PageHeading.module.css';

export function PageHeading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div className={styles.heading}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.subtitle}>{subtitle}</p>
    </div>
  );
}
