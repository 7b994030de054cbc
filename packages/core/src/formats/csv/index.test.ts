import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { corpusFiles, identityRoundTrip, pseudoRoundTrip } from '../testing/round-trip';
import { readTable } from './csv-test-support';
import { csvFormat, tsvFormat } from './index';

const fixtures = join(import.meta.dirname, 'fixtures');
const ownFixtures = readdirSync(fixtures)
  .filter((name) => /\.(csv|tsv)$/.test(name) && !name.includes('.pseudo.'))
  .map((name) => join(fixtures, name));
const formatFor = (path: string) => (extname(path) === '.tsv' ? tsvFormat : csvFormat);
const delimiterFor = (path: string) => (extname(path) === '.tsv' ? '\t' : ',');

describe.each([...corpusFiles('csv', ['.csv', '.tsv']), ...ownFixtures])('%s', (path) => {
  const input = readFileSync(path);
  const format = formatFor(path);

  it('comes back byte for byte when nothing is translated', async () => {
    expect((await identityRoundTrip(format, input)).toString('hex')).toBe(input.toString('hex'));
  });

  it('pseudo-translates every cell it extracted and keeps every other cell, row and column', async () => {
    const { segments } = await format.extract(input, {});
    const translated = new Set(segments.map((segment) => segment.id));
    const before = readTable(input, delimiterFor(path));
    const after = readTable(await pseudoRoundTrip(format, input), delimiterFor(path));
    expect(after.map((row) => row.length)).toEqual(before.map((row) => row.length));
    after.forEach((row, rowIndex) => {
      row.forEach((value, column) => {
        const old = before[rowIndex]?.[column] ?? '';
        if (translated.has(`r${rowIndex + 1}c${column + 1}`)) expect(value).toMatch(/^\s*⟦.*⟧\s*$/s);
        else expect(value).toBe(old);
      });
    });
    expect(segments.length).toBeGreaterThan(0);
  });
});

describe.each(ownFixtures.map((path) => basename(path)))('fixture %s', (name) => {
  it('matches its golden pseudo-localised output (UPDATE=1 refreshes it)', async () => {
    const input = readFileSync(join(fixtures, name));
    const goldenPath = join(fixtures, name.replace(/\.(csv|tsv)$/, '.pseudo.$1'));
    const output = await pseudoRoundTrip(formatFor(name), input);
    if (process.env.UPDATE === '1') writeFileSync(goldenPath, output);
    expect(output.toString('hex')).toBe(readFileSync(goldenPath).toString('hex'));
  });
});
