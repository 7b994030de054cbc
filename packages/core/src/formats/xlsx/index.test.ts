import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { stripPlaceholders } from '../../segments';
import { readPackage } from '../office-package';
import { convertWithLibreOffice, textOfPdf } from '../office-package/testing/libreoffice';
import { corpusFiles, identityRoundTrip, pseudoRoundTrip } from '../testing/round-trip';
import { featureWorkbook } from './feature-workbook';
import { xlsxFormat } from './index';
import { asciiWords, formattedRuns, keptWords, partTexts } from './xlsx-test-support';

interface Workbook {
  name: string;
  input: Buffer;
  pseudo: Buffer;
  sourceText: string;
  pseudoText?: string;
}

const corpus = corpusFiles('xlsx', ['.xlsx', '.xltx', '.xlsm']);
const names = [...corpus.map((path) => basename(path)), 'features.xlsx'];
const workbooks = new Map<string, Workbook>();

beforeAll(async () => {
  const inputs = [
    ...corpus.map((path) => ({ name: basename(path), input: readFileSync(path) })),
    { name: 'features.xlsx', input: await featureWorkbook() },
  ];
  const pseudos = await Promise.all(inputs.map(({ input }) => pseudoRoundTrip(xlsxFormat, input)));
  const pdfs = await convertWithLibreOffice(
    inputs.flatMap(({ name, input }, index) => [
      { name, data: input },
      { name: `pseudo-${name}`, data: pseudos[index] ?? Buffer.alloc(0) },
    ]),
    'pdf',
  );
  inputs.forEach(({ name, input }, index) => {
    const source = pdfs.get(name);
    const pseudo = pdfs.get(`pseudo-${name}`);
    workbooks.set(name, {
      name,
      input,
      pseudo: pseudos[index] ?? Buffer.alloc(0),
      sourceText: source ? textOfPdf(source) : '',
      pseudoText: pseudo ? textOfPdf(pseudo) : undefined,
    });
  });
}, 300_000);

const workbook = (name: string): Workbook => {
  const found = workbooks.get(name);
  if (!found) throw new Error(`${name} was not prepared`);
  return found;
};

describe.each(names)('XLSX %s', (name) => {
  it('comes back with every part byte for byte when nothing is translated', async () => {
    const { input } = workbook(name);
    const output = await identityRoundTrip(xlsxFormat, input);
    const before = await readPackage(input, 'XLSX');
    const after = await readPackage(output, 'XLSX');
    expect(after.entries.map((entry) => entry.name)).toEqual(before.entries.map((entry) => entry.name));
    after.entries.forEach((entry, index) => {
      expect(entry.data.equals(before.entries[index]?.data ?? Buffer.alloc(0)), entry.name).toBe(true);
    });
  });

  it('opens in LibreOffice when pseudo-translated, with no source text left but codes and numbers', async () => {
    const { pseudoText, sourceText, input } = workbook(name);
    expect(pseudoText, 'LibreOffice could not open the translation').toBeDefined();
    const kept = keptWords(await partTexts(input));
    const source = asciiWords(sourceText);
    const left = [...asciiWords(pseudoText ?? '')].filter((word) => source.has(word) && !kept.has(word));
    expect(left).toEqual([]);
  });

  it('keeps every formatted run formatted around the translated words', async () => {
    const before = await partTexts(workbook(name).input);
    const after = await partTexts(workbook(name).pseudo);
    for (const [part, xml] of before) {
      // Pseudo-localisation accents every letter: a run of accented text is a translated one.
      const translatedRuns = formattedRuns(after.get(part) ?? '').filter((run) =>
        /[^\p{ASCII}]/u.test(run.text),
      );
      const styles = new Set(translatedRuns.map((run) => run.style));
      for (const run of formattedRuns(xml).filter((candidate) => /\p{L}/u.test(candidate.text))) {
        expect(styles, `${part}: ${run.style}`).toContain(run.style.replace(/\s(?:lang|dirty)="[^"]*"/g, ''));
      }
    }
  });

  it('has every text a reader sees pseudo-translated, sheet names and comments included', async () => {
    const { input, pseudo } = workbook(name);
    const before = (await xlsxFormat.extract(input, {})).segments;
    const after = (await xlsxFormat.extract(pseudo, {})).segments;
    expect(after.map((segment) => segment.id)).toEqual(before.map((segment) => segment.id));
    for (const segment of after)
      expect(stripPlaceholders(segment.text), segment.id).toMatch(/^\s*⟦[\s\S]*⟧\s*$/);
  });
});

describe('okapi-sampleMore.xlsx, a corpus workbook with a table', () => {
  it('renames the table column after its translated header cell, as Excel requires', async () => {
    const parts = await partTexts(workbook('okapi-sampleMore.xlsx').pseudo);
    expect(parts.get('xl/tables/table1.xml')).toContain('<tableColumn id="1" name="⟦Ļöŕéɱ⟧"/>');
    expect(parts.get('xl/tables/table1.xml')).toContain('<tableColumn id="2" name="111"/>');
  });

  it('lists the translated sheet names in docProps/app.xml', async () => {
    const parts = await partTexts(workbook('okapi-sampleMore.xlsx').pseudo);
    expect(parts.get('docProps/app.xml')).toContain('<vt:lpstr>⟦Šĥééţ1⟧</vt:lpstr>');
    expect(parts.get('docProps/app.xml')).toContain('<vt:lpstr>Worksheets</vt:lpstr>');
  });
});
