import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { consentDefaultsScript, consentDismissedScript, signalsByLevel } from './consent-mode';

/** Runs the inline <head> script against a given cookie and returns what it queued for gtag. */
function defaultsFor(cookie: string): unknown[][] {
  const window: { dataLayer?: IArguments[] } = {};
  runInNewContext(consentDefaultsScript(), { window, document: { cookie } });
  return (window.dataLayer ?? []).map((args) => Array.from(args));
}

describe('consent mode', () => {
  it('grants all four signals only for a stored accept', () => {
    expect(Object.values(signalsByLevel.accept)).toEqual(['granted', 'granted', 'granted', 'granted']);
    expect(signalsByLevel.necessary).toEqual({
      ad_storage: 'granted',
      analytics_storage: 'granted',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
  });

  it('sets the defaults from the cookie before any tag runs', () => {
    expect(defaultsFor('a=1; consent_level=accept')).toEqual([['consent', 'default', signalsByLevel.accept]]);
    expect(defaultsFor('consent_level=necessary')).toEqual([
      ['consent', 'default', signalsByLevel.necessary],
    ]);
    expect(defaultsFor('')).toEqual([['consent', 'default', signalsByLevel.necessary]]);
    expect(defaultsFor('xconsent_level=accept')).toEqual([['consent', 'default', signalsByLevel.necessary]]);
  });

  it('marks <html> before the first paint only when the banner was dismissed earlier', () => {
    const marksFor = (cookie: string) => {
      const attributes: string[] = [];
      const documentElement = { setAttribute: (name: string) => attributes.push(name) };
      runInNewContext(consentDismissedScript(), { document: { cookie, documentElement } });
      return attributes;
    };
    expect(marksFor('consent_level=accept; consent_dismissed=true')).toEqual(['data-consent-dismissed']);
    expect(marksFor('consent_dismissed=true')).toEqual(['data-consent-dismissed']);
    expect(marksFor('')).toEqual([]);
    expect(marksFor('consent_dismissed=truex; xconsent_dismissed=true')).toEqual([]);
  });
});
