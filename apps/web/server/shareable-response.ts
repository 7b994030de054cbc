// Which of Next's answers the front cache keeps, and for how long: only what Next itself declares
// shareable by any cache (as it would to nginx or a CDN), for a few seconds and never beyond s-maxage,
// so pages still come from Next's own cache and revalidate on Next's schedule.
import type { OutgoingHttpHeaders } from 'node:http';

/** How long an answer is kept at most: long enough to absorb a burst, short enough to look fresh. */
export const defaultFrontCacheTtlMs = 5_000;

/**
 * Request headers Next may name in `Vary` that the front cache handles: the router's headers send a
 * request past the cache (cache-key.ts), the others are part of the key. An answer that varies on
 * anything else (Cookie, `*`) is not kept.
 */
const handledVaryHeaders = new Set([
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
  'accept-encoding',
  'accept-language',
]);

function headerText(value: OutgoingHttpHeaders[string]): string {
  if (value === undefined) return '';
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** s-maxage in seconds, or undefined when the answer is not for shared caches. */
export function sharedMaxAge(cacheControl: string): number | undefined {
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((directive) => directive.trim());
  if (directives.some((d) => d === 'private' || d === 'no-store' || d === 'no-cache')) return undefined;
  const sMaxAge = directives.find((d) => d.startsWith('s-maxage='));
  const seconds = Number(sMaxAge?.slice('s-maxage='.length));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

/** Cookies an answer sets; only next-intl's NEXT_LOCALE (decided by inputs in the key) may be shared. */
function setsOnlyLocaleCookie(setCookie: OutgoingHttpHeaders[string]): boolean {
  if (setCookie === undefined) return true;
  const cookies = Array.isArray(setCookie) ? setCookie : [String(setCookie)];
  return cookies.every((cookie) => cookie.trimStart().startsWith('NEXT_LOCALE='));
}

function variesOnlyOnHandledHeaders(vary: string): boolean {
  return vary
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .every((name) => name === '' || handledVaryHeaders.has(name));
}

/**
 * How many milliseconds the front cache may keep an answer (status and headers as Next set them,
 * lower-case names), or undefined when it must not be kept.
 */
export function shareableForMs(
  statusCode: number,
  headers: OutgoingHttpHeaders,
  ttlMs: number = defaultFrontCacheTtlMs,
): number | undefined {
  if (statusCode !== 200) return undefined;
  const seconds = sharedMaxAge(headerText(headers['cache-control']));
  if (seconds === undefined) return undefined;
  if (!setsOnlyLocaleCookie(headers['set-cookie'])) return undefined;
  if (!variesOnlyOnHandledHeaders(headerText(headers.vary))) return undefined;
  return Math.min(ttlMs, seconds * 1000);
}
