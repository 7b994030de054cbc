// CSV and TSV share one implementation: detect the dialect and encoding, pick the text columns, make
// each of their cells a segment; rebuild by rewriting only the cells whose text changed.
import { isUserFacingError, UserFacingError } from '../../errors';
import type { Segment } from '../../segments';
import type { DocumentFormat, FormatOptions } from '../format';
import { decodeText, encodeText, type TextEncoding } from '../text-files/text-encoding';
import { cellSegment, cellText, type TranslatedCell } from './cell-text';
import { detectDialect } from './dialect';
import { hasHeaderRow } from './header-row';
import { type CsvRow, type Dialect, parseCsv } from './parse-csv';
import { chosenColumns, guessTextColumns } from './text-columns';

export interface DelimitedSkeleton {
  text: string;
  encoding: TextEncoding;
  dialect: Dialect;
  cells: TranslatedCell[];
}

interface DelimitedFormatSpec {
  id: string;
  label: string;
  extension: string;
  mimeType: string;
  delimiter: string;
}

function decode(input: Buffer, label: string) {
  try {
    return decodeText(input);
  } catch (error) {
    if (!isUserFacingError(error)) throw error;
    throw new UserFacingError(
      'bad_file',
      `This file is not a ${label} file: it contains binary data (an image or a spreadsheet saved as .xlsx?). Export it as ${label} text.`,
    );
  }
}

function columnsOf(rows: readonly CsvRow[]): string[][] {
  const width = Math.max(0, ...rows.map((row) => row.length));
  return Array.from({ length: width }, (_, column) => rows.map((row) => row[column]?.value ?? ''));
}

function textColumns(
  rows: readonly CsvRow[],
  header: string[] | undefined,
  options: FormatOptions,
  label: string,
) {
  const chosen = options.columns?.length
    ? chosenColumns(options.columns, header, label)
    : guessTextColumns(columnsOf(rows));
  return [...new Set(chosen)].sort((a, b) => a - b);
}

function extractCells(text: string, preferredDelimiter: string, options: FormatOptions, label: string) {
  const dialect = detectDialect(text, preferredDelimiter);
  const rows = parseCsv(text, dialect, label);
  const headerRow = hasHeaderRow(rows.map((row) => row.map((cell) => cell.value))) ? rows[0] : undefined;
  const header = headerRow?.map((cell) => cell.value);
  const dataRows = headerRow ? rows.slice(1) : rows;
  const columns = textColumns(dataRows, header, options, label);
  const segments: Segment[] = [];
  const cells: TranslatedCell[] = [];
  dataRows.forEach((row, rowIndex) => {
    for (const column of columns) {
      const source = row[column];
      if (!source?.value.trim()) continue;
      const { text: segmentText, cell } = cellSegment(source);
      const heading = header?.[column]?.trim();
      const id = `r${rowIndex + (headerRow ? 2 : 1)}c${column + 1}`;
      segments.push({ id, text: segmentText, ...(heading && { context: { heading } }) });
      cells.push(cell);
    }
  });
  return { dialect, segments, cells };
}

export function delimitedFormat(spec: DelimitedFormatSpec): DocumentFormat<DelimitedSkeleton> {
  return {
    id: spec.id,
    label: spec.label,
    extensions: [spec.extension],
    mimeType: spec.mimeType,
    options: ['columns'],

    extract(input, options) {
      const { text, encoding } = decode(input, spec.label);
      const { dialect, segments, cells } = extractCells(text, spec.delimiter, options, spec.label);
      return { segments, skeleton: { text, encoding, dialect, cells } };
    },

    rebuild({ segments, skeleton }, translations) {
      const { text, dialect, cells } = skeleton;
      let output = '';
      let copied = 0;
      cells.forEach((cell, index) => {
        const translation = translations[index] ?? '';
        // An unchanged cell keeps its bytes, odd quoting included.
        if (translation === segments[index]?.text) return;
        output += text.slice(copied, cell.start) + cellText(translation, cell, dialect);
        copied = cell.end;
      });
      return encodeText(output + text.slice(copied), skeleton.encoding);
    },
  };
}
