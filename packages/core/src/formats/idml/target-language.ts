// InDesign names a text's language (for hyphenation and spelling) by its own names, not ISO codes.
// The target language is written wherever a style or a range names one; a language InDesign's names
// are not known for here leaves the document's languages as they were.

// As InDesign writes them in an IDML's `<Language Name=…>` list (the 2005/2006 spelling reforms go
// by locale names).
const indesignLanguages: Record<string, string> = {
  en: '$ID/English: USA',
  'en-gb': '$ID/English: UK',
  'en-ca': '$ID/English: Canadian',
  es: '$ID/Spanish: Castilian',
  fr: '$ID/French',
  'fr-ca': '$ID/French: Canadian',
  de: '$ID/de_DE_2006',
  'de-ch': '$ID/de_CH_2006',
  it: '$ID/Italian',
  pt: '$ID/Portuguese',
  'pt-br': '$ID/Portuguese: Brazilian',
  ca: '$ID/Catalan',
  nl: '$ID/nl_NL_2005',
  sv: '$ID/Swedish',
  da: '$ID/Danish',
  nb: '$ID/Norwegian: Bokmal',
  no: '$ID/Norwegian: Bokmal',
  nn: '$ID/Norwegian: Nynorsk',
  fi: '$ID/Finnish',
  et: '$ID/Estonian',
  lv: '$ID/Latvian',
  lt: '$ID/Lithuanian',
  pl: '$ID/Polish',
  cs: '$ID/Czech',
  sk: '$ID/Slovak',
  sl: '$ID/Slovenian',
  hr: '$ID/Croatian',
  hu: '$ID/Hungarian',
  ro: '$ID/Romanian',
  bg: '$ID/Bulgarian',
  ru: '$ID/Russian',
  uk: '$ID/Ukrainian',
  el: '$ID/Greek',
  tr: '$ID/Turkish',
  he: '$ID/Hebrew',
  ar: '$ID/Arabic',
  th: '$ID/Thai',
};

/** `es` → `$ID/Spanish: Castilian`; undefined for a language without a known InDesign name. */
export function indesignLanguage(code: string): string | undefined {
  const lower = code.toLowerCase().replace('_', '-');
  return indesignLanguages[lower] ?? indesignLanguages[lower.split('-')[0] ?? ''];
}

/** Text set in no language (code, part numbers) is kept from hyphenation and spelling on purpose. */
const noLanguage = '$ID/[No Language]';

/**
 * `text` with the AppliedLanguage of every element named in `elements` set to `language`. Element
 * names only match in tags: in text, `<` is always escaped.
 */
export function withAppliedLanguage(text: string, elements: readonly string[], language: string): string {
  const tag = new RegExp(`(<(?:${elements.join('|')})\\s[^>]*?\\sAppliedLanguage=")([^"]*)"`, 'g');
  return text.replace(tag, (match, opening: string, current: string) =>
    current === noLanguage ? match : `${opening}${language}"`,
  );
}
