// The security headers of every answer the site sends (pages, API, files); the front server sets them
// (apps/web/server/security-layer.ts).
import type { Config } from '@verso/services';
import { contentSecurityPolicy, type PageScripts } from './content-security-policy';

/** Two years, as browsers' HSTS preload lists ask; sent only when the site's address is https. */
const strictTransportSecurity = 'max-age=63072000';

export function pageScriptsOf(config: Config): PageScripts {
  return {
    analyticsId: config.host.googleAnalysis,
    tagManagerId: config.googleTagManagerId,
    wechatSdk: config.platform === 'shangyi-translator',
  };
}

export function securityHeaders(config: Config, nonce: string): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(pageScriptsOf(config), nonce),
    'x-content-type-options': 'nosniff',
    // Other sites learn which site a visitor came from, never which page (a job or invitation URL).
    'referrer-policy': 'strict-origin-when-cross-origin',
    // frame-ancestors for browsers that predate it.
    'x-frame-options': 'SAMEORIGIN',
    ...(config.publicUrl.startsWith('https://')
      ? { 'strict-transport-security': strictTransportSecurity }
      : {}),
  };
}
