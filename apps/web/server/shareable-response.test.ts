import { describe, expect, it } from 'vitest';
import { shareableForMs } from './shareable-response';

const isrPage = {
  'cache-control': 's-maxage=300, stale-while-revalidate=31535700',
  vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
  'content-type': 'text/html; charset=utf-8',
};

describe('shareableForMs', () => {
  it("keeps a page Next caches for shared caches, for the front cache's few seconds", () => {
    expect(shareableForMs(200, isrPage, 5_000)).toBe(5_000);
  });

  it('never keeps an answer beyond its s-maxage', () => {
    expect(shareableForMs(200, { ...isrPage, 'cache-control': 's-maxage=2' }, 5_000)).toBe(2_000);
  });

  it.each([
    ['a redirect', 307, isrPage],
    ['a not-found page', 404, isrPage],
    ['an error', 500, isrPage],
    [
      'a dynamic page',
      200,
      { ...isrPage, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' },
    ],
    ['a browser-only max-age', 200, { ...isrPage, 'cache-control': 'public, max-age=60' }],
    ['no Cache-Control', 200, { 'content-type': 'text/html' }],
    ['s-maxage with private', 200, { ...isrPage, 'cache-control': 'private, s-maxage=60' }],
    ['s-maxage with no-store', 200, { ...isrPage, 'cache-control': 's-maxage=60, no-store' }],
    ['s-maxage=0', 200, { ...isrPage, 'cache-control': 's-maxage=0' }],
    [
      'a session cookie',
      200,
      { ...isrPage, 'set-cookie': ['NEXT_LOCALE=en; Path=/', 'authjs.session-token=x'] },
    ],
    ['Vary: Cookie', 200, { ...isrPage, vary: 'Accept-Encoding, Cookie' }],
    ['Vary: *', 200, { ...isrPage, vary: '*' }],
  ])('does not keep %s', (_, status, headers) => {
    expect(shareableForMs(status, headers, 5_000)).toBeUndefined();
  });

  it("keeps an answer setting next-intl's locale cookie, whose inputs are in the key", () => {
    expect(shareableForMs(200, { ...isrPage, 'set-cookie': 'NEXT_LOCALE=es; Path=/' }, 5_000)).toBe(5_000);
  });
});
