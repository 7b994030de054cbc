// Reads PHP string literals into text and writes text back as a literal of the same quote style, with
// only the escapes that style knows: single quotes `\'` and `\\`; double quotes `\"`, `\\`, `\$` and
// control characters, so a translation never gains a `$variable` PHP would interpolate.

export type PhpQuote = "'" | '"';

const doubleQuotedEscapes: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  v: '\v',
  e: '\x1b',
  f: '\f',
  '\\': '\\',
  $: '$',
  '"': '"',
};

const doubleQuotedEscape = /\\(?:([ntrvef\\$"])|([0-7]{1,3})|x([0-9A-Fa-f]{1,2})|u\{([0-9A-Fa-f]+)\})/g;
// A heredoc reads the same escapes but `\"`, which stays as written: its text needs no quote escaped.
const heredocEscape = /\\(?:([ntrvef\\$])|([0-7]{1,3})|x([0-9A-Fa-f]{1,2})|u\{([0-9A-Fa-f]+)\})/g;

export function decodeSingleQuoted(raw: string): string {
  return raw.slice(1, -1).replace(/\\([\\'])/g, '$1');
}

export function decodeDoubleQuoted(raw: string): string {
  return decodeEscapes(raw.slice(1, -1), '"');
}

/** The text of a double-quoted body (`"`) or of a heredoc body (`<<<`), escapes read. */
export function decodeEscapes(body: string, style: '"' | '<<<'): string {
  const pattern = style === '"' ? doubleQuotedEscape : heredocEscape;
  return body.replace(pattern, (sequence, simple, octal, hex, unicode) => {
    if (simple) return doubleQuotedEscapes[simple] ?? sequence;
    if (octal) return String.fromCharCode(Number.parseInt(octal, 8) & 0xff);
    if (hex) return String.fromCharCode(Number.parseInt(hex, 16));
    return String.fromCodePoint(Number.parseInt(unicode, 16));
  });
}

const controlEscapes: Record<string, string> = {
  '\t': '\\t',
  '\r': '\\r',
  '\v': '\\v',
  '\f': '\\f',
  '\x1b': '\\e',
};

/** `keepsNewlines`: the source literal spanned lines, so line breaks stay literal rather than `\n`. */
export function encodePhpString(text: string, quote: PhpQuote, keepsNewlines: boolean): string {
  if (quote === "'") return `'${text.replace(/[\\']/g, '\\$&')}'`;
  return `"${escapeText(text, '"', keepsNewlines)}"`;
}

/** Text as written inside double quotes (`"`) or a heredoc (`<<<`, where a `"` is written as it is). */
export function escapeText(text: string, style: '"' | '<<<', keepsNewlines: boolean): string {
  return (
    text
      .replace(style === '"' ? /[\\"$]/g : /[\\$]/g, '\\$&')
      .replace(/\n/g, keepsNewlines ? '\n' : '\\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is escaped.
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, (character) => {
        return controlEscapes[character] ?? `\\x${character.charCodeAt(0).toString(16).padStart(2, '0')}`;
      })
  );
}
