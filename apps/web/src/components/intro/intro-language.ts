// What an intro page says about its language: its name in the reader's language, and which note on
// writing it applies (direction, CJK fonts, unspaced scripts).
import { type Language, languageByCode } from '@verso/core';
import type { IntroOption } from './intro-options';

export type ScriptNote = 'rtl' | 'cjk' | 'unspaced' | 'latin' | 'other';

const cjkScripts = new Set(['Hans', 'Hant', 'Jpan', 'Kore']);

export function scriptNoteOf(language: Language): ScriptNote {
  if (language.direction === 'rtl') return 'rtl';
  if (cjkScripts.has(language.script)) return 'cjk';
  if (!language.spaceSeparated) return 'unspaced';
  return language.script === 'Latn' ? 'latin' : 'other';
}

export function registryLanguageOf(option: IntroOption): Language {
  const language = languageByCode(option.language);
  if (!language)
    throw new Error(`Intro option ${option.code} names ${option.language}, which the registry lacks.`);
  return language;
}

/** `zh-TW` → `zh-Hant-TW`, so the name says which Chinese script ("Chinese (Traditional, Taiwan)"). */
function displayTag(option: IntroOption, language: Language): string {
  if (!option.code.startsWith('zh')) return option.code;
  const region = option.code.split('-')[1];
  return ['zh', language.script, region].filter(Boolean).join('-');
}

export interface IntroNames {
  /** "Spanish (Mexico)". */
  regional: string;
  /** "Spanish", for the links to the same language's other regions. */
  language: string;
  /** "Latin", "Cyrillic"… */
  script: string;
}

export function introNames(option: IntroOption, uiLocale: string): IntroNames {
  const language = registryLanguageOf(option);
  const languages = new Intl.DisplayNames([uiLocale], { type: 'language', languageDisplay: 'standard' });
  const scripts = new Intl.DisplayNames([uiLocale], { type: 'script' });
  return {
    regional: languages.of(displayTag(option, language)) ?? language.name,
    language: languages.of(option.language.split('-')[0] ?? option.language) ?? language.name,
    script: scripts.of(language.script) ?? language.script,
  };
}
