// What the target language means for written runs and paragraphs: the `lang` PowerPoint writes (a
// culture name such as es-ES), the alternate Latin language East Asian text carries, and
// right-to-left paragraphs.
import { languageByCode } from '../../languages';
import type { RunLanguage } from './run-style';

const usualRegions: Record<string, string> = {
  ar: 'ar-SA',
  cs: 'cs-CZ',
  da: 'da-DK',
  de: 'de-DE',
  el: 'el-GR',
  en: 'en-US',
  es: 'es-ES',
  fa: 'fa-IR',
  fi: 'fi-FI',
  fr: 'fr-FR',
  he: 'he-IL',
  hi: 'hi-IN',
  hu: 'hu-HU',
  id: 'id-ID',
  it: 'it-IT',
  ja: 'ja-JP',
  ko: 'ko-KR',
  nb: 'nb-NO',
  nl: 'nl-NL',
  pl: 'pl-PL',
  pt: 'pt-PT',
  ro: 'ro-RO',
  ru: 'ru-RU',
  sv: 'sv-SE',
  th: 'th-TH',
  tr: 'tr-TR',
  uk: 'uk-UA',
  vi: 'vi-VN',
  zh: 'zh-CN',
};

const eastAsianScripts = new Set(['Hans', 'Hant', 'Jpan', 'Kore']);

export interface TargetLanguage {
  run: RunLanguage;
  rightToLeft: boolean;
}

export function targetLanguage(code: string): TargetLanguage {
  const language = languageByCode(code);
  const lang = usualRegions[code.toLowerCase()] ?? code;
  const eastAsian = language !== undefined && eastAsianScripts.has(language.script);
  return {
    run: eastAsian ? { lang, altLang: 'en-US' } : { lang },
    rightToLeft: language?.direction === 'rtl',
  };
}
