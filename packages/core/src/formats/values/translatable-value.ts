// Language files mix words for people with values for programs (ids, paths, colours, dates). A string
// value is translated only when it reads as text: it has letters outside placeholders and is not one of
// the machine-readable shapes below. JSON, YAML and PHP share this judgement.
import { splitProtectedSpans } from '../../segments';

const machineShapes: RegExp[] = [
  /^[a-z][\w+.:-]*:\/\/\S*$/i, // URLs with any scheme, jdbc:mysql://… too
  /^(?:mailto:|tel:|data:)\S*$/i,
  /^www\.\S+$/i,
  /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/, // e-mail addresses
  /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i, // colour codes
  /^(?:rgba?|hsla?)\([^)]*\)$/i,
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/, // ISO dates
  /^\d{1,2}:\d{2}(?::\d{2})?$/, // times
  /^(?:\.{0,2}\/|~\/|[A-Za-z]:\\)\S*$/, // absolute and relative paths
  /^[\w.-]+(?:[/\\][\w.*-]+)*[/\\](?:[\w*-]+\.\w{1,5})?$/, // Images/Sun.png, templates/ (not and/or)
  /^[\w-]+\.(?:html?|jsp|php|js|ts|css|json|ya?ml|xml|png|jpe?g|gif|svg|ico|pdf|txt|md|log|db|tld)$/i,
  /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*\([^)]*\);?$/, // a call: CreateNewDoc()
  /^(?:application|text|image|audio|video|font|multipart)\/[\w.+-]+$/, // MIME types
  /^[a-z]{2,3}[-_][A-Za-z]{2}$/, // locale codes with a region: en-us, pt_BR
  /^(?:utf-?(?:8|16(?:le|be)?|32)|iso-?8859-\d{1,2}|windows-125\d|us-ascii|latin-?1)$/i, // charsets
  /^[A-Za-z]+\d+$/, // numbered ids: sd1, text1, mail2
];

/** One word of code: camelCase, PascalCase joined words, snake_case, kebab-case ids, dotted.names. */
function isIdentifier(text: string): boolean {
  if (/\s/.test(text) || !/^[A-Za-z_$][\w$.:-]*$/.test(text)) return false;
  const camelCase = /[a-z][A-Z]/.test(text);
  const joined = /[a-zA-Z0-9][_.:][a-zA-Z0-9]/.test(text) || /^_|_$/.test(text);
  return camelCase || joined;
}

// An ICU plural or select holds whole sentences in its branches, though it is one placeholder-like span.
const icuChoice = /\{\s*\w+\s*,\s*(?:plural|select|selectordinal)\s*,[^{}]*\{[^{}]*\p{L}/u;

// Every protected span (tags, code, URLs, e-mails, entities, variables, amounts) holds one of these;
// most values of a language file hold none, and skip the costly split.
const mayHoldProtectedSpan = /[<`:@&{%$€£¥₹\d]|www\./;

// A word of letters alone between spaces, before any `<`, `{` or backtick, lies outside every protected
// span: spans that hold spaces are tags, braces, code, and amounts, whose unit follows a digit and a space.
const wordBeforeMarkup = /^[^<{`]*?(?:^|(?<!\d)\s)\p{L}+(?=\s|$)/u;

// A Unicode property test costs several times an ASCII one; most text has an ASCII letter.
const hasLetter = (text: string) => /[A-Za-z]/.test(text) || /\p{L}/u.test(text);

/** Letters left once placeholders, tags, URLs and strftime codes (`%B %Y`) are set aside. */
function hasWords(text: string): boolean {
  if (!mayHoldProtectedSpan.test(text)) return hasLetter(text);
  if (wordBeforeMarkup.test(text)) return true;
  if (icuChoice.test(text)) return true;
  const free = splitProtectedSpans(text)
    .filter((span) => !span.isProtected)
    .map((span) => span.text)
    .join(' ')
    .replace(/%[-_0^#]?[A-Za-z]/g, ' ');
  return hasLetter(free);
}

// Of the machine shapes, only calls, `rgb(…)` colours and ISO dates may hold a space; words with spaces
// and neither a parenthesis nor a leading digit are none of them, nor an identifier.
function isSpacedWords(text: string): boolean {
  return /\s/.test(text) && !text.includes('(') && !/^\d/.test(text);
}

// Every machine shape holds one of these (a digit, or the punctuation of URLs, paths, addresses, colours,
// calls and codes): a word without any, most words of a language file, is tested as an identifier only.
const shapeCharacter = /[\d:/.@#(\\~_-]/;

export function isTranslatableValue(value: string): boolean {
  const text = value.trim();
  if (!hasWords(text)) return false;
  if (isSpacedWords(text)) return true;
  if (!shapeCharacter.test(text)) return !isIdentifier(text);
  return !machineShapes.some((shape) => shape.test(text)) && !isIdentifier(text);
}
