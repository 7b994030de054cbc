// Which Tesseract models read a source language: Debian ships one `tesseract-ocr-<code>` package per
// language, named by Tesseract's own codes (mostly ISO 639-2/T, with its own names for Chinese).
import { execFileSync } from 'node:child_process';
import { UserFacingError } from '../../errors';

const tesseractCodes: Record<string, string> = {
  ar: 'ara',
  bg: 'bul',
  cs: 'ces',
  da: 'dan',
  de: 'deu',
  el: 'ell',
  en: 'eng',
  es: 'spa',
  fi: 'fin',
  fr: 'fra',
  he: 'heb',
  hi: 'hin',
  hu: 'hun',
  id: 'ind',
  it: 'ita',
  ja: 'jpn',
  ko: 'kor',
  ms: 'msa',
  nb: 'nor',
  nl: 'nld',
  no: 'nor',
  pl: 'pol',
  pt: 'por',
  ro: 'ron',
  ru: 'rus',
  sk: 'slk',
  sv: 'swe',
  th: 'tha',
  tr: 'tur',
  uk: 'ukr',
  vi: 'vie',
  zh: 'chi_sim',
  'zh-cn': 'chi_sim',
  'zh-hk': 'chi_tra',
  'zh-tw': 'chi_tra',
};

/**
 * The Tesseract language for a job's source language. "auto" and languages without a model read as
 * English: Latin script is by far the most common in scans, and English's model reads the letters of
 * other Latin-script languages well enough for the words to be translated.
 */
export function tesseractLanguageFor(sourceLanguage: string): string {
  const code = sourceLanguage.trim().toLowerCase().replace('_', '-');
  return tesseractCodes[code] ?? tesseractCodes[code.split('-')[0] ?? ''] ?? 'eng';
}

/** Every model a supported source language reads with (`verso doctor` checks they are installed). */
export const tesseractModels = [...new Set(Object.values(tesseractCodes))];

/** Debian's package for a Tesseract language: `chi_sim` is in `tesseract-ocr-chi-sim`. */
export const debianPackage = (language: string) => `tesseract-ocr-${language.replace('_', '-')}`;

let installed: Set<string> | undefined;

function installedLanguages(): Set<string> {
  if (installed) return installed;
  let listing: string;
  try {
    listing = execFileSync('tesseract', ['--list-langs'], { encoding: 'utf8', stdio: 'pipe' });
  } catch {
    throw new UserFacingError(
      'misconfigured',
      'Reading text in scans and images needs Tesseract, which this server lacks. The operator should install the Debian package tesseract-ocr and its language packs.',
    );
  }
  installed = new Set(
    listing
      .split('\n')
      .slice(1)
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return installed;
}

export const hasTesseractLanguage = (language: string) => installedLanguages().has(language);

/** Fails early, naming the package to install, when the language's model is missing. */
export function checkTesseractLanguage(language: string): void {
  if (hasTesseractLanguage(language)) return;
  throw new UserFacingError(
    'misconfigured',
    `Reading this scan or image needs Tesseract's "${language}" model, which this server lacks. The operator should install the Debian package ${debianPackage(language)}.`,
  );
}
