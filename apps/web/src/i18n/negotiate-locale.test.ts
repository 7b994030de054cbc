import { describe, expect, it } from 'vitest';
import { negotiatedLocale } from './negotiate-locale';

const visit = (overrides: Partial<Parameters<typeof negotiatedLocale>[0]>) =>
  negotiatedLocale({ pathname: '/pricing', variantLocale: 'en', ...overrides });

describe('locale negotiation on unprefixed paths', () => {
  it('sends a visitor to the locale they chose before, over their browser', () => {
    expect(visit({ storedLocale: 'de', acceptLanguage: 'fr-FR,fr;q=0.9' })).toBe('de');
    expect(visit({ storedLocale: 'en', acceptLanguage: 'fr-FR' })).toBeUndefined();
  });

  it("takes the best of the browser's languages that the site speaks, by weight", () => {
    expect(visit({ acceptLanguage: 'sw;q=1, pt-BR;q=0.8, fr;q=0.9' })).toBe('fr');
    expect(visit({ acceptLanguage: 'zh-TW,zh;q=0.9' })).toBe('zh-HK');
    expect(visit({ acceptLanguage: 'zh-CN,zh;q=0.9' })).toBe('zh');
    expect(visit({ acceptLanguage: 'nb-NO' })).toBe('no');
    expect(visit({ acceptLanguage: 'en-US,en;q=0.9' })).toBeUndefined();
    expect(visit({ acceptLanguage: 'fr;q=0, de' })).toBe('de');
  });

  it("falls back to the variant's language when the browser names none of ours", () => {
    expect(visit({ acceptLanguage: 'sw-KE', variantLocale: 'zh' })).toBe('zh');
    expect(visit({ acceptLanguage: 'sw-KE', variantLocale: 'en' })).toBeUndefined();
    expect(visit({ storedLocale: 'klingon', acceptLanguage: 'sw', variantLocale: 'zh' })).toBe('zh');
  });

  it('leaves crawlers (no cookie, no header) and prefixed paths alone', () => {
    expect(visit({ variantLocale: 'zh' })).toBeUndefined();
    expect(visit({ pathname: '/fr/pricing', acceptLanguage: 'de' })).toBeUndefined();
    expect(visit({ pathname: '/zh-HK', storedLocale: 'ja' })).toBeUndefined();
    expect(visit({ pathname: '/frankly', acceptLanguage: 'de' })).toBe('de');
  });
});
