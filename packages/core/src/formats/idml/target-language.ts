// InDesign names a text's language (for hyphenation and spelling) by its own names, not ISO codes.
// The target language is written wherever a style or a range names one; a language InDesign's names
// are not known for here leaves the document's languages as they were.

const indesignLanguages: Record<string, string> = {
  en: '$ID/English: USA',
  'en-gb': '$ID/English: UK',
  es: '$ID/Spanish: Castilian',
  fr: '$ID/French',
  de: '$ID/German: 2006 Reform',
  it: '$ID/Italian',
  pt: '$ID/Portuguese',
  ca: '$ID/Catalan',
  nl: '$ID/Dutch: 2005 Reform',
  sv: '$ID/Swedish',
  da: '$ID/Danish',
  fi: '$ID/Finnish',
  pl: '$ID/Polish',
  cs: '$ID/Czech',
  hu: '$ID/Hungarian',
  ru: '$ID/Russian',
  tr: '$ID/Turkish',
  el: '$ID/Greek',
};

/** `es` → `$ID/Spanish: Castilian`; undefined for a language without a known InDesign name. */
export function indesignLanguage(code: string): string | undefined {
  const lower = code.toLowerCase();
  return indesignLanguages[lower] ?? indesignLanguages[lower.split(/[-_]/)[0] ?? ''];
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
