// A cell's value as a segment and back: line breaks as `\n` for engines (the cell's own break put
// back), inline tags as placeholders, and quoting the way the file quotes.
import { type MarkupMap, markupToPlaceholders, placeholdersToMarkup } from '../inline-tags/inline-markup';
import type { CsvCell, Dialect } from './parse-csv';

export interface TranslatedCell {
  start: number;
  end: number;
  quoted: boolean;
  lineBreak: string;
  markup: MarkupMap;
}

export function cellSegment(cell: CsvCell): { text: string; cell: TranslatedCell } {
  const lineBreak = cell.value.includes('\r\n') ? '\r\n' : '\n';
  const { text, markup } = markupToPlaceholders(cell.value.replace(/\r\n?/g, '\n'));
  return { text, cell: { start: cell.start, end: cell.end, quoted: cell.quoted, lineBreak, markup } };
}

function needsQuotes(value: string, dialect: Dialect): boolean {
  return value.includes(dialect.delimiter) || value.includes(dialect.quote) || /[\r\n]/.test(value);
}

/** The cell as written in the file: quoted when it was or when its new value needs it. */
export function cellText(translation: string, cell: TranslatedCell, dialect: Dialect): string {
  const value = placeholdersToMarkup(translation, cell.markup).replace(/\n/g, cell.lineBreak);
  if (!cell.quoted && !needsQuotes(value, dialect)) return value;
  const { quote } = dialect;
  const escapedQuote = dialect.backslashEscapes ? `\\${quote}` : `${quote}${quote}`;
  return `${quote}${value.split(quote).join(escapedQuote)}${quote}`;
}
