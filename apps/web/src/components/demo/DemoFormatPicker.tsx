// Every format of the demo as a link to its own demo page; the current one is marked. The row is one stop
// of the Tab key (on the current format, or the first), its arrow keys move along it.
import { useTranslations } from 'next-intl';
import { RovingNav } from '@/components/shell/RovingNav';
import { Link } from '@/i18n/navigation';
import { isComingSoon, listDemoFormats } from '@/lib/demo-formats';
import styles from './Demo.module.css';

export function DemoFormatPicker({ selected, heading }: { selected?: string; heading?: string }) {
  const t = useTranslations('Demo');
  const formats = listDemoFormats();
  const tabStop = selected ?? formats[0]?.slug;
  return (
    <RovingNav aria-label={heading ?? t('pickFormat')} className={styles.picker}>
      {heading && <h2 className={styles.pickerHeading}>{heading}</h2>}
      {formats.map((format) => (
        <Link
          key={format.slug}
          href={`/demo/${format.slug}`}
          tabIndex={format.slug === tabStop ? 0 : -1}
          className={format.slug === selected ? `${styles.format} ${styles.selected}` : styles.format}
          aria-current={format.slug === selected ? 'page' : undefined}
        >
          {format.label}
          {isComingSoon(format) && <span className={styles.soon}>{t('soon')}</span>}
        </Link>
      ))}
    </RovingNav>
  );
}
