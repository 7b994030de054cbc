import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentFormat } from '../format';
import { readPackage } from '../office-package';
import { convertWithLibreOffice, textOfPdf } from '../office-package/testing/libreoffice';
import { corpusFiles, identityRoundTrip, pseudoRoundTrip } from '../testing/round-trip';
import { parseXml } from '../xml-toolkit/safe-xml';
import { odpFormat, odsFormat, odtFormat } from './index';
import {
  asciiWords,
  canonicalSpanStyles,
  keptWords,
  spanStyles,
  withoutLanguage,
  xmlParts,
} from './testing/document-checks';
import { notesPresentation, styledLetter, twoSheetWorkbook } from './testing/sample-documents';

interface Sample {
  name: string;
  format: DocumentFormat;
  input: Buffer;
  pseudo: Buffer;
  sourceText: string;
  pseudoText: string | undefined;
  /** Arabic (right to left) and, for ODT, bilingual pseudo-translations: whether LibreOffice opened each. */
  variantsOpened: [string, boolean][];
}

const formatFor = (name: string) =>
  name.endsWith('.ods') ? odsFormat : name.endsWith('.odp') ? odpFormat : odtFormat;
const corpus = [
  ...corpusFiles('odt', ['.odt', '.ott']),
  ...corpusFiles('ods', ['.ods', '.ots']),
  ...corpusFiles('odp', ['.odp', '.otp']),
];
const made: [string, () => Promise<Buffer>][] = [
  ['styled-letter.odt', styledLetter],
  ['two-sheets.ods', twoSheetWorkbook],
  ['notes-presentation.odp', notesPresentation],
];
const names = [...corpus.map((path) => basename(path)), ...made.map(([name]) => name)];
const samples = new Map<string, Sample>();

beforeAll(async () => {
  const inputs = [
    ...corpus.map((path) => ({ name: basename(path), input: readFileSync(path) })),
    ...(await Promise.all(made.map(async ([name, make]) => ({ name, input: await make() })))),
  ];
  const pseudos = await Promise.all(inputs.map(({ name, input }) => pseudoRoundTrip(formatFor(name), input)));
  const variants = await Promise.all(
    inputs.map(async ({ name, input }) => [
      { name: `arabic-${name}`, data: await pseudoRoundTrip(formatFor(name), input, { to: 'ar' }) },
      ...(name.endsWith('.odt')
        ? [
            {
              name: `bilingual-${name}`,
              data: await pseudoRoundTrip(odtFormat, input, { options: { bilingual: true } }),
            },
          ]
        : []),
    ]),
  );
  const pdfs = await convertWithLibreOffice(
    inputs.flatMap(({ name, input }, index) => [
      { name, data: input },
      { name: `pseudo-${name}`, data: pseudos[index] as Buffer },
      ...(variants[index] ?? []),
    ]),
    'pdf',
  );
  inputs.forEach(({ name, input }, index) => {
    const source = pdfs.get(name);
    const pseudo = pdfs.get(`pseudo-${name}`);
    samples.set(name, {
      name,
      format: formatFor(name),
      input,
      pseudo: pseudos[index] as Buffer,
      sourceText: source ? textOfPdf(source) : '',
      pseudoText: pseudo ? textOfPdf(pseudo) : undefined,
      variantsOpened: (variants[index] ?? []).map((variant) => [
        variant.name,
        pdfs.get(variant.name) !== undefined,
      ]),
    });
  });
}, 300_000);

const sample = (name: string): Sample => {
  const found = samples.get(name);
  if (!found) throw new Error(`${name} was not prepared`);
  return found;
};

describe.each(names)('OpenDocument %s', (name) => {
  it('comes back part for part when nothing is translated, but for the target language', async () => {
    const { format, input } = sample(name);
    const output = await identityRoundTrip(format, input);
    const before = await readPackage(input, 'OpenDocument');
    const after = await readPackage(output, 'OpenDocument');
    expect(after.entries.map((entry) => [entry.name, entry.compressed])).toEqual(
      before.entries.map((entry) => [entry.name, entry.compressed]),
    );
    after.entries.forEach((entry, index) => {
      const original = before.entries[index]?.data ?? Buffer.alloc(0);
      if (entry.name.endsWith('.xml')) {
        expect(withoutLanguage(entry.data.toString()), entry.name).toBe(withoutLanguage(original.toString()));
      } else expect(entry.data.equals(original), entry.name).toBe(true);
    });
  });

  it('writes mimetype first, stored, with no extra field, as OpenDocument requires', async () => {
    const output = await identityRoundTrip(sample(name).format, sample(name).input);
    expect(output.readUInt16LE(8), 'compression method').toBe(0);
    expect(output.readUInt16LE(28), 'extra field length').toBe(0);
    expect(output.subarray(30, 38).toString()).toBe('mimetype');
    expect(output.subarray(38, 38 + 40).toString()).toMatch(/^application\/vnd\.oasis\.opendocument\./);
  });

  it('opens in LibreOffice when pseudo-translated, with no source words left but kept ones', async () => {
    const { format, input, pseudoText, sourceText } = sample(name);
    expect(pseudoText, 'LibreOffice could not open the translation').toBeDefined();
    const kept = await keptWords(format, input);
    const source = asciiWords(sourceText);
    const left = [...asciiWords(pseudoText ?? '')].filter((word) => source.has(word) && !kept.has(word));
    expect(left).toEqual([]);
  });

  it('opens in LibreOffice translated to Arabic, and in bilingual mode', () => {
    for (const [variant, opened] of sample(name).variantsOpened) expect(opened, variant).toBe(true);
  });

  it('keeps each formatted span around the translated words', async () => {
    const { input, pseudo } = sample(name);
    const before = await xmlParts(input);
    const after = await xmlParts(pseudo);
    for (const part of ['content.xml', 'styles.xml']) {
      const xml = before.get(part);
      if (!xml) continue;
      const written = spanStyles(after.get(part) ?? '', true);
      for (const style of canonicalSpanStyles(xml, parseXml(Buffer.from(xml), 'XML').root)) {
        expect(written, `${part}: ${style}`).toContain(style);
      }
    }
  });
});
