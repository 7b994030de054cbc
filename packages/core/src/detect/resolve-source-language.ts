// The source language of a job: the one the user chose, or — for "auto" — the one the text is written in.
import { UserFacingError } from '../errors';
import { type Language, languageByCode, resolveLanguage } from '../languages';
import { detectLanguage } from './detect-language';

export function resolveSourceLanguage(codeOrAuto: string, sampleText: string): Language {
  if (codeOrAuto.trim().toLowerCase() !== 'auto') return resolveLanguage(codeOrAuto);
  const detected = detectLanguage(sampleText);
  const language = detected && languageByCode(detected.code);
  if (language) return language;
  throw new UserFacingError(
    'unknown_language',
    'Could not detect the language of the text; choose the source language.',
    { input: codeOrAuto },
  );
}
