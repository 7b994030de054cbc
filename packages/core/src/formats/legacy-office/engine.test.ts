import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { corpusFile } from '../../testing/corpus';
import type { DocumentFormat } from '../format';
import { readPackage } from '../office-package';
import { convertWithLibreOffice, textOfPdf } from '../office-package/testing/libreoffice';
import { engineRoundTrip } from '../testing/round-trip';
import { docFormat, pptFormat, rtfFormat, xlsFormat } from './index';

const fixture = (name: string) => readFileSync(new URL(`fixtures/${name}`, import.meta.url));

/**
 * Legacy files in English, each with Spanish words Apertium must put in named parts of the output, and
 * what a reader sees of them once LibreOffice opens the output (notes are not printed).
 */
const cases: { name: string; format: DocumentFormat; spanish: Record<string, RegExp>; shown?: RegExp }[] = [
  {
    name: 'python-docx-hdr-header-footer.doc',
    format: docFormat,
    spanish: {
      'word/document.xml': /Sección con encabezamiento/,
      'word/header1.xml': /Encabezamiento para sección/,
      // "Footer" stays as Apertium does not know it; the word after it keeps the source's lower case.
      'word/footer1.xml': /Footer para sección 1/,
    },
    shown: /Sección con encabezamiento/,
  },
  {
    name: 'okapi-BoldWorld.rtf',
    format: rtfFormat,
    spanish: { 'word/document.xml': /Hola.*Mundo/ },
    shown: /Hola/,
  },
  {
    name: 'okapi-ExcelColors.xls',
    format: xlsFormat,
    spanish: { 'xl/sharedStrings.xml': /Negro.*Azul.*Verde/ },
  },
  {
    name: 'okapi-sample.ppt',
    format: pptFormat,
    spanish: { 'ppt/slides/slide1.xml': /El zorro marrón rápido/ },
  },
  {
    name: 'python-pptx-prs-notes.ppt',
    format: pptFormat,
    spanish: { 'ppt/notesSlides/notesSlide1.xml': /Notas/ },
  },
];

const inputs = new Map<string, Buffer>();
const outputs = new Map<string, Buffer>();
const pdfs = new Map<string, Buffer | undefined>();

beforeAll(async () => {
  const made = await Promise.all([
    convertWithLibreOffice(
      [{ name: 'okapi-ExcelColors.xlsx', data: readFileSync(corpusFile('xlsx/okapi-ExcelColors.xlsx')) }],
      'xls',
    ),
    convertWithLibreOffice(
      [{ name: 'okapi-sample.pptx', data: readFileSync(corpusFile('pptx/okapi-sample.pptx')) }],
      'ppt',
    ),
  ]);
  for (const converted of made)
    for (const [name, data] of converted) if (data) inputs.set(name.replace(/x$/, ''), data);
  for (const name of [
    'python-docx-hdr-header-footer.doc',
    'okapi-BoldWorld.rtf',
    'python-pptx-prs-notes.ppt',
  ]) {
    inputs.set(name, fixture(name));
  }
  for (const { name, format } of cases) {
    outputs.set(name, await engineRoundTrip(format, inputs.get(name) ?? Buffer.alloc(0)));
  }
  const opened = await convertWithLibreOffice(
    cases.map(({ name, format }) => ({
      name: `${name}${format.output?.extension}`,
      data: outputs.get(name) ?? Buffer.alloc(0),
    })),
    'pdf',
  );
  for (const { name, format } of cases) pdfs.set(name, opened.get(`${name}${format.output?.extension}`));
}, 300_000);

describe.each(cases)('$name translated by Apertium en→es', ({ name, spanish, shown }) => {
  it('has Spanish in every place its text was', async () => {
    const pkg = await readPackage(outputs.get(name) ?? Buffer.alloc(0), 'output');
    for (const [part, words] of Object.entries(spanish)) {
      const xml = pkg.entries.find((entry) => entry.name === part)?.data.toString() ?? '';
      expect(xml.replace(/<[^>]+>/g, ''), part).toMatch(words);
    }
  });

  it('opens in LibreOffice, showing the Spanish text', () => {
    const pdf = pdfs.get(name);
    expect(pdf?.subarray(0, 5).toString()).toBe('%PDF-');
    if (shown) expect(textOfPdf(pdf ?? Buffer.alloc(0))).toMatch(shown);
  });
});
