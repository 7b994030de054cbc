import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { corpusFiles } from '../testing/round-trip';
import { pdfFormat } from './index';
import { loadMupdf } from './mupdf';

/**
 * Page 1 a line of text; page 2 a "billion laughs" of form XObjects: each form draws the one below it
 * `draws` times, `depth` deep, so MuPDF would fill draws^depth squares before the page was read.
 */
async function pdfWithEndlessPage(depth: number, draws = 8): Promise<Buffer> {
  const mupdf = await loadMupdf();
  const document = new mupdf.PDFDocument();
  const fonts = document.newDictionary();
  fonts.put('F1', document.addSimpleFont(new mupdf.Font('Helvetica')));
  const textResources = document.newDictionary();
  textResources.put('Font', fonts);
  const text = 'BT /F1 12 Tf 72 720 Td (A page that is read in no time at all.) Tj ET';
  document.insertPage(-1, document.addPage([0, 0, 595, 842], 0, textResources, text));
  let form = document.addStream('0 0 1 1 re f', { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 1, 1] });
  for (let level = 0; level < depth; level++) {
    const resources = document.newDictionary();
    const forms = document.newDictionary();
    forms.put('X', form);
    resources.put('XObject', forms);
    const dictionary = document.newDictionary();
    dictionary.put('Type', document.newName('XObject'));
    dictionary.put('Subtype', document.newName('Form'));
    dictionary.put('BBox', [0, 0, 1, 1]);
    dictionary.put('Resources', resources);
    form = document.addStream('/X Do '.repeat(draws), dictionary);
  }
  const pageResources = document.newDictionary();
  const pageForms = document.newDictionary();
  pageForms.put('X', form);
  pageResources.put('XObject', pageForms);
  document.insertPage(-1, document.addPage([0, 0, 595, 842], 0, pageResources, '100 0 0 100 0 0 cm /X Do'));
  return Buffer.from(document.saveToBuffer('compress').asUint8Array());
}

describe('A page that never finishes', () => {
  const saved = process.env.VERSO_PDF_PAGE_SECONDS;
  beforeEach(() => {
    process.env.VERSO_PDF_PAGE_SECONDS = '3';
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.VERSO_PDF_PAGE_SECONDS;
    else process.env.VERSO_PDF_PAGE_SECONDS = saved;
  });

  it('is stopped after the page budget with a message naming it, and the process carries on', async () => {
    const endless = await pdfWithEndlessPage(10);
    const started = Date.now();
    await expect(pdfFormat.extract(endless, {})).rejects.toMatchObject({
      code: 'bad_file',
      message: expect.stringMatching(/^Page 2 of this PDF took longer than 3 s to process/),
    });
    expect(Date.now() - started).toBeLessThan(20_000);
    const example = corpusFiles('pdf', ['.pdf']).find((file) => file.endsWith('argos-example.pdf')) ?? '';
    const { segments } = await pdfFormat.extract(readFileSync(example), {});
    expect(segments.length).toBeGreaterThan(10);
  }, 60_000);
});

describe('A page that crashes MuPDF', () => {
  it('fails with a message naming the page, not a WebAssembly trap', async () => {
    // Forms nested 40 deep exhaust MuPDF's stack ("memory access out of bounds").
    const crashing = await pdfWithEndlessPage(40, 2);
    await expect(pdfFormat.extract(crashing, {})).rejects.toMatchObject({
      code: 'bad_file',
      message: expect.stringMatching(
        /^MuPDF could not read page 2 of this PDF \(memory access out of bounds\)/,
      ),
    });
  }, 60_000);
});
