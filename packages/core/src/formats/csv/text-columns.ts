// Which columns to translate. By default, the ones whose values are mostly words; a column of a few
// repeated single words (`post`, `page`) is a set of codes. The user's `columns` option, by header name
// or 1-based number, overrides the guess.
import { UserFacingError } from '../../errors';
import { valueKind } from '../values/value-kinds';

function isTextColumn(values: readonly string[]): boolean {
  const filled = values.map((value) => value.trim()).filter(Boolean);
  if (filled.length === 0) return false;
  const texts = filled.filter((value) => valueKind(value) === 'text');
  if (texts.length * 2 < filled.length) return false;
  const singleWords = texts.every((value) => !/\s/.test(value));
  const distinct = new Set(texts.map((value) => value.toLowerCase())).size;
  return !(singleWords && texts.length >= 4 && distinct * 2 <= texts.length);
}

export function guessTextColumns(columns: readonly string[][]): number[] {
  return columns.flatMap((values, index) => (isTextColumn(values) ? [index] : []));
}

/** `columns` entries are header names (case-insensitive) or 1-based numbers; 0-based indexes come back. */
export function chosenColumns(
  columns: readonly string[],
  header: readonly string[] | undefined,
  formatName: string,
) {
  return columns.map((choice) => {
    const byName =
      header?.findIndex((name) => name.trim().toLowerCase() === choice.trim().toLowerCase()) ?? -1;
    if (byName !== -1) return byName;
    if (/^\d+$/.test(choice.trim()) && Number(choice) >= 1) return Number(choice) - 1;
    const known = header
      ? ` Its columns are: ${header.join(', ')}.`
      : ' It has no header row; give column numbers.';
    throw new UserFacingError('bad_request', `This ${formatName} file has no column "${choice}".${known}`, {
      choice,
    });
  });
}
