// The languages DeepL API v2 documents (developers.deepl.com, "Supported languages"), as Verso's ISO
// codes, and the codes DeepL wants for each. Target English, Portuguese and Chinese need a variant:
// DeepL deprecated plain EN and PT as targets; we pick the variant most readers use.
import { languageByCode } from '../../languages';
import type { LanguagePair } from '../engine';

const deeplLanguageCodes = `ar bg cs da de el en es et fi fr he hu id it ja ko lt lv
  no nl pl pt ro ru sk sl sv th tr uk vi zh zh-HK`.split(/\s+/);

/** DeepL's source codes are the bare language; these differ from our code upper-cased. */
const sourceCodes: Record<string, string> = { no: 'NB', 'zh-HK': 'ZH' };
const targetCodes: Record<string, string> = {
  en: 'EN-US',
  pt: 'PT-BR',
  no: 'NB',
  zh: 'ZH-HANS',
  'zh-HK': 'ZH-HANT',
};

export function deeplSourceCode(code: string): string {
  return sourceCodes[code] ?? code.toUpperCase();
}

export function deeplTargetCode(code: string): string {
  return targetCodes[code] ?? code.toUpperCase();
}

/** Glossaries take the bare language on both sides: one for EN serves EN-US and EN-GB translations. */
export function deeplGlossaryCode(code: string): string {
  return deeplSourceCode(code).toLowerCase();
}

/** Every pair of DeepL languages that Verso also knows. */
export function deeplPairs(): LanguagePair[] {
  const known = deeplLanguageCodes.filter((code) => languageByCode(code));
  return known.flatMap((from) => known.filter((to) => to !== from).map((to) => ({ from, to })));
}
