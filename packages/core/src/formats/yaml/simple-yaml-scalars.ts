// Readers for the scalars of simple YAML (see simple-yaml-strings.ts), each at a position on one line.
// A reader returns undefined for anything it is not sure to read exactly as the yaml library does, and
// the caller gives the whole file to the library.
import type { Scalar } from 'yaml';

export interface ScalarRead {
  /** undefined for a value that is not a string: a number, a boolean, null. */
  value: string | undefined;
  style: Scalar.Type;
  start: number;
  end: number;
  /** Where reading goes on: after the scalar, or for a block scalar at the start of the next line. */
  next: number;
}

// Sticky, each read in one pass up to and with its closing quote on the same line. Double quotes allow
// only the escapes JSON shares with YAML, so JSON.parse decodes them the same way; a raw control
// character (a line break too) or any other escape ends the fast path.
// biome-ignore lint/suspicious/noControlCharactersInRegex: a raw control character ends the fast path.
const doubleQuotedRun = /(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
// biome-ignore lint/suspicious/noControlCharactersInRegex: likewise.
const singleQuotedRun = /(?:[^'\u0000-\u001f]|'')*'/y;
// Plain scalars the core schema reads as something other than a string.
const coreKeyword = /^(?:true|True|TRUE|false|False|FALSE|null|Null|NULL)$/;
const simpleNumber = /^\d+(?:\.\d+)?$/;
const letter = /\p{L}/uy;
const digit = /\d/y;
// What a plain scalar may hold: in a flow sequence none of the flow indicators, quotes, `:` or `#`.
const flowPlain = /[^,[\]{}#:"'\n]*/y;

function closingQuoteEnd(run: RegExp, text: string, start: number): number | undefined {
  run.lastIndex = start + 1;
  return run.test(text) ? run.lastIndex : undefined;
}

export function readDoubleQuoted(text: string, start: number): ScalarRead | undefined {
  const end = closingQuoteEnd(doubleQuotedRun, text, start);
  if (end === undefined) return undefined;
  const body = text.slice(start + 1, end - 1);
  const value = body.includes('\\') ? (JSON.parse(`"${body}"`) as string) : body;
  return { value, style: 'QUOTE_DOUBLE', start, end, next: end };
}

export function readSingleQuoted(text: string, start: number): ScalarRead | undefined {
  const end = closingQuoteEnd(singleQuotedRun, text, start);
  if (end === undefined) return undefined;
  const body = text.slice(start + 1, end - 1);
  const value = body.includes("'") ? body.replaceAll("''", "'") : body;
  return { value, style: 'QUOTE_SINGLE', start, end, next: end };
}

function startsAt(pattern: RegExp, text: string, position: number): boolean {
  pattern.lastIndex = position;
  return pattern.test(text);
}

/** A plain scalar's text resolved by the core schema; undefined when it is unsure. */
function plainValue(text: string): string | undefined | null {
  if (coreKeyword.test(text) || simpleNumber.test(text)) return null;
  return startsAt(letter, text, 0) ? text : undefined;
}

function plainRead(text: string, start: number, end: number): ScalarRead | undefined {
  const value = plainValue(text.slice(start, end));
  if (value === undefined) return undefined;
  return { value: value ?? undefined, style: 'PLAIN', start, end, next: end };
}

/** Where a plain scalar from `start` ends on its line: before a ` #` comment and trailing spaces. */
function plainEnd(text: string, start: number, lineEnd: number): number {
  let end = lineEnd;
  for (let position = start; position < lineEnd; position += 1) {
    if (text.charCodeAt(position) === 0x20 && text.charCodeAt(position + 1) === 0x23) {
      end = position;
      break;
    }
  }
  while (text.charCodeAt(end - 1) === 0x20) end -= 1;
  return end;
}

/** A `: ` inside, or a `:` at the end, would make the text a key. */
function holdsMappingColon(text: string, start: number, end: number): boolean {
  for (let position = start; position < end; position += 1) {
    if (text.charCodeAt(position) !== 0x3a) continue;
    if (position + 1 === end || text.charCodeAt(position + 1) === 0x20) return true;
  }
  return false;
}

/** A plain scalar that is the rest of a block mapping line (its comment aside). */
export function readBlockPlain(text: string, start: number, lineEnd: number): ScalarRead | undefined {
  if (!startsAt(letter, text, start) && !startsAt(digit, text, start)) return undefined;
  const end = plainEnd(text, start, lineEnd);
  if (holdsMappingColon(text, start, end)) return undefined;
  return plainRead(text, start, end);
}

/** A plain scalar inside `[…]`, up to the next `,` or `]`. */
export function readFlowPlain(text: string, start: number): ScalarRead | undefined {
  if (!startsAt(letter, text, start) && !startsAt(digit, text, start)) return undefined;
  flowPlain.lastIndex = start;
  flowPlain.test(text);
  let end = flowPlain.lastIndex;
  const stop = text.charCodeAt(end);
  if (stop !== 0x2c && stop !== 0x5d) return undefined;
  while (text.charCodeAt(end - 1) === 0x20) end -= 1;
  return plainRead(text, start, end);
}

const literalHeader = /\|(-?)(?: +#[^\n]*| *)\n/y;

/**
 * A literal block scalar (`|` or `|-`) under a key indented by `parentIndent`: its body is the lines
 * indented deeper than the key, at the indentation of its first line. Leading or trailing blank lines
 * that count, `|+`, indentation indicators and folding are left to the library.
 */
export function readLiteralBlock(text: string, start: number, parentIndent: number): ScalarRead | undefined {
  literalHeader.lastIndex = start;
  const header = literalHeader.exec(text);
  if (!header) return undefined;
  const strip = header[1] === '-';
  const lines: string[] = [];
  let indent = 0;
  let blanks = 0;
  let end = literalHeader.lastIndex;
  for (let position = end; position < text.length; ) {
    let lineEnd = text.indexOf('\n', position);
    if (lineEnd < 0) lineEnd = text.length;
    let first = position;
    while (text.charCodeAt(first) === 0x20) first += 1;
    const spaces = first - position;
    if (first === lineEnd) {
      // Blank lines count only between lines of text; lines of spaces carry some of their own.
      if (spaces > 0 || lines.length === 0) return undefined;
      blanks += 1;
    } else {
      if (lines.length === 0 && spaces <= parentIndent) return undefined;
      if (lines.length === 0) indent = spaces;
      if (spaces < indent) break;
      for (; blanks > 0; blanks -= 1) lines.push('');
      lines.push(text.slice(position + indent, lineEnd));
      end = Math.min(lineEnd + 1, text.length);
    }
    position = lineEnd + 1;
  }
  if (lines.length === 0) return undefined;
  const value = lines.join('\n') + (strip ? '' : '\n');
  return { value, style: 'BLOCK_LITERAL', start, end, next: end };
}
