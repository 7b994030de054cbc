// The languages Verso knows, keyed by the ISO 639-1 code the UI uses; names match O.Translator's API.
import { UserFacingError } from './errors';

export interface Language {
  /** ISO 639-1 code, with a region where the UI needs one (zh-HK). */
  code: string;
  /** English name, as O.Translator's API spells it. */
  name: string;
  /** ISO 639-3 code; engines such as Apertium name languages this way. */
  alpha3?: string;
}

export const languages: readonly Language[] = [
  { code: 'en', name: 'English', alpha3: 'eng' },
  { code: 'zh', name: 'Chinese (Simplified)', alpha3: 'zho' },
  { code: 'zh-HK', name: 'Chinese (Traditional)' },
  { code: 'es', name: 'Spanish', alpha3: 'spa' },
  { code: 'ar', name: 'Arabic', alpha3: 'ara' },
  { code: 'fr', name: 'French', alpha3: 'fra' },
  { code: 'de', name: 'German', alpha3: 'deu' },
  { code: 'ru', name: 'Russian', alpha3: 'rus' },
  { code: 'pt', name: 'Portuguese', alpha3: 'por' },
  { code: 'ja', name: 'Japanese', alpha3: 'jpn' },
  { code: 'it', name: 'Italian', alpha3: 'ita' },
  { code: 'ko', name: 'Korean', alpha3: 'kor' },
  { code: 'tr', name: 'Turkish', alpha3: 'tur' },
  { code: 'pl', name: 'Polish', alpha3: 'pol' },
  { code: 'nl', name: 'Dutch', alpha3: 'nld' },
  { code: 'sv', name: 'Swedish', alpha3: 'swe' },
  { code: 'da', name: 'Danish', alpha3: 'dan' },
  { code: 'no', name: 'Norwegian', alpha3: 'nor' },
  { code: 'he', name: 'Hebrew', alpha3: 'heb' },
  { code: 'hi', name: 'Hindi', alpha3: 'hin' },
  { code: 'th', name: 'Thai', alpha3: 'tha' },
  { code: 'vi', name: 'Vietnamese', alpha3: 'vie' },
  { code: 'id', name: 'Indonesian', alpha3: 'ind' },
  { code: 'ms', name: 'Malay', alpha3: 'msa' },
  { code: 'uk', name: 'Ukrainian', alpha3: 'ukr' },
  { code: 'hu', name: 'Hungarian', alpha3: 'hun' },
  { code: 'el', name: 'Greek', alpha3: 'ell' },
  { code: 'ro', name: 'Romanian', alpha3: 'ron' },
  { code: 'cs', name: 'Czech', alpha3: 'ces' },
  { code: 'sk', name: 'Slovak', alpha3: 'slk' },
  { code: 'bg', name: 'Bulgarian', alpha3: 'bul' },
  { code: 'ca', name: 'Catalan', alpha3: 'cat' },
  { code: 'eo', name: 'Esperanto', alpha3: 'epo' },
];

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
