// Reads a PO file into entries that remember the lines they came from, so rebuilding can rewrite a
// filled entry's msgstr and flags and leave every other byte of the file as it was.
import { UserFacingError } from '../../errors';
import { indexLines, lineContent, lineCount, lineText, type PoLines } from './po-lines';
import { PoStringError, readPoString } from './po-string';

export type PoKeyword = 'msgctxt' | 'msgid' | 'msgid_plural' | 'msgstr';

export interface PoField {
  keyword: PoKeyword;
  /** `n` of `msgstr[n]`. */
  pluralIndex?: number;
  value: string;
  firstLine: number;
  lastLine: number;
}

export interface PoEntry {
  /** The line holding the first keyword (comments above it belong to the entry too). */
  keywordLine: number;
  /** The `#,` line, when the entry has flags. */
  flagsLine?: number;
  flags: string[];
  /** The first `#|` line (previous msgid): a new `#, fuzzy` goes above it, as gettext orders comments. */
  previousLine?: number;
  fields: PoField[];
}

export interface ParsedPo extends PoLines {
  entries: PoEntry[];
  /** The file's lines, each with its own line ending, cut from the text each time they are asked for. */
  readonly lines: string[];
}

const keywordPattern = /^(msgctxt|msgid_plural|msgid|msgstr)(?:\[(\d+)\])?(?=[\s"]|$)/;

function malformed(line: number, column: number | undefined, problem: string): UserFacingError {
  const where = column === undefined ? `line ${line}` : `line ${line}, column ${column}`;
  return new UserFacingError('bad_file', `This PO file is malformed at ${where}: ${problem}.`, {
    line,
    ...(column !== undefined && { column }),
  });
}

const nonSpace = /\S/g;

/** Where the first non-space character at or after `from` is, or -1; no copy of the line's rest. */
function firstNonSpace(content: string, from: number): number {
  for (let index = from; index < content.length; index += 1) {
    const code = content.charCodeAt(index);
    // ASCII is settled here; other characters may be Unicode spaces, which `\s` knows.
    if (code > 127) {
      nonSpace.lastIndex = index;
      return nonSpace.exec(content)?.index ?? -1;
    }
    if (code !== 32 && (code < 9 || code > 13)) return index;
  }
  return -1;
}

/** The quoted string that makes up the rest of a line, or undefined when the line ends first. */
function restOfLine(content: string, from: number, lineNumber: number): string | undefined {
  const quote = firstNonSpace(content, from);
  if (quote === -1) return undefined;
  if (content[quote] !== '"') throw malformed(lineNumber, quote + 1, 'expected a quoted string');
  try {
    const { value, end } = readPoString(content, quote);
    const trailing = firstNonSpace(content, end);
    if (trailing !== -1) throw malformed(lineNumber, trailing + 1, 'unexpected text after the closing quote');
    return value;
  } catch (error) {
    if (error instanceof PoStringError) throw malformed(lineNumber, error.column, error.message);
    throw error;
  }
}

function hasField(entry: PoEntry, keyword: PoKeyword): boolean {
  return fieldOf(entry, keyword) !== undefined;
}

function hasOnlyContext(entry: PoEntry): boolean {
  for (const field of entry.fields) if (field.keyword !== 'msgctxt') return false;
  return true;
}

function checkComplete(entry: PoEntry): void {
  const line = entry.keywordLine + 1;
  if (!hasField(entry, 'msgid')) throw malformed(line, undefined, 'this entry has no msgid');
  if (!hasField(entry, 'msgstr')) throw malformed(line, undefined, 'this msgid has no msgstr');
}

interface PendingComments {
  flagsLine?: number;
  flags: string[];
  previousLine?: number;
}

function flagsOf(comment: string): string[] {
  return comment
    .slice(2)
    .split(',')
    .map((flag) => flag.trim())
    .filter(Boolean);
}

/** Reads line by line; each kind of line (blank, comment, quoted string, keyword) has its own step. */
class PoReader {
  readonly entries: PoEntry[] = [];
  private current: PoEntry | undefined;
  private comments: PendingComments = { flags: [] };
  private field: PoField | undefined;

  finish(): void {
    if (this.current) {
      checkComplete(this.current);
      this.entries.push(this.current);
    }
    this.current = undefined;
    this.field = undefined;
  }

  blank(): void {
    // Comments a blank line cuts off from the next entry are not that entry's.
    if (!this.current) this.comments = { flags: [] };
    this.field = undefined;
  }

  comment(trimmed: string, index: number): void {
    if (this.current && hasField(this.current, 'msgstr')) this.finish();
    this.field = undefined;
    // An obsolete entry's comments (its own `#, fuzzy`) are not the next live entry's.
    if (trimmed.startsWith('#~')) this.comments = { flags: [] };
    if (trimmed.startsWith('#,')) Object.assign(this.comments, { flagsLine: index, flags: flagsOf(trimmed) });
    if (trimmed.startsWith('#|')) this.comments.previousLine ??= index;
  }

  continuation(content: string, index: number): void {
    const quote = content.indexOf('"');
    if (!this.field)
      throw malformed(index + 1, quote + 1, 'a quoted string must follow msgid, msgstr or another string');
    this.field.value += restOfLine(content, quote, index + 1) ?? '';
    this.field.lastLine = index;
  }

  keyword(content: string, trimmed: string, index: number): void {
    const keyword = keywordPattern.exec(trimmed);
    if (!keyword) {
      const found = trimmed.length > 20 ? `${trimmed.slice(0, 20)}…` : trimmed;
      throw malformed(
        index + 1,
        undefined,
        `expected msgid, msgstr, a comment or a quoted string, found "${found}"`,
      );
    }
    const name = keyword[1] as PoKeyword;
    if (!this.current || name === 'msgctxt' || (name === 'msgid' && !hasOnlyContext(this.current)))
      this.startEntry(index);
    const offset = content.indexOf(keyword[0]) + keyword[0].length;
    const value = restOfLine(content, offset, index + 1) ?? '';
    // Two literals rather than a conditional spread: the spread copies an object per field.
    this.field =
      keyword[2] === undefined
        ? { keyword: name, value, firstLine: index, lastLine: index }
        : { keyword: name, pluralIndex: Number(keyword[2]), value, firstLine: index, lastLine: index };
    this.current?.fields.push(this.field);
  }

  private startEntry(keywordLine: number): void {
    this.finish();
    const { flags, flagsLine, previousLine } = this.comments;
    this.current = { keywordLine, fields: [], flags };
    if (flagsLine !== undefined) this.current.flagsLine = flagsLine;
    if (previousLine !== undefined) this.current.previousLine = previousLine;
    this.comments = { flags: [] };
  }
}

export function parsePo(text: string): ParsedPo {
  const lines = indexLines(text);
  const reader = new PoReader();
  const count = lineCount(lines);
  for (let index = 0; index < count; index += 1) {
    const content = lineContent(lines, index);
    const trimmed = content.trim();
    if (!trimmed) reader.blank();
    else if (trimmed.startsWith('#')) reader.comment(trimmed, index);
    else if (trimmed.startsWith('"')) reader.continuation(content, index);
    // gettext's domain directive ends the entry before it and is kept as it is.
    else if (/^domain\b/.test(trimmed)) reader.finish();
    else reader.keyword(content, trimmed, index);
  }
  reader.finish();
  return {
    ...lines,
    entries: reader.entries,
    get lines() {
      return Array.from({ length: count }, (_, index) => lineText(lines, index));
    },
  };
}

// A loop rather than `find`: this runs several times per entry, and a callback would be a closure each time.
export function fieldOf(entry: PoEntry, keyword: PoKeyword): PoField | undefined {
  for (const field of entry.fields) if (field.keyword === keyword) return field;
  return undefined;
}

export function msgstrFields(entry: PoEntry): PoField[] {
  return entry.fields.filter((field) => field.keyword === 'msgstr');
}

/** The header is the first entry with an empty msgid and no msgctxt. */
export function isHeader(entry: PoEntry): boolean {
  return fieldOf(entry, 'msgid')?.value === '' && !fieldOf(entry, 'msgctxt');
}
