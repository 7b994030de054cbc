// The cookie banner. SPEC §4: on a first visit it accepts on the visitor's behalf and marks itself
// dismissed, then stays on screen for that page view so "necessary only" is one click away.
// It is in every page's HTML, so a first visit paints it with the page rather than after the scripts ran
// (it would be the late "largest paint" on small screens); ConsentHeadScript hides it before the first
// paint for a visitor who dismissed it earlier. Rendered on the server: only its buttons run in the browser.
import { useTranslations } from 'next-intl';
import styles from './ConsentBanner.module.css';
import { ConsentChoices } from './ConsentChoices';

export function ConsentBanner() {
  const t = useTranslations('Consent');
  return (
    <section className={styles.banner} aria-label={t('label')}>
      <p className={styles.text}>{t('message')}</p>
      <ConsentChoices className={styles.actions} necessaryOnly={t('necessaryOnly')} accept={t('accept')} />
    </section>
  );
}
