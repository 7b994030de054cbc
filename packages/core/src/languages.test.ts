import { describe, expect, it } from 'vitest';
import { UserFacingError } from './errors';
import { describePair, languageByCode, languageByName, languages, resolveLanguage } from './languages';

const uiCodes =
  'en zh zh-HK es ar fr de ru pt ja it ko tr pl nl sv da no he hi th vi id ms uk hu el ro cs sk bg ca';

describe('languages', () => {
  it('covers every UI language of the SPEC, plus Catalan', () => {
    for (const code of uiCodes.split(' ')) expect(languageByCode(code)?.code).toBe(code);
  });

  it('has at least 58 languages with unique codes, ISO 639-3 codes and names', () => {
    expect(languages.length).toBeGreaterThanOrEqual(58);
    const alpha3s = languages.flatMap((language) => (language.alpha3 ? [language.alpha3] : []));
    expect(alpha3s.length).toBe(languages.length - 1); // Traditional Chinese is a script, not a language
    expect(new Set(alpha3s).size).toBe(alpha3s.length);
    expect(new Set(languages.map((language) => language.code)).size).toBe(languages.length);
    expect(new Set(languages.map((language) => language.name)).size).toBe(languages.length);
  });

  it('writes right to left exactly Arabic, Hebrew, Persian and Urdu', () => {
    const rightToLeft = languages.filter((language) => language.direction === 'rtl').map(({ code }) => code);
    expect(rightToLeft.sort()).toEqual(['ar', 'fa', 'he', 'ur']);
  });

  it('knows which languages do not separate words with spaces', () => {
    const unspaced = languages.filter((language) => !language.spaceSeparated).map(({ code }) => code);
    expect(unspaced.sort()).toEqual(['ja', 'km', 'lo', 'my', 'th', 'zh', 'zh-HK']);
  });

  it('covers the major languages beyond the UI ones', () => {
    for (const code of 'fa ur bn ta te fil sw hr sr sl lt lv et fi'.split(' '))
      expect(languageByCode(code)?.nativeName).toBeTruthy();
    expect(languageByCode('zh-HK')).toMatchObject({ name: 'Traditional Chinese', script: 'Hant' });
  });

  it('finds a language by 2- or 3-letter code, ignoring case and underscores', () => {
    expect(languageByCode('ES')?.name).toBe('Spanish');
    expect(languageByCode('spa')?.code).toBe('es');
    expect(languageByCode('zh_hk')?.code).toBe('zh-HK');
  });

  it("finds a language by O.Translator's English name, ignoring case", () => {
    expect(languageByName('simplified chinese')?.code).toBe('zh');
    expect(languageByName('Traditional Chinese')?.code).toBe('zh-HK');
    expect(languageByName('Portuguese')?.code).toBe('pt');
  });

  it('resolves codes or names, and names the input it does not know', () => {
    expect(resolveLanguage('Catalan').code).toBe('ca');
    expect(resolveLanguage('ro').name).toBe('Romanian');
    expect(() => resolveLanguage('Klingon')).toThrowError(/"Klingon" is not a language/);
    try {
      resolveLanguage('xx');
    } catch (error) {
      expect(error).toBeInstanceOf(UserFacingError);
      expect((error as UserFacingError).code).toBe('unknown_language');
    }
  });

  it('describes a pair in words', () => {
    expect(describePair('en', 'de')).toBe('English → German');
  });
});
