// Canonical addresses follow next-intl's routing: English unprefixed, every other locale under its code.
import { loadConfig } from '@verso/services';
import { describe, expect, it } from 'vitest';
import { absoluteUrl, canonicalUrl } from './canonical-url';

const { publicUrl } = loadConfig();

describe('canonical URLs', () => {
  it('put the locale prefix where the routing does', () => {
    expect(canonicalUrl('/formats/pdf', 'en')).toBe(new URL('/formats/pdf', publicUrl).href);
    expect(canonicalUrl('/formats/pdf', 'zh-HK')).toBe(new URL('/zh-HK/formats/pdf', publicUrl).href);
    expect(canonicalUrl('/', 'ar')).toBe(new URL('/ar', publicUrl).href);
  });

  it('keep a query, and make a site path absolute', () => {
    expect(canonicalUrl({ pathname: '/category', query: { key: 'PDF' } }, 'es')).toBe(
      new URL('/es/category?key=PDF', publicUrl).href,
    );
    expect(absoluteUrl('/blog/articles/x.png')).toBe(new URL('/blog/articles/x.png', publicUrl).href);
  });
});
