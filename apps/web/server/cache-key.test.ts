import { describe, expect, it } from 'vitest';
import { socketAddressHeader } from '../src/server/http/client-ip';
import { type CacheableRequest, frontCacheKey } from './cache-key';

const page = (overrides: Partial<CacheableRequest> = {}): CacheableRequest => ({
  method: 'GET',
  url: '/pricing',
  ...overrides,
  headers: { host: 'verso.test', 'accept-encoding': 'gzip', ...overrides.headers },
});

describe('frontCacheKey', () => {
  it('gives identical page requests the same key', () => {
    expect(frontCacheKey(page())).toBeDefined();
    expect(frontCacheKey(page())).toBe(frontCacheKey(page()));
  });

  it('tells apart what the answer depends on: path, query, host, encoding, locale cookie, languages', () => {
    const variants = [
      page(),
      page({ url: '/pricing?plan=pro' }),
      page({ url: '/fr/pricing' }),
      page({ headers: { host: 'other.test' } }),
      page({ headers: { 'accept-encoding': 'identity' } }),
      page({ headers: { cookie: 'NEXT_LOCALE=es' } }),
      page({ headers: { 'accept-language': 'de' } }),
      page({ headers: { 'x-forwarded-proto': 'https' } }),
    ];
    expect(new Set(variants.map(frontCacheKey)).size).toBe(variants.length);
  });

  it('shares a public page between visitors: the socket address main.ts adds is not part of the key', () => {
    // No page reads it (only API routes' limits do, and those are never cached), so one answer serves all.
    const visitors = ['198.51.100.1', '203.0.113.2'].map((address) =>
      frontCacheKey(page({ headers: { [socketAddressHeader]: address } })),
    );
    expect(visitors[0]).toBeDefined();
    expect(visitors[0]).toBe(visitors[1]);
  });

  it('ignores cookies other than the locale', () => {
    expect(frontCacheKey(page({ headers: { cookie: 'consent=yes; NEXT_LOCALE=es' } }))).toBe(
      frontCacheKey(page({ headers: { cookie: 'NEXT_LOCALE=es' } })),
    );
  });

  it.each([
    ['a POST', page({ method: 'POST' })],
    ['an API route', page({ url: '/api/trpc/jobs.list' })],
    ['the API root', page({ url: '/api?x=1' })],
    ["Next's files", page({ url: '/_next/static/chunks/main.js' })],
    ['a router navigation (RSC)', page({ headers: { rsc: '1' } })],
    ['a router prefetch', page({ headers: { 'next-router-prefetch': '1' } })],
    ['a segment prefetch', page({ headers: { 'next-router-segment-prefetch': '/_tree' } })],
    ['an on-demand revalidation', page({ headers: { 'x-prerender-revalidate': 'secret' } })],
    ['an Authorization header', page({ headers: { authorization: 'Bearer key' } })],
    ['a signed-in session', page({ headers: { cookie: 'authjs.session-token=abc' } })],
    ['a secure session cookie', page({ headers: { cookie: 'a=1; __Secure-authjs.session-token=abc' } })],
    ['a chunked session cookie', page({ headers: { cookie: 'authjs.session-token.0=abc' } })],
    ['a range', page({ headers: { range: 'bytes=0-10' } })],
  ])('sends %s to Next (no key)', (_, request) => {
    expect(frontCacheKey(request)).toBeUndefined();
  });

  it('keys the Open Graph image and sitemaps like pages: the answer decides whether they are kept', () => {
    expect(frontCacheKey(page({ url: '/og.png?title=x' }))).toBeDefined();
    expect(frontCacheKey(page({ url: '/sitemap.xml' }))).toBeDefined();
  });
});
