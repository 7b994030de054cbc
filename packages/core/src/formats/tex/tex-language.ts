// A document that names its language for babel or polyglossia (hyphenation, "Chapter", quotes) is
// switched to the target language; one that names none is left alone.

const babelNames: Record<string, string> = {
  ca: 'catalan',
  cs: 'czech',
  da: 'danish',
  de: 'ngerman',
  el: 'greek',
  en: 'english',
  es: 'spanish',
  fi: 'finnish',
  fr: 'french',
  hu: 'magyar',
  it: 'italian',
  nl: 'dutch',
  pl: 'polish',
  pt: 'portuguese',
  ru: 'russian',
  sv: 'swedish',
  tr: 'turkish',
  uk: 'ukrainian',
};
const knownNames = new Set([
  ...Object.values(babelNames),
  'american',
  'british',
  'german',
  'francais',
  'UKenglish',
  'USenglish',
]);

const babelPackage = /(\\usepackage\[)([^\]]*)(\]\{babel\})/;
const polyglossiaMain = /(\\set(?:main|default)language(?:\[[^\]]*\])?\{)([A-Za-z]+)(\})/;

/** The main language is babel's last option; polyglossia names it in \setmainlanguage. */
function switchBabel(options: string, language: string): string {
  const names = options.split(',');
  const main = names.findLastIndex((name) => knownNames.has(name.trim()));
  if (main < 0) return options;
  const name = names[main] ?? '';
  names[main] = name.replace(name.trim(), language);
  return names.join(',');
}

/** The preamble (text before `\begin{document}`) with its language switched to `to`, when both are known. */
export function switchDocumentLanguage(text: string, to: string): string {
  const language = babelNames[to.split('-')[0] ?? ''];
  const bodyStart = text.search(/\\begin\s*\{document\}/);
  if (!language || bodyStart < 0) return text;
  const preamble = text
    .slice(0, bodyStart)
    .replace(
      babelPackage,
      (_all, open: string, options: string, close: string) => open + switchBabel(options, language) + close,
    )
    .replace(polyglossiaMain, (all, open: string, name: string, close: string) =>
      knownNames.has(name) ? open + language + close : all,
    );
  return preamble + text.slice(bodyStart);
}
