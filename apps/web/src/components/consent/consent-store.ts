// Remembers the visitor's consent in cookies and tells Google's tags about it.
import {
  type ConsentLevel,
  consentCookieMaxAgeSeconds,
  consentCookies,
  signalsByLevel,
} from './consent-mode';

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

function setCookie(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: two plain first-party cookies; the Cookie Store API is not in every browser the site supports.
  document.cookie = `${name}=${value}; Max-Age=${consentCookieMaxAgeSeconds}; Path=/; SameSite=Lax`;
}

export function consentDismissed(): boolean {
  return document.cookie.split('; ').includes(`${consentCookies.dismissed}=true`);
}

/** Stores the level, marks the banner dismissed and updates consent mode. */
export function storeConsent(level: ConsentLevel): void {
  setCookie(consentCookies.level, level);
  setCookie(consentCookies.dismissed, 'true');
  window.gtag?.('consent', 'update', signalsByLevel[level]);
}
