// Google consent mode (SPEC §4): which of the four signals a stored consent level grants, and the
// cookies that remember the level and whether the banner was dismissed.

export type ConsentLevel = 'accept' | 'necessary';
type Signal = 'granted' | 'denied';
export type ConsentSignals = Record<
  'ad_storage' | 'analytics_storage' | 'ad_user_data' | 'ad_personalization',
  Signal
>;

/** Accepting grants everything; otherwise storage is granted but ad data and personalisation are not. */
export const signalsByLevel: Record<ConsentLevel, ConsentSignals> = {
  accept: {
    ad_storage: 'granted',
    analytics_storage: 'granted',
    ad_user_data: 'granted',
    ad_personalization: 'granted',
  },
  necessary: {
    ad_storage: 'granted',
    analytics_storage: 'granted',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  },
};

export const consentCookies = { level: 'consent_level', dismissed: 'consent_dismissed' } as const;

/** SPEC §9: the choice is remembered for 1000 days. */
export const consentCookieMaxAgeSeconds = 1000 * 24 * 60 * 60;

/**
 * Runs first in <head>: sets up gtag's queue and the default consent from the cookie, so no tag can read
 * or write anything before the visitor's choice is known.
 */
export function consentDefaultsScript(): string {
  return [
    'window.dataLayer=window.dataLayer||[];',
    'window.gtag=function(){window.dataLayer.push(arguments)};',
    `var level=(document.cookie.match(/(?:^|; )${consentCookies.level}=([^;]*)/)||[])[1];`,
    `window.gtag('consent','default',${JSON.stringify(signalsByLevel)}[level==='accept'?'accept':'necessary']);`,
  ].join('');
}

/** The mark on <html> that hides the banner of a visitor who dismissed it on an earlier page view. */
export const consentDismissedAttribute = 'data-consent-dismissed';

/**
 * Runs in <head> before the body is parsed: marks <html> when the banner was dismissed earlier, so the
 * banner, which is in every page's HTML, is hidden before the first paint instead of after hydration.
 */
export function consentDismissedScript(): string {
  return (
    `if(/(?:^|; )${consentCookies.dismissed}=true(?:;|$)/.test(document.cookie))` +
    `document.documentElement.setAttribute('${consentDismissedAttribute}','');`
  );
}

/** Everything ConsentHeadScript runs, as one script (the Content-Security-Policy allows it by its hash). */
export function consentHeadScript(): string {
  return consentDefaultsScript() + consentDismissedScript();
}
