// The image route draws only the titles the site signed: a changed title, locale or signature is refused.
import { describe, expect, it } from 'vitest';
import { ogImagePath, verifiedOgImageRequest } from './og-image-url';

const secret = 'test-secret';
const queryOf = (path: string) => new URL(path, 'http://site.test').searchParams;

describe('Open Graph image addresses', () => {
  it('carry the locale and title, and read back as the same card', () => {
    const path = ogImagePath({ locale: 'ar', title: 'ترجمة ملفات PDF' }, secret);
    expect(path).toMatch(/^\/og\.png\?locale=ar&title=/);
    expect(verifiedOgImageRequest(queryOf(path), secret)).toEqual({ locale: 'ar', title: 'ترجمة ملفات PDF' });
  });

  it('are refused when the title, locale or secret differ', () => {
    const query = queryOf(ogImagePath({ locale: 'en', title: 'Pricing' }, secret));
    const changed = (name: string, value: string) => {
      const copy = new URLSearchParams(query);
      copy.set(name, value);
      return copy;
    };
    expect(verifiedOgImageRequest(changed('title', 'Anything at all'), secret)).toBeNull();
    expect(verifiedOgImageRequest(changed('locale', 'es'), secret)).toBeNull();
    expect(verifiedOgImageRequest(changed('locale', 'xx'), secret)).toBeNull();
    expect(verifiedOgImageRequest(changed('sig', 'short'), secret)).toBeNull();
    expect(verifiedOgImageRequest(query, 'another-secret')).toBeNull();
  });
});
