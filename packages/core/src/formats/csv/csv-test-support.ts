// How the CSV tests read an output file back: decoded in its own encoding and split with the dialect
// the format detects, so rows, columns and untouched cells can be compared with the input's.
import { decodeText } from '../text-files/text-encoding';
import { detectDialect } from './dialect';
import { parseCsv } from './parse-csv';

export function readTable(file: Buffer, preferredDelimiter = ','): string[][] {
  const { text } = decodeText(file);
  const dialect = detectDialect(text, preferredDelimiter);
  return parseCsv(text, dialect, 'CSV').map((row) => row.map((cell) => cell.value));
}
