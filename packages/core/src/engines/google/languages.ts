// The languages Cloud Translation v2 documents (cloud.google.com/translate/docs/languages) that Verso
// also knows. Google wants a region for Chinese: zh-CN for Simplified, zh-TW for Traditional.
import { languageByCode } from '../../languages';
import type { LanguagePair } from '../engine';

const googleLanguageCodes = `af am ar az be bg bn bs ca cs cy da de el en eo es et eu fa fi fil fr ga gl
  gu ha he hi hr hu hy id is it ja jv ka kk km kn ko ky lo lt lv mk ml mn mr ms my ne nl no pa pl pt ro
  ru si sk sl sq sr sv sw ta te tg th tr uk ur uz vi xh yo zh zh-HK zu`.split(/\s+/);

const googleCodes: Record<string, string> = { zh: 'zh-CN', 'zh-HK': 'zh-TW' };

export function googleCode(code: string): string {
  return googleCodes[code] ?? code;
}

/** Every pair of Google languages that Verso also knows. */
export function googlePairs(): LanguagePair[] {
  const known = googleLanguageCodes.filter((code) => languageByCode(code));
  return known.flatMap((from) => known.filter((to) => to !== from).map((to) => ({ from, to })));
}
