// The languages Verso knows, keyed by the ISO 639-1 code the UI uses; names match O.Translator's API.
// Which engines serve a language is not stored here: it follows from each engine's pairs.
import { UserFacingError } from './errors';
import { languages } from './languages-list';
import type { Script, TextDirection } from './languages-scripts';

export interface Language {
  /** ISO 639-1 code (ISO 639-3 where there is none, as for fil), with a region where the UI needs one (zh-HK). */
  code: string;
  /** ISO 639-3 code; engines such as Apertium name languages this way. */
  alpha3?: string;
  /** English name, as O.Translator's API spells it. */
  name: string;
  /** The language's name for itself, for pickers. */
  nativeName: string;
  /** ISO 15924 script the language is written in. */
  script: Script;
  direction: TextDirection;
  /** False where words are not separated by spaces (Chinese, Japanese, Thai…): such text is counted by characters. */
  spaceSeparated: boolean;
}

export type { Script, TextDirection };
export { languages };

/** Finds a language by its ISO 639-1 or ISO 639-3 code, ignoring case and `_` for `-`. */
export function languageByCode(code: string): Language | undefined {
  const wanted = code.trim().toLowerCase().replace('_', '-');
  return languages.find((language) => language.code.toLowerCase() === wanted || language.alpha3 === wanted);
}

/** Finds a language by its English name, ignoring case. */
export function languageByName(name: string): Language | undefined {
  const wanted = name.trim().toLowerCase();
  return languages.find((language) => language.name.toLowerCase() === wanted);
}

/** Accepts what a user may type (a code or a name) and returns the language, or says what was wrong. */
export function resolveLanguage(codeOrName: string): Language {
  const language = languageByCode(codeOrName) ?? languageByName(codeOrName);
  if (language) return language;
  throw new UserFacingError(
    'unknown_language',
    `"${codeOrName}" is not a language Verso knows. Use a code such as en, es or zh-HK, or a name such as Spanish.`,
    { input: codeOrName },
  );
}

/** "English → Spanish", for messages. */
export function describePair(from: string, to: string): string {
  return `${resolveLanguage(from).name} → ${resolveLanguage(to).name}`;
}
