// Every absolute address the site writes (sign-in links and OAuth callbacks, API v1 file URLs, e-mails,
// sitemaps, canonical and Open Graph links) starts here: PUBLIC_URL, or, behind a proxy the operator
// trusts (TRUST_PROXY=on), the host and scheme that proxy says the visitor used. Without that setting
// Host and X-Forwarded-* are ignored: anyone can send them, and a link built from a forged Host would
// mail a stranger's sign-in token to the forger's server.
import type { Config } from '@verso/services';

export type SiteUrlConfig = Pick<Config, 'publicUrl' | 'trustProxy'>;

/** The part of a request this needs; `Headers` and Next's `headers()` both fit. */
export interface RequestHeaders {
  get(name: string): string | null;
}

/** A proxy that was passed through others lists one value per hop; the first is the visitor's. */
const firstValue = (header: string | null) => header?.split(',')[0]?.trim() || undefined;

/** The origin the trusted proxy names, or undefined when it names none (or nothing an origin can be). */
function forwardedOrigin(headers: RequestHeaders, fallbackProtocol: string): string | undefined {
  const host = firstValue(headers.get('x-forwarded-host'));
  if (!host) return undefined;
  const protocol = firstValue(headers.get('x-forwarded-proto')) ?? fallbackProtocol;
  if (protocol !== 'http' && protocol !== 'https') return undefined;
  // A "host" carrying a path, user or query is not one: refuse it rather than guess what was meant.
  if (/[/\\@?#\s]/.test(host)) return undefined;
  return URL.parse(`${protocol}://${host}`)?.origin;
}

/** The scheme, host and port absolute URLs start with, without a trailing slash. */
export function siteOrigin(config: SiteUrlConfig, headers?: RequestHeaders): string {
  const configured = new URL(config.publicUrl);
  if (!config.trustProxy || !headers) return configured.origin;
  return forwardedOrigin(headers, configured.protocol.slice(0, -1)) ?? configured.origin;
}
