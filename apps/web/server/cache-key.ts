// Which requests the front cache may answer, and the key that tells their answers apart. A key holds
// everything a shareable answer of the site depends on; requests whose answer may depend on anything
// else (the router's own requests, signed-in people, revalidation, API routes) get no key and go to Next.
import type { IncomingHttpHeaders } from 'node:http';

export interface CacheableRequest {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
}

/** Paths that are never pages: API routes and Next's own files (served fast by Next already). */
const uncachedPaths = /^\/(?:api|_next)(?:[/?#]|$)/;

/**
 * Request headers that make Next answer differently than to a plain page load: the App Router's
 * navigation and prefetch requests (`RSC`, `Next-Router-*`, `Next-Url`, `Next-Action`), on-demand
 * revalidation (`x-prerender-revalidate`) and Next's internal headers. A request with any of them goes to
 * Next, so the key never needs to tell them apart.
 */
function carriesRouterHeader(headers: IncomingHttpHeaders): boolean {
  for (const name of Object.keys(headers)) {
    if (name === 'rsc' || name.startsWith('next-') || name.startsWith('x-nextjs-')) return true;
    if (name.startsWith('x-middleware-') || name.startsWith('x-prerender-')) return true;
  }
  return false;
}

/** Auth.js's session cookie (`authjs.session-token`, `__Secure-` prefixed or chunked `.0`, `.1`). */
const sessionCookiePattern = /(?:^|;\s*)(?:__Secure-)?authjs\.session-token[.=]/;

/** Whose answer is personal: signed in (session cookie, API key) or asking for part of a page. */
function isPersonal(headers: IncomingHttpHeaders): boolean {
  if (headers.authorization !== undefined || headers.range !== undefined) return true;
  return sessionCookiePattern.test(headers.cookie ?? '');
}

/** next-intl's locale cookie, one of the inputs of its locale negotiation for unprefixed paths. */
export function localeCookie(cookieHeader: string | undefined): string {
  const match = /(?:^|;\s*)NEXT_LOCALE=([^;]*)/.exec(cookieHeader ?? '');
  return match?.[1] ?? '';
}

/** The key of a request's answer in the front cache, or undefined when the request must go to Next. */
export function frontCacheKey(request: CacheableRequest): string | undefined {
  const { method, url, headers } = request;
  if ((method !== 'GET' && method !== 'HEAD') || !url?.startsWith('/')) return undefined;
  if (uncachedPaths.test(url)) return undefined;
  if (carriesRouterHeader(headers) || isPersonal(headers)) return undefined;
  return JSON.stringify([
    method,
    // Host and forwarding headers: absolute URLs in an answer may be built from them.
    headers.host ?? '',
    headers['x-forwarded-host'] ?? '',
    headers['x-forwarded-proto'] ?? '',
    url,
    // Next compresses by Accept-Encoding (Vary: Accept-Encoding); the answer stored is the one it chose.
    headers['accept-encoding'] ?? '',
    // next-intl negotiates unprefixed paths' locale from these (detection is off today, but the key stays
    // right if it is turned on).
    localeCookie(headers.cookie),
    headers['accept-language'] ?? '',
  ]);
}
