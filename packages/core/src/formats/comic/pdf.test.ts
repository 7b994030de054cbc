import { readFile } from 'node:fs/promises';
import type { PDFPage } from 'mupdf';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { apertiumEngine } from '../../engines/apertium';
import { measureDocument, type TranslatedDocument, translateDocument } from '../../pipeline';
import { drawSamplePage } from '../image/fixtures/draw-samples';
import { letteringOf } from '../ocr/testing/lettering-of';
import { loadMupdf } from '../pdf/mupdf';
import { scannedComicPdf } from './fixtures/scanned-comic';
import { pdfPagePictures } from './pdf-page-pictures';

const spanishRead = (picture: Buffer) => letteringOf(picture, 'spa');

/** Each page's size in points, in order. */
async function pageSizes(pdf: Buffer): Promise<number[][]> {
  const { PDFDocument } = await loadMupdf();
  const document = new PDFDocument(pdf);
  try {
    return Array.from({ length: document.countPages() }, (_, index) => {
      const page = document.loadPage(index) as PDFPage;
      const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.getBounds();
      page.destroy();
      return [x1 - x0, y1 - y0];
    });
  } finally {
    document.destroy();
  }
}

describe('a scanned comic as a PDF (the comic option)', () => {
  let volume: Buffer;
  let blank: Buffer;
  let translated: TranslatedDocument;
  beforeAll(async () => {
    const first = (await drawSamplePage('flat')).png;
    const second = await sharp(
      (
        await drawSamplePage('textured', [
          ['The dog eats', 'bread in the', 'kitchen.'],
          ['My friend reads', 'a book in the', 'garden.'],
          ['That evening, the', 'house was empty.'],
        ])
      ).png,
    )
      .jpeg({ quality: 92 })
      .toBuffer();
    blank = await sharp({ create: { width: 500, height: 350, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    // Three page sizes, a PNG page, a JPEG page and a page without lettering.
    volume = await scannedComicPdf([
      { picture: first, size: [720, 504] },
      { picture: second, size: [600, 420] },
      { picture: blank, size: [360, 252] },
    ]);
    translated = await translateDocument({
      input: volume,
      filename: 'volume.pdf',
      from: 'en',
      to: 'es',
      engine: apertiumEngine,
      formatOptions: { comic: true },
    });
  }, 180_000);

  it("reads the pages' bubbles and captions in page order", () => {
    const sources = translated.segments.map((segment) => segment.source);
    expect(sources[0]).toMatch(/grandmother/);
    expect(sources.at(-1)).toMatch(/house was empty/);
    expect(translated.segments.map((segment) => segment.id.split('.')[0])).toEqual([
      '1',
      '1',
      '1',
      '2',
      '2',
      '2',
    ]);
  });

  it('comes back a PDF of the same pages, sizes and order, each page a picture in Spanish', async () => {
    expect(translated.filename).toBe('volume.es.pdf');
    expect(await pageSizes(translated.output)).toEqual([
      [720, 504],
      [600, 420],
      [360, 252],
    ]);
    const pictures = await pdfPagePictures(translated.output);
    const [first, second, third] = pictures.map((picture) => picture.data);
    expect(await sharp(first).metadata()).toMatchObject({ format: 'png', width: 1000, height: 700 });
    // A JPEG page stays a JPEG; the page without lettering is left as it was.
    expect(await sharp(second).metadata()).toMatchObject({ format: 'jpeg', width: 1000, height: 700 });
    expect((await sharp(third).raw().toBuffer()).equals(await sharp(blank).raw().toBuffer())).toBe(true);
    const pageOne = await spanishRead(first ?? Buffer.alloc(0));
    expect(pageOne).toMatch(/abuela/i);
    expect(pageOne).not.toMatch(/grandmother/i);
    const pageTwo = await spanishRead(second ?? Buffer.alloc(0));
    expect(pageTwo).toMatch(/perro|pan|cocina/i);
    expect(pageTwo).not.toMatch(/kitchen|garden/i);
  }, 60_000);

  it('is priced by its pages, without reading them', async () => {
    expect(await measureDocument(volume, 'volume.pdf', { comic: true }, false, 'en')).toMatchObject({
      pageCount: 3,
      wordCount: 0,
    });
  });

  it('tells "auto" from the first page', async () => {
    const measure = await measureDocument(volume, 'volume.pdf', { comic: true }, false, 'auto');
    expect(measure.languageSample).toMatch(/grandmother/);
  }, 30_000);

  it('refuses a PDF with text of its own, naming the page, before anything is charged', async () => {
    const document = await readFile(new URL('../pdf/fixtures/layout-sample.pdf', import.meta.url));
    await expect(measureDocument(document, 'paper.pdf', { comic: true }, false, 'en')).rejects.toThrow(
      'Page 1 of this PDF has text of its own: only PDFs whose every page is one scanned picture (a scanned comic) are translated as comics. Translate it as a document instead.',
    );
  });
});
