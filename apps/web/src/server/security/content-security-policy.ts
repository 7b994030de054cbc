// The Content-Security-Policy of every answer: scripts run only from this site (Next's chunks), with the
// answer's nonce (the inline scripts Next and React write into a page) or by hash (the site's own inline
// scripts, whose text is fixed), plus Google's tag host when analytics are configured and WeChat's SDK
// in the variant that uses it. No 'unsafe-inline' for scripts: markup injected into a page cannot run.
// Imports are relative: the front server (apps/web/server) builds the header too.
import { createHash } from 'node:crypto';
import { consentHeadScript } from '../../components/consent/consent-mode';
import {
  googleAnalyticsScript,
  googleTagHost,
  googleTagManagerScript,
} from '../../components/consent/google-tag-scripts';
import { wechatSdkUrl } from '../../components/wechat/wechat-sdk';

/** What decides which scripts a page of this installation runs. */
export interface PageScripts {
  analyticsId?: string;
  tagManagerId?: string;
  wechatSdk: boolean;
}

/** Where Google's tags send their measurements (Google's documented list for GA4 and Tag Manager). */
const googleMeasurementOrigins = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

/** The source expression that allows one inline script by its text. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

function inlineScripts({ analyticsId, tagManagerId }: PageScripts): string[] {
  return [
    consentHeadScript(),
    ...(analyticsId ? [googleAnalyticsScript(analyticsId)] : []),
    ...(tagManagerId ? [googleTagManagerScript(tagManagerId)] : []),
  ];
}

export function contentSecurityPolicy(scripts: PageScripts, nonce: string): string {
  const analytics = Boolean(scripts.analyticsId || scripts.tagManagerId);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      `'nonce-${nonce}'`,
      ...inlineScripts(scripts).map(scriptHash),
      ...(analytics ? [googleTagHost] : []),
      ...(scripts.wechatSdk ? [new URL(wechatSdkUrl).origin] : []),
    ],
    // antd and Next write <style> elements and style attributes at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Operators may host their logos and QR images anywhere (SITE_LOGO_*, WECOM_IMG).
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(analytics ? googleMeasurementOrigins : [])],
    // The mobile apps open the site as their top-level page (SPEC §1), never in a frame: only the site
    // itself may frame it, so no other site can overlay it to steal clicks.
    'frame-ancestors': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The policy with more inline scripts allowed by hash (a page prerendered at build, without nonces). */
export function allowingScriptHashes(policy: string, hashes: string[]): string {
  if (hashes.length === 0) return policy;
  return policy.replace(/(^|; )(script-src [^;]*)/, (_match, start: string, directive: string) =>
    [`${start}${directive}`, ...hashes].join(' '),
  );
}
