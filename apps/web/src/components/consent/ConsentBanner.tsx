'use client';
// The cookie banner. SPEC §4: on a first visit it accepts on the visitor's behalf and marks itself
// dismissed, then stays on screen for that page view so "necessary only" is one click away.
// It is in every page's HTML, so a first visit paints it with the page rather than after the scripts ran
// (it would be the late "largest paint" on small screens); ConsentHeadScript hides it before the first
// paint for a visitor who dismissed it earlier.
import { Button } from 'antd';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import styles from './ConsentBanner.module.css';
import type { ConsentLevel } from './consent-mode';
import { consentDismissed, storeConsent } from './consent-store';

export function ConsentBanner() {
  const t = useTranslations('Consent');
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    if (!consentDismissed()) storeConsent('accept');
  }, []);

  if (!visible) return null;
  const choose = (level: ConsentLevel) => {
    storeConsent(level);
    setVisible(false);
  };
  return (
    <section className={styles.banner} aria-label={t('label')}>
      <p className={styles.text}>{t('message')}</p>
      <div className={styles.actions}>
        <Button onClick={() => choose('necessary')}>{t('necessaryOnly')}</Button>
        <Button type="primary" onClick={() => choose('accept')}>
          {t('accept')}
        </Button>
      </div>
    </section>
  );
}
