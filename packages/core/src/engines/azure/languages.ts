// The languages Azure Translator v3 documents (learn.microsoft.com, "Language support") that Verso also
// knows, and the codes Azure wants: a script for Chinese, Mongolian and Serbian, nb for Norwegian.
import { languageByCode } from '../../languages';
import type { LanguagePair } from '../engine';

const azureLanguageCodes = `af am ar az bg bn bs ca cs cy da de el en es et eu fa fi fil fr ga gl gu
  ha he hi hr hu hy id is it ja ka kk km kn ko ky lo lt lv mk ml mn mr ms my ne nl no pa pl pt ro ru si
  sk sl sq sr sv sw ta te th tr uk ur uz vi xh yo zh zh-HK zu`.split(/\s+/);

const azureCodes: Record<string, string> = {
  zh: 'zh-Hans',
  'zh-HK': 'zh-Hant',
  no: 'nb',
  mn: 'mn-Cyrl',
  sr: 'sr-Cyrl',
};

export function azureCode(code: string): string {
  return azureCodes[code] ?? code;
}

/** Every pair of Azure languages that Verso also knows. */
export function azurePairs(): LanguagePair[] {
  const known = azureLanguageCodes.filter((code) => languageByCode(code));
  return known.flatMap((from) => known.filter((to) => to !== from).map((to) => ({ from, to })));
}
