// The region/language options of SPEC §3 behind the /intro/{code} pages: each names a language of
// Verso's registry as spoken in one region. Their texts are built from a few IntroPages messages.

export interface IntroOption {
  /** The page's code in `/intro/{code}`: a BCP 47 tag, language and region (`es-MX`), or a language alone. */
  code: string;
  /** The registry language a document is translated into (Taiwan's Chinese is the registry's `zh-HK`). */
  language: string;
  /** ISO 3166 code of the country whose flag stands for the option; none for a language of no country. */
  flag?: string;
}

// Written Chinese is chosen by script, not by country: Simplified on the mainland and in Singapore,
// Traditional in Hong Kong, Macau and Taiwan.
const traditionalChineseRegions = new Set(['HK', 'MO', 'TW']);

function regional(language: string, region: string): IntroOption {
  const registryLanguage = language === 'zh' && traditionalChineseRegions.has(region) ? 'zh-HK' : language;
  return { code: `${language}-${region}`, language: registryLanguage, flag: region.toLowerCase() };
}

/** A language and the regions it is chiefly read in, the main one first. */
function spokenIn(language: string, ...regions: string[]): IntroOption[] {
  return regions.map((region) => regional(language, region));
}

export const introOptions: readonly IntroOption[] = [
  ...spokenIn('en', 'US', 'GB', 'CA', 'AU', 'IN', 'IE', 'NZ', 'ZA', 'SG', 'NG', 'PH'),
  ...spokenIn('zh', 'CN', 'TW', 'HK', 'SG', 'MO'),
  ...spokenIn('es', 'ES', 'MX', 'AR', 'CO', 'CL', 'PE', 'VE', 'US', 'EC', 'GT', 'CU'),
  ...spokenIn('ar', 'SA', 'EG', 'AE', 'MA', 'DZ', 'IQ', 'JO', 'QA'),
  ...spokenIn('fr', 'FR', 'CA', 'BE', 'CH', 'SN', 'CI'),
  ...spokenIn('de', 'DE', 'AT', 'CH'),
  ...spokenIn('ru', 'RU', 'KZ'),
  ...spokenIn('pt', 'BR', 'PT', 'AO', 'MZ'),
  ...spokenIn('ja', 'JP'),
  ...spokenIn('it', 'IT', 'CH'),
  ...spokenIn('ko', 'KR'),
  ...spokenIn('tr', 'TR'),
  ...spokenIn('pl', 'PL'),
  ...spokenIn('nl', 'NL', 'BE'),
  ...spokenIn('sv', 'SE', 'FI'),
  ...spokenIn('da', 'DK'),
  ...spokenIn('no', 'NO'),
  ...spokenIn('he', 'IL'),
  ...spokenIn('hi', 'IN'),
  ...spokenIn('th', 'TH'),
  ...spokenIn('vi', 'VN'),
  ...spokenIn('id', 'ID'),
  ...spokenIn('ms', 'MY', 'SG'),
  ...spokenIn('uk', 'UA'),
  ...spokenIn('hu', 'HU'),
  ...spokenIn('el', 'GR', 'CY'),
  ...spokenIn('ro', 'RO', 'MD'),
  ...spokenIn('cs', 'CZ'),
  ...spokenIn('sk', 'SK'),
  ...spokenIn('bg', 'BG'),
  ...spokenIn('ca', 'ES'),
  // Esperanto belongs to no country, so it has no flag.
  { code: 'eo', language: 'eo' },
  ...spokenIn('gl', 'ES'),
  ...spokenIn('eu', 'ES'),
  ...spokenIn('fi', 'FI'),
  ...spokenIn('et', 'EE'),
  ...spokenIn('lv', 'LV'),
  ...spokenIn('lt', 'LT'),
  ...spokenIn('hr', 'HR'),
  ...spokenIn('sr', 'RS'),
  ...spokenIn('sl', 'SI'),
  ...spokenIn('ka', 'GE'),
  ...spokenIn('hy', 'AM'),
  ...spokenIn('az', 'AZ'),
  ...spokenIn('kk', 'KZ'),
  ...spokenIn('uz', 'UZ'),
  ...spokenIn('fa', 'IR'),
  ...spokenIn('ur', 'PK'),
  ...spokenIn('bn', 'BD', 'IN'),
  ...spokenIn('ta', 'IN', 'LK'),
  ...spokenIn('ne', 'NP'),
  ...spokenIn('fil', 'PH'),
  ...spokenIn('my', 'MM'),
  ...spokenIn('km', 'KH'),
  ...spokenIn('sw', 'KE', 'TZ'),
  ...spokenIn('am', 'ET'),
  ...spokenIn('af', 'ZA'),
];

export function introOptionByCode(code: string): IntroOption | undefined {
  const wanted = code.toLowerCase();
  return introOptions.find((option) => option.code.toLowerCase() === wanted);
}

/** The other regions of the same language, for the links at the foot of a page. */
export function otherRegionsOf(option: IntroOption): IntroOption[] {
  const base = option.language.split('-')[0];
  return introOptions.filter((other) => other !== option && other.language.split('-')[0] === base);
}
