// Finds how a delimited file is written: the delimiter that splits its rows most consistently, the
// quote character, and whether quotes inside quoted cells are doubled or backslash-escaped.
import { type CsvRow, type Dialect, parseCsv } from './parse-csv';

const delimiters = [',', ';', '\t', '|'];
/** Enough rows to judge by; a big file is not parsed four times over. */
const sampleLength = 64 * 1024;

function sampleOf(text: string): string {
  if (text.length <= sampleLength) return text;
  const lastBreak = text.lastIndexOf('\n', sampleLength);
  return text.slice(0, lastBreak > 0 ? lastBreak : sampleLength);
}

function quoteOf(text: string): string {
  const quotedBy = (quote: string) =>
    text.match(new RegExp(`(?:^|[,;\\t|])${quote}[^${quote}\\n]*${quote}(?=[,;\\t|\\r\\n]|$)`, 'gm'))
      ?.length ?? 0;
  return quotedBy("'") > quotedBy('"') ? "'" : '"';
}

/** `\"` inside a quoted cell that neither ends the cell nor starts a doubled quote. */
function usesBackslashEscapes(text: string, quote: string): boolean {
  const escaped = new RegExp(`\\\\${quote}(?![${quote},;\\t|\\r\\n]|$)`);
  return escaped.test(text);
}

interface Fit {
  /** The share of rows with the most common cell count; 0 when that count is 1 (no delimiter at all). */
  share: number;
  cells: number;
}

function fitOf(rows: readonly CsvRow[]): Fit {
  const counts = new Map<number, number>();
  for (const row of rows) counts.set(row.length, (counts.get(row.length) ?? 0) + 1);
  const [cells, rowsWithIt] = [...counts].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0] ?? [1, 0];
  return { share: cells > 1 ? rowsWithIt / rows.length : 0, cells };
}

/** More rows agreeing wins; on a tie, more columns (`a;b, c` is two columns by `;`, not by `,`). */
function fitsBetter(fit: Fit, than: Fit): boolean {
  return fit.share > than.share || (fit.share === than.share && fit.share > 0 && fit.cells > than.cells);
}

function tryParse(sample: string, dialect: Dialect): CsvRow[] {
  try {
    return parseCsv(sample, dialect, 'CSV');
  } catch {
    // A sample cut inside a quoted cell, or the wrong delimiter: this candidate simply scores nothing.
    return [];
  }
}

export function detectDialect(text: string, preferredDelimiter: string): Dialect {
  const sample = sampleOf(text);
  const quote = quoteOf(sample);
  const backslashEscapes = usesBackslashEscapes(sample, quote);
  const candidates = [
    preferredDelimiter,
    ...delimiters.filter((delimiter) => delimiter !== preferredDelimiter),
  ];
  let best = { delimiter: preferredDelimiter, fit: { share: 0, cells: 1 } };
  for (const delimiter of candidates) {
    const fit = fitOf(tryParse(sample, { delimiter, quote, backslashEscapes }));
    if (fitsBetter(fit, best.fit)) best = { delimiter, fit };
  }
  return { delimiter: best.delimiter, quote, backslashEscapes };
}
