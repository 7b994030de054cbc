import { describe, expect, it } from 'vitest';
import { UserFacingError } from './errors';
import { describePair, languageByCode, languageByName, languages, resolveLanguage } from './languages';

const uiCodes =
  'en zh zh-HK es ar fr de ru pt ja it ko tr pl nl sv da no he hi th vi id ms uk hu el ro cs sk bg ca';

describe('languages', () => {
  it('covers every UI language of the SPEC, plus Catalan', () => {
    for (const code of uiCodes.split(' ')) expect(languageByCode(code)?.code).toBe(code);
  });

  it('has unique codes and names', () => {
    expect(new Set(languages.map((language) => language.code)).size).toBe(languages.length);
    expect(new Set(languages.map((language) => language.name)).size).toBe(languages.length);
  });

  it('finds a language by 2- or 3-letter code, ignoring case and underscores', () => {
    expect(languageByCode('ES')?.name).toBe('Spanish');
    expect(languageByCode('spa')?.code).toBe('es');
    expect(languageByCode('zh_hk')?.code).toBe('zh-HK');
  });

  it("finds a language by O.Translator's English name, ignoring case", () => {
    expect(languageByName('chinese (simplified)')?.code).toBe('zh');
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
