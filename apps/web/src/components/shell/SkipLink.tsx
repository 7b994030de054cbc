// The first thing a keyboard user reaches on every page: a link past the header to the page's own content
// (WCAG 2.4.1), hidden until it has focus.
import { getTranslations } from 'next-intl/server';
import styles from './SkipLink.module.css';

/** The id of the page's <main>, where the skip link leads. */
export const mainContentId = 'main-content';

export async function SkipLink() {
  const t = await getTranslations('Header');
  return (
    <a href={`#${mainContentId}`} className={styles.skipLink}>
      {t('skipToContent')}
    </a>
  );
}
