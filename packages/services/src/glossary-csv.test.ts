import { describe, expect, test } from 'vitest';
import { parseGlossaryCsv } from './glossary-csv';

const term = (
  source: string,
  target: string,
  flags: { caseSensitive?: boolean; keepAsIs?: boolean } = {},
) => ({
  source,
  target,
  caseSensitive: flags.caseSensitive ?? false,
  keepAsIs: flags.keepAsIs ?? false,
});

describe('parseGlossaryCsv', () => {
  test('reads source,target rows with the optional flag columns', () => {
    const csv =
      'source,target,case_sensitive,keep_as_is\nhouse,casa,,\nVerso,,yes,yes\nApple,Manzana,true,no\n';
    expect(parseGlossaryCsv(csv)).toEqual([
      term('house', 'casa'),
      term('Verso', 'Verso', { caseSensitive: true, keepAsIs: true }),
      term('Apple', 'Manzana', { caseSensitive: true }),
    ]);
  });

  test('honours RFC 4180 quoting: delimiters, doubled quotes and line breaks inside quotes', () => {
    const csv =
      'source,target\r\n"Smith, John","Smith, Juan"\r\n"the ""best"" plan","el ""mejor"" plan"\r\n"two\nlines",dos líneas\r\n';
    expect(parseGlossaryCsv(csv)).toEqual([
      term('Smith, John', 'Smith, Juan'),
      term('the "best" plan', 'el "mejor" plan'),
      term('two\nlines', 'dos líneas'),
    ]);
  });

  test('drops a UTF-8 byte order mark and detects semicolon and tab delimiters', () => {
    expect(parseGlossaryCsv('\uFEFFsource;target\nhouse;casa, grande\n')).toEqual([
      term('house', 'casa, grande'),
    ]);
    expect(parseGlossaryCsv('Source\tTarget\nhouse\tcasa\n')).toEqual([term('house', 'casa')]);
  });

  test('skips blank lines and ignores columns it does not know', () => {
    expect(parseGlossaryCsv('source,target,notes\n\nhouse,casa,a building\n\n')).toEqual([
      term('house', 'casa'),
    ]);
  });

  test('names the line of a quoted value that never closes, counting from where it opened', () => {
    expect(() => parseGlossaryCsv('source,target\nhouse,casa\n"open,abierto\n')).toThrowError(
      /^Line 3: a quoted value starts here and is never closed/,
    );
  });

  test('names the line of a row with more values than columns', () => {
    expect(() => parseGlossaryCsv('source,target\nSmith, John,Smith\n')).toThrowError(
      /^Line 2: 3 values, but the header names 2 columns/,
    );
  });

  test('counts lines inside quoted values when naming a later line', () => {
    expect(() => parseGlossaryCsv('source,target\n"a\nb",c\nhouse,\n')).toThrowError(
      /^Line 4: "house" has no translation/,
    );
  });

  test('names the line of a duplicate source and of the one it repeats', () => {
    expect(() => parseGlossaryCsv('source,target\nHouse,casa\ncar,coche\nhouse,hogar\n')).toThrowError(
      'Line 4: "house" is already in the glossary (Line 2).',
    );
  });

  test('names the line of text that follows a closing quote', () => {
    expect(() => parseGlossaryCsv('source,target\n"house" big,casa\n')).toThrowError(
      /^Line 2: text follows a closing quote/,
    );
  });

  test('refuses a flag that is neither yes nor no', () => {
    expect(() => parseGlossaryCsv('source,target,keep_as_is\nVerso,,maybe\n')).toThrowError(
      'Line 2: keep_as_is must be yes or no, not "maybe".',
    );
  });

  test('explains a missing header and an empty file', () => {
    expect(() => parseGlossaryCsv('house,casa\ncar,coche\n')).toThrowError(
      /^Line 1: the first line must name the columns/,
    );
    expect(() => parseGlossaryCsv('\uFEFF\n\n')).toThrowError('The CSV file is empty.');
    expect(() => parseGlossaryCsv('source,target\n')).toThrowError(/header but no terms/);
  });
});
