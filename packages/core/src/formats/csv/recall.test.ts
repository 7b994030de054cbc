import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { corpusFile } from '../../testing/corpus';
import { isHeader, parsePo } from '../po/parse-po';
import { corpusFiles } from '../testing/round-trip';
import { hasTranslateToolkit } from '../testing/translate-toolkit';
import { csvFormat } from './index';

const workDir = mkdtempSync(join(tmpdir(), 'verso-csv-recall-'));

/** csv2po's units: the entries of the PO it writes, its header aside (read with the PO format's parser). */
function csv2poUnits(path: string): number {
  const output = join(workDir, `${basename(path)}.po`);
  execFileSync('csv2po', [path, output], { stdio: 'pipe', timeout: 60_000 });
  return parsePo(readFileSync(output, 'utf8')).entries.filter((entry) => !isHeader(entry)).length;
}

/** [Verso segments, csv2po units]; why they differ is in README.md. */
const expected: Record<string, [number, number]> = {
  'okapi-CSVTesting01.csv': [6, 3],
  'okapi-test01.csv': [8, 4],
  'okapi-test2cols.csv': [38, 27],
  'okapi-test2cols2.csv': [4, 2],
  'okapi-testContent_escaped.csv': [16, 82],
  'okapi-testContent_escaped2.csv': [16, 10],
  'okapi-testContent_escaped3.csv': [2, 1],
  'okapi-testContent_escaped4.csv': [7, 6],
  'okapi_memory-resource-tests_src_test_resources_table_test2cols.csv': [38, 27],
};

describe.skipIf(!hasTranslateToolkit())('CSV extraction recall against csv2po', () => {
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  it.each(corpusFiles('csv', ['.csv']))('%s', async (path) => {
    const verso = (await csvFormat.extract(readFileSync(path), {})).segments.length;
    expect([verso, csv2poUnits(path)]).toEqual(expected[basename(path)]);
  });

  it('finds the same cells in a backslash-escaped file as in its doubled-quote twin, where csv2po splits it apart', async () => {
    const texts = async (name: string) =>
      (await csvFormat.extract(readFileSync(corpusFile(`csv/${name}`)), {})).segments.map((s) => s.text);
    expect(await texts('okapi-testContent_escaped.csv')).toEqual(
      await texts('okapi-testContent_escaped2.csv'),
    );
  });
});
