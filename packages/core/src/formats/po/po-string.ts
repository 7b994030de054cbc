// PO string literals: the C-style escapes gettext reads (`\"`, `\\`, `\n`, `\t`, octal, hex) and the
// quoted, wrapped lines it writes, so a filled msgstr looks like one msgmerge would have written.

const namedEscapes: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  '"': '"',
  '\\': '\\',
  a: '\u0007',
  b: '\b',
  f: '\f',
  v: '\v',
  '?': '?',
  "'": "'",
};

export class PoStringError extends Error {
  constructor(
    message: string,
    readonly column: number,
  ) {
    super(message);
  }
}

/**
 * Reads one quoted literal starting at `start` (the opening quote) and returns its value and the
 * index just past the closing quote.
 */
export function readPoString(line: string, start: number): { value: string; end: number } {
  let value = '';
  let index = start + 1;
  // Copies the runs between escapes whole: most strings have no escape at all.
  while (index < line.length) {
    const quote = line.indexOf('"', index);
    const backslash = line.indexOf('\\', index);
    if (backslash === -1 || (quote !== -1 && backslash > quote)) {
      if (quote === -1) break;
      return { value: value + line.slice(index, quote), end: quote + 1 };
    }
    value += line.slice(index, backslash);
    const sequence = readEscape(line, backslash);
    value += sequence.value;
    index = sequence.end;
  }
  throw new PoStringError('the quoted string is not closed', start + 1);
}

function readEscape(line: string, backslash: number): { value: string; end: number } {
  const next = line[backslash + 1] ?? '';
  const named = namedEscapes[next];
  if (named !== undefined) return { value: named, end: backslash + 2 };
  const octal = /^[0-7]{1,3}/.exec(line.slice(backslash + 1));
  if (octal)
    return { value: String.fromCharCode(Number.parseInt(octal[0], 8)), end: backslash + 1 + octal[0].length };
  const hex = /^x([0-9a-fA-F]{1,2})/.exec(line.slice(backslash + 1));
  if (hex?.[1])
    return { value: String.fromCharCode(Number.parseInt(hex[1], 16)), end: backslash + 2 + hex[1].length };
  throw new PoStringError(`"\\${next}" is not a valid escape sequence`, backslash + 1);
}

const needsEscape = /[\\"\n\t\r]/;

export function escapePoString(value: string): string {
  if (!needsEscape.test(value)) return value;
  return value
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/\n/g, '\\n')
    .replace(/\t/g, '\\t')
    .replace(/\r/g, '\\r');
}

/** gettext's default page width: a quoted line, quotes included, stays within 79 columns. */
const pageWidth = 79;

/** `text.split(/(?<= )/)`: each word keeps the spaces after it. */
function wordsWithSpaces(text: string): string[] {
  const words: string[] = [];
  let start = 0;
  for (let space = text.indexOf(' '); space !== -1; space = text.indexOf(' ', space + 1)) {
    words.push(text.slice(start, space + 1));
    start = space + 1;
  }
  if (start < text.length || words.length === 0) words.push(text.slice(start));
  return words;
}

/** Splits escaped text at spaces so each piece fits in `width`; a word longer than that stays whole. */
function wrapEscaped(escaped: string, width: number): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const word of wordsWithSpaces(escaped)) {
    if (current && current.length + word.length > width) {
      pieces.push(current);
      current = '';
    }
    current += word;
  }
  if (current) pieces.push(current);
  return pieces;
}

/**
 * `keyword "value"` on one line when it fits and holds no inner line break; otherwise gettext's
 * layout: `keyword ""` followed by one quoted line per line of text, long lines wrapped at spaces.
 * Each line ends with `ending` (none by default).
 */
export function formatPoField(keyword: string, value: string, ending = ''): string[] {
  const escaped = escapePoString(value);
  const innerBreak = value.indexOf('\n');
  const fitsOneLine = keyword.length + escaped.length + 3 <= pageWidth;
  if (fitsOneLine && (innerBreak === -1 || innerBreak === value.length - 1))
    return [`${keyword} "${escaped}"${ending}`];
  const lines = (escaped.includes('\\n') ? escaped.split(/(?<=\\n)/) : [escaped])
    .flatMap((line) => wrapEscaped(line, pageWidth - 2))
    .map((piece) => `"${piece}"${ending}`);
  return [`${keyword} ""${ending}`, ...lines];
}
