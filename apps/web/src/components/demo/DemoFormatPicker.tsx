// Every format of the demo as a link to its own demo page; the current one is marked.
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { isComingSoon, listDemoFormats } from '@/lib/demo-formats';
import styles from './Demo.module.css';

export function DemoFormatPicker({ selected, heading }: { selected?: string; heading?: string }) {
  const t = useTranslations('Demo');
  return (
    <nav aria-label={heading ?? t('pickFormat')} className={styles.picker}>
      {heading && <h2 className={styles.pickerHeading}>{heading}</h2>}
      {listDemoFormats().map((format) => (
        <Link
          key={format.slug}
          href={`/demo/${format.slug}`}
          className={format.slug === selected ? `${styles.format} ${styles.selected}` : styles.format}
          aria-current={format.slug === selected ? 'page' : undefined}
        >
          {format.label}
          {isComingSoon(format) && <span className={styles.soon}>{t('soon')}</span>}
        </Link>
      ))}
    </nav>
  );
}
