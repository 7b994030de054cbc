// What the target language means for the runs Verso writes: the culture name Word expects in `w:lang`
// (es-ES: Word shows a bare `es` as an unknown language for proofing), whether East Asian text needs
// its own language attribute and font hint, and whether paragraphs and runs read right to left.
import { languageByCode } from '../../languages';

export interface TargetLanguage {
  /** A culture name: `es-ES`, `zh-CN`. */
  culture: string;
  eastAsian: boolean;
  rightToLeft: boolean;
}

const eastAsianScripts = new Set(['Hans', 'Hant', 'Jpan', 'Kore']);

/** `es` → `es-ES`, `pt-BR` stays: the region a language is most often written in, from CLDR. */
function cultureName(code: string): string {
  try {
    const locale = new Intl.Locale(code).maximize();
    return locale.region ? `${locale.language}-${locale.region}` : code;
  } catch {
    return code;
  }
}

export function targetLanguage(code: string): TargetLanguage {
  const language = languageByCode(code);
  return {
    culture: cultureName(code),
    eastAsian: language !== undefined && eastAsianScripts.has(language.script),
    rightToLeft: language?.direction === 'rtl',
  };
}
