'use client';
// The cookie banner. SPEC §4: on a first visit it accepts on the visitor's behalf and marks itself
// dismissed, then stays on screen for that page view so "necessary only" is one click away.
import { Button } from 'antd';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import styles from './ConsentBanner.module.css';
import type { ConsentLevel } from './consent-mode';
import { consentDismissed, storeConsent } from './consent-store';

export function ConsentBanner() {
  const t = useTranslations('Consent');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (consentDismissed()) return;
    storeConsent('accept');
    setVisible(true);
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
