// Reads glossary terms from CSV, as spreadsheets export it: a `source,target` header (optionally
// `case_sensitive` and `keep_as_is`), RFC 4180 quoting, a UTF-8 BOM, and `,`, `;` or tab between values.
// Pure, so the CLI (`verso --glossary terms.csv`) and the site share it; errors name the line to fix.
import { UserFacingError } from '@verso/core/errors';
import { type CheckedGlossaryTerm, checkGlossaryTerms } from './glossary-rules';

interface CsvRecord {
  /** The line the record starts on, counting from 1. */
  line: number;
  fields: string[];
}

const delimiters = [',', ';', '\t'] as const;
type Delimiter = (typeof delimiters)[number];

const columnNames = {
  source: 'source',
  target: 'target',
  caseSensitive: 'case_sensitive',
  keepAsIs: 'keep_as_is',
};

export function parseGlossaryCsv(text: string): CheckedGlossaryTerm[] {
  const body = text.replace(/^\uFEFF/, '');
  const delimiter = detectDelimiter(body);
  const records = readCsvRecords(body, delimiter).filter((record) => record.fields.some((f) => f.trim()));
  const [header, ...rows] = records;
  if (!header) throw new UserFacingError('bad_file', 'The CSV file is empty.');
  const columns = headerColumns(header);
  if (rows.length === 0) {
    throw new UserFacingError('bad_file', 'The CSV file has a header but no terms below it.');
  }
  const terms = rows.map((row) => {
    const extra = row.fields.slice(header.fields.length);
    if (extra.some((field) => field.trim())) {
      throw csvError(
        row.line,
        `${row.fields.length} values, but the header names ${header.fields.length} columns. ` +
          `Put a term that contains ${delimiterName(delimiter)} in double quotes.`,
      );
    }
    const value = (column: number | undefined) => (column === undefined ? '' : (row.fields[column] ?? ''));
    return {
      source: value(columns.source),
      target: value(columns.target),
      caseSensitive: flag(value(columns.caseSensitive), columnNames.caseSensitive, row.line),
      keepAsIs: flag(value(columns.keepAsIs), columnNames.keepAsIs, row.line),
    };
  });
  return checkGlossaryTerms(terms, (index) => `Line ${rows[index]?.line}`);
}

/** The most frequent candidate on the header line; a comma when there is none (a one-column file). */
function detectDelimiter(text: string): Delimiter {
  const headerLine = text.split(/\r\n|\n|\r/, 1)[0] ?? '';
  const count = (delimiter: Delimiter) => headerLine.split(delimiter).length - 1;
  return delimiters.reduce((best, candidate) => (count(candidate) > count(best) ? candidate : best));
}

function headerColumns(header: CsvRecord) {
  const names = header.fields.map((name) =>
    name
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_'),
  );
  const column = (name: string) => {
    const index = names.indexOf(name);
    return index === -1 ? undefined : index;
  };
  const source = column(columnNames.source);
  const target = column(columnNames.target);
  if (source === undefined || target === undefined) {
    throw csvError(
      header.line,
      `the first line must name the columns, starting with "source,target" (found "${header.fields.join(',')}").`,
    );
  }
  return {
    source,
    target,
    caseSensitive: column(columnNames.caseSensitive),
    keepAsIs: column(columnNames.keepAsIs),
  };
}

const yes = new Set(['true', 'yes', 'y', '1', 'x']);
const no = new Set(['', 'false', 'no', 'n', '0']);

function flag(value: string, column: string, line: number): boolean {
  const normalised = value.trim().toLowerCase();
  if (yes.has(normalised)) return true;
  if (no.has(normalised)) return false;
  throw csvError(line, `${column} must be yes or no, not "${value.trim()}".`);
}

/** RFC 4180 records; a record's line is where it starts, since a quoted value may span lines. */
function readCsvRecords(text: string, delimiter: Delimiter): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let i = 0;
  const endRecord = () => {
    records.push({ line: recordLine, fields: [...fields, field] });
    fields = [];
    field = '';
    quoted = false;
  };
  while (i < text.length) {
    const char = text[i] as string;
    // Spaces before an opening quote are a hand-editing habit, not part of the value.
    if (char === '"' && !quoted && field.trim() === '') {
      const { value, end, endLine } = readQuoted(text, i, line, delimiter);
      field = value;
      quoted = true;
      line = endLine;
      i = end;
    } else if (char === delimiter) {
      fields.push(field);
      field = '';
      quoted = false;
      i++;
    } else if (char === '\n' || char === '\r') {
      endRecord();
      i += char === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line++;
      recordLine = line;
    } else {
      field += char;
      i++;
    }
  }
  if (fields.length > 0 || field !== '' || quoted) endRecord();
  return records;
}

/** Reads a quoted value starting at the opening quote; `""` inside stands for one quote. */
function readQuoted(text: string, start: number, startLine: number, delimiter: Delimiter) {
  let value = '';
  let line = startLine;
  let i = start + 1;
  for (;;) {
    if (i >= text.length) throw csvError(startLine, 'a quoted value starts here and is never closed.');
    const char = text[i] as string;
    if (char === '"' && text[i + 1] === '"') {
      value += '"';
      i += 2;
    } else if (char === '"') {
      i++;
      break;
    } else {
      if (char === '\n' || (char === '\r' && text[i + 1] !== '\n')) line++;
      value += char;
      i++;
    }
  }
  while (text[i] === ' ') i++;
  const next = text[i];
  if (next !== undefined && next !== delimiter && next !== '\n' && next !== '\r') {
    throw csvError(line, 'text follows a closing quote. Write a quote inside a quoted value as "".');
  }
  return { value, end: i, endLine: line };
}

function delimiterName(delimiter: Delimiter): string {
  return delimiter === '\t' ? 'a tab' : `"${delimiter}"`;
}

function csvError(line: number, problem: string): UserFacingError {
  return new UserFacingError('bad_file', `Line ${line}: ${problem}`, { line });
}
