// Reads delimited text into rows of cells that remember where they sit in the file, so rebuilding can
// replace a translated cell and copy every other byte. Lenient the way spreadsheet programs are: text
// after a closing quote stays in the cell, and rows may have different lengths.
import { UserFacingError } from '../../errors';

export interface Dialect {
  delimiter: string;
  quote: string;
  /** Quotes inside quoted cells written `\"` (MySQL, PHP exports) rather than doubled. */
  backslashEscapes: boolean;
}

export interface CsvCell {
  /** Where the cell's raw text starts and ends in the decoded file. */
  start: number;
  end: number;
  value: string;
  quoted: boolean;
}

export type CsvRow = CsvCell[];

function unclosedQuote(text: string, formatName: string, at: number): UserFacingError {
  const before = text.slice(0, at);
  const line = before.split('\n').length;
  const column = at - before.lastIndexOf('\n');
  return new UserFacingError(
    'bad_file',
    `This ${formatName} file is malformed at line ${line}, column ${column}: a quoted cell is never closed.`,
    { line, column },
  );
}

/** The end of an unquoted stretch: the next delimiter, line break or the end of the text. */
function stretchEnd(text: string, from: number, delimiter: string): number {
  for (let index = from; index < text.length; index += 1) {
    const char = text[index];
    if (char === delimiter || char === '\n' || char === '\r') return index;
  }
  return text.length;
}

function readQuoted(text: string, start: number, dialect: Dialect, formatName: string): CsvCell {
  const { quote } = dialect;
  let value = '';
  let index = start + 1;
  for (;;) {
    const next = text.indexOf(quote, index);
    if (next === -1) throw unclosedQuote(text, formatName, start);
    const escapedByBackslash = dialect.backslashEscapes && next - 1 >= index && text[next - 1] === '\\';
    if (escapedByBackslash) {
      value += `${text.slice(index, next - 1)}${quote}`;
      index = next + 1;
    } else if (text[next + 1] === quote) {
      value += `${text.slice(index, next)}${quote}`;
      index = next + 2;
    } else {
      value += text.slice(index, next);
      const end = stretchEnd(text, next + 1, dialect.delimiter);
      return { start, end, value: value + text.slice(next + 1, end), quoted: true };
    }
  }
}

function readCell(text: string, start: number, dialect: Dialect, formatName: string): CsvCell {
  if (text[start] === dialect.quote) return readQuoted(text, start, dialect, formatName);
  const end = stretchEnd(text, start, dialect.delimiter);
  return { start, end, value: text.slice(start, end), quoted: false };
}

function lineBreakLength(text: string, at: number): number {
  if (text.startsWith('\r\n', at)) return 2;
  return text[at] === '\n' || text[at] === '\r' ? 1 : 0;
}

export function parseCsv(text: string, dialect: Dialect, formatName: string): CsvRow[] {
  const rows: CsvRow[] = [];
  let row: CsvRow = [];
  let index = 0;
  while (index < text.length) {
    const cell = readCell(text, index, dialect, formatName);
    row.push(cell);
    index = cell.end;
    if (text[index] === dialect.delimiter) {
      index += 1;
      // A delimiter at the very end still opens one last, empty cell.
      if (index === text.length) row.push({ start: index, end: index, value: '', quoted: false });
      continue;
    }
    index += lineBreakLength(text, index);
    rows.push(row);
    row = [];
  }
  if (row.length > 0) rows.push(row);
  return rows;
}
