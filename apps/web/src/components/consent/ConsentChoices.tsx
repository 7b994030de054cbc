'use client';
// The cookie banner's buttons: accepting on a first visit (SPEC §4), and storing the visitor's choice,
// after which the banner hides itself the way it is hidden on later page views (ConsentHeadScript).
import { useEffect } from 'react';
import { siteButton } from '@/components/shell/site-button';
import { type ConsentLevel, consentDismissedAttribute } from './consent-mode';
import { consentDismissed, storeConsent } from './consent-store';

interface ConsentChoicesProps {
  className?: string;
  necessaryOnly: string;
  accept: string;
}

export function ConsentChoices({ className, necessaryOnly, accept }: ConsentChoicesProps) {
  useEffect(() => {
    if (!consentDismissed()) storeConsent('accept');
  }, []);

  const choose = (level: ConsentLevel) => {
    storeConsent(level);
    document.documentElement.setAttribute(consentDismissedAttribute, '');
  };
  return (
    <div className={className}>
      <button type="button" className={siteButton('default')} onClick={() => choose('necessary')}>
        {necessaryOnly}
      </button>
      <button type="button" className={siteButton('primary')} onClick={() => choose('accept')}>
        {accept}
      </button>
    </div>
  );
}
