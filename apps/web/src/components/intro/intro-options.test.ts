// The intro pages' options: about a hundred, each a valid and unique tag of a registry language with a
// flag Verso ships, and each page's texts built from the catalogue with the language's name filled in.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { languageByCode } from '@verso/core';
import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { flagUrl } from '../language-picker/language-options';
import { introNames, registryLanguageOf, scriptNoteOf } from './intro-language';
import { type IntroOption, introOptionByCode, introOptions, otherRegionsOf } from './intro-options';

function option(code: string): IntroOption {
  const found = introOptionByCode(code);
  if (!found) throw new Error(`No intro option ${code}`);
  return found;
}

const messages = (locale: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, `../../../messages/${locale}.json`), 'utf8'));

describe('intro options', () => {
  it('are about a hundred, with unique codes', () => {
    expect(introOptions.length).toBeGreaterThanOrEqual(95);
    expect(introOptions.length).toBeLessThanOrEqual(115);
    const codes = introOptions.map((option) => option.code.toLowerCase());
    expect(new Set(codes).size).toBe(codes.length);
  });

  it.each(introOptions)(
    '$code is a canonical BCP 47 tag of a registry language',
    ({ code, language, flag }) => {
      expect(Intl.getCanonicalLocales(code)).toEqual([code]);
      expect(languageByCode(language)).toBeDefined();
      if (flag) {
        const publicDir = join(import.meta.dirname, '../../../public');
        expect(existsSync(join(publicDir, flagUrl(flag)))).toBe(true);
      }
    },
  );

  it('read Chinese by script: Traditional in Taiwan and Hong Kong, Simplified in China', () => {
    expect(introOptionByCode('zh-TW')?.language).toBe('zh-HK');
    expect(introOptionByCode('zh-hk')?.language).toBe('zh-HK');
    expect(introOptionByCode('zh-CN')?.language).toBe('zh');
    expect(introNames(option('zh-TW'), 'en').regional).toBe('Chinese (Traditional, Taiwan)');
  });

  it.each(['en', 'es'])('build every page title in %s with the language and product named', (locale) => {
    const t = createTranslator({ locale, messages: messages(locale), namespace: 'IntroPages' });
    for (const each of introOptions) {
      const names = introNames(each, locale);
      const values = { language: names.regional, product: 'Verso' };
      expect(names.regional).not.toBe(each.code);
      expect(t('title', values)).toContain(names.regional);
      expect(t('subTitle', values)).toContain('Verso');
      const howTitle = t('howTitle', values);
      expect(howTitle).toContain(names.regional);
      expect(howTitle).toContain('Verso');
    }
  });

  it('names the region in the reader’s language', () => {
    const mexico = option('es-MX');
    expect(introNames(mexico, 'en').regional).toBe('Spanish (Mexico)');
    expect(introNames(mexico, 'es').regional).toBe('español (México)');
  });

  it('picks the note on writing from the script', () => {
    const noteFor = (code: string) => scriptNoteOf(registryLanguageOf(option(code)));
    expect(['ar-SA', 'he-IL', 'fa-IR', 'ur-PK'].map(noteFor)).toEqual(['rtl', 'rtl', 'rtl', 'rtl']);
    expect(['ja-JP', 'zh-CN', 'ko-KR'].map(noteFor)).toEqual(['cjk', 'cjk', 'cjk']);
    expect(['th-TH', 'km-KH'].map(noteFor)).toEqual(['unspaced', 'unspaced']);
    expect(['ru-RU', 'hi-IN'].map(noteFor)).toEqual(['other', 'other']);
    expect(noteFor('pt-BR')).toBe('latin');
  });

  it('link a region to the same language’s other regions only', () => {
    const others = otherRegionsOf(option('pt-BR')).map((option) => option.code);
    expect(others).toEqual(['pt-PT', 'pt-AO', 'pt-MZ']);
  });
});
