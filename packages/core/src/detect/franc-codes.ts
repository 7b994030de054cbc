// franc names languages by ISO 639-3 individual codes; the registry uses the macrolanguage code where
// the UI offers one language (Arabic, Persian, Malay…). This maps each franc code to our alpha3.
import { languages } from '../languages';

/** franc's individual-language codes that belong to one of our macrolanguages. */
const individualToMacro: Record<string, string> = {
  arb: 'ara', // Standard Arabic
  cmn: 'zho', // Mandarin
  pes: 'fas', // Iranian Persian
  prs: 'fas', // Dari
  zlm: 'msa', // Malay (individual language)
  nob: 'nor', // Bokmål
  nno: 'nor', // Nynorsk
  swh: 'swa',
  tgl: 'fil', // Filipino is standardised Tagalog
  als: 'sqi', // Tosk Albanian, the standard
  uzn: 'uzb', // Northern Uzbek
  azj: 'aze', // North Azerbaijani
  khk: 'mon', // Khalkha Mongolian
  npi: 'nep',
  lvs: 'lav', // Standard Latvian
  ekk: 'est', // Standard Estonian
};

const registryAlpha3 = new Set(languages.flatMap((language) => (language.alpha3 ? [language.alpha3] : [])));

/** Our alpha3 for a franc code, or undefined when the registry lacks the language. */
export function registryAlpha3Of(francCode: string): string | undefined {
  const alpha3 = individualToMacro[francCode] ?? francCode;
  return registryAlpha3.has(alpha3) ? alpha3 : undefined;
}

/** The franc codes worth asking about: every code that maps onto a registry language. */
export const francCodesInRegistry: string[] = [
  ...registryAlpha3,
  ...Object.keys(individualToMacro).filter((code) => registryAlpha3Of(code)),
];
