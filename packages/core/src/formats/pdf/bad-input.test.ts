// What a hostile or broken PDF gets: a clear error, or a translation that is safe.
import { readFileSync } from 'node:fs';
import type { PDFDocument } from 'mupdf';
import { describe, expect, it } from 'vitest';
import { pseudoLocalise } from '../../engines/pseudo/pseudo-localise';
import { roundTrip } from '../testing/round-trip';
import { pdfFormat } from './index';
import { loadMupdf } from './mupdf';
import { popplerText } from './testing/poppler';

const sample = readFileSync(new URL('./fixtures/layout-sample.pdf', import.meta.url));

/** The sample changed by `change`, saved. */
async function edited(change: (document: PDFDocument) => void): Promise<Buffer> {
  const mupdf = await loadMupdf();
  const document = new mupdf.PDFDocument(sample);
  change(document);
  return Buffer.from(document.saveToBuffer('').asUint8Array());
}

describe('a broken or hostile PDF', () => {
  it('cut off halfway is repaired and translated, or refused as damaged, never a crash', async () => {
    const half = sample.subarray(0, Math.floor(sample.length / 2));
    const outcome = await Promise.resolve(pdfFormat.extract(half, {})).then(
      (document) => document.segments.length,
      (error: { code?: string; message: string }) => `${error.code}: ${error.message}`,
    );
    if (typeof outcome === 'string') expect(outcome).toMatch(/^bad_file: This PDF is damaged/);
    else expect(outcome).toBeGreaterThan(0);
  }, 60_000);

  it('with garbage in place of its objects is refused as damaged', async () => {
    const garbage = Buffer.concat([
      Buffer.from('%PDF-1.7\n'),
      Buffer.alloc(4096, 0x41),
      Buffer.from('\n%%EOF\n'),
    ]);
    await expect(pdfFormat.extract(garbage, {})).rejects.toMatchObject({
      code: 'bad_file',
      message: expect.stringMatching(/^This PDF (is damaged|has no pages)/),
    });
  }, 60_000);

  it('without pages is refused with a message saying so', async () => {
    const empty = await edited((document) => {
      while (document.countPages() > 0) document.deletePage(0);
    });
    await expect(pdfFormat.extract(empty, {})).rejects.toThrow('This PDF has no pages.');
  }, 60_000);

  it('claiming a gigantic page count is refused as damaged before any page is read', async () => {
    const claims = await edited((document) => {
      document.getTrailer().get('Root').get('Pages').put('Count', 10_000_000);
    });
    await expect(pdfFormat.extract(claims, {})).rejects.toMatchObject({
      code: 'bad_file',
      message: expect.stringMatching(/^This PDF is damaged: its list of pages cannot be read/),
    });
  }, 60_000);

  it('with more pages than Verso translates is refused with the limit', async () => {
    const mupdf = await loadMupdf();
    const document = new mupdf.PDFDocument();
    const resources = document.newDictionary();
    for (let index = 0; index <= 5000; index++)
      document.insertPage(-1, document.addPage([0, 0, 100, 100], 0, resources, ''));
    const long = Buffer.from(document.saveToBuffer('compress').asUint8Array());
    await expect(pdfFormat.extract(long, {})).rejects.toMatchObject({
      code: 'too_large',
      message: 'This PDF has 5001 pages; Verso translates up to 5000.',
    });
  }, 60_000);

  it('with JavaScript is translated without running it, and its script is left as it was', async () => {
    // Run, this script would never end, and the page budget would stop the translation.
    const script = 'while (true) {}';
    const withScript = await edited((document) => {
      const action = document.newDictionary();
      action.put('S', document.newName('JavaScript'));
      action.put('JS', document.newString(script));
      document.getTrailer().get('Root').put('OpenAction', action);
    });
    const output = await roundTrip(pdfFormat, withScript, pseudoLocalise);
    const mupdf = await loadMupdf();
    const reopened = new mupdf.PDFDocument(output);
    expect(reopened.getTrailer().get('Root').get('OpenAction').get('JS').asString()).toBe(script);
    expect(popplerText(output)).toContain(pseudoLocalise('Method'));
  }, 60_000);

  it('with an embedded file is translated, the attachment kept byte for byte and not translated', async () => {
    const attachment = Buffer.from('Station,Salinity\nRiver mouth,Very low\n');
    const withFile = await edited((document) => {
      const spec = document.addEmbeddedFile('readings.csv', 'text/csv', attachment, new Date(0), new Date(0));
      document.insertEmbeddedFile('readings.csv', spec);
    });
    const output = await roundTrip(pdfFormat, withFile, pseudoLocalise);
    const mupdf = await loadMupdf();
    const reopened = new mupdf.PDFDocument(output);
    const spec = reopened.getEmbeddedFiles()['readings.csv'];
    expect(spec).toBeDefined();
    const contents = spec && reopened.getEmbeddedFileContents(spec);
    expect(Buffer.from(contents?.asUint8Array() ?? [])).toEqual(attachment);
  }, 60_000);
});
