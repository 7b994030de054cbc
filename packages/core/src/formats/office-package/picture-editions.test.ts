// A job writes its result and its bilingual edition (API v1's translatedBilingualFileUrl) from one
// translation: with translateImages, the pictures are read by OCR once for both.
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apertiumEngine } from '../../engines/apertium';
import { type TranslateDocumentRequest, translateDocument } from '../../pipeline';
import { inlinePicture, sampleDocx } from '../docx/sample-package';
import * as tesseract from '../ocr/tesseract';
import { letteringOf } from '../ocr/testing/lettering-of';
import { loadMupdf } from '../pdf/mupdf';
import { picturePdf } from '../pdf/testing/picture-pdf';
import { letteredPicture } from './testing/lettered-picture';
import { entriesOf, expectLetteredInSpanish } from './testing/picture-checks';

vi.mock('../ocr/tesseract', async (original) => {
  const actual = await original<typeof import('../ocr/tesseract')>();
  return { ...actual, tesseractTsv: vi.fn(actual.tesseractTsv) };
});

/** Tesseract's runs while `translate` works. */
async function ocrRuns<T>(translate: () => Promise<T>): Promise<{ result: T; runs: number }> {
  vi.mocked(tesseract.tesseractTsv).mockClear();
  const result = await translate();
  return { result, runs: vi.mocked(tesseract.tesseractTsv).mock.calls.length };
}

/** The first page of a side-by-side PDF rendered at 216 dpi, cut into its left and right halves. */
async function pageHalves(pdf: Buffer): Promise<[Buffer, Buffer]> {
  const { ColorSpace, Matrix, PDFDocument } = await loadMupdf();
  const pixmap = new PDFDocument(pdf).loadPage(0).toPixmap(Matrix.scale(3, 3), ColorSpace.DeviceRGB);
  const png = Buffer.from(pixmap.asPNG());
  const [width, height] = [pixmap.getWidth(), pixmap.getHeight()];
  const half = Math.floor(width / 2);
  const cut = (left: number) => sharp(png).extract({ left, top: 0, width: half, height }).png().toBuffer();
  return Promise.all([cut(0), cut(half)]);
}

const translated = (input: Buffer, filename: string, bilingualEdition: boolean) => {
  const request: TranslateDocumentRequest = {
    input,
    filename,
    from: 'en',
    to: 'es',
    engine: apertiumEngine,
    formatOptions: { translateImages: true },
    bilingualEdition,
  };
  return ocrRuns(() => translateDocument(request));
};

describe('the bilingual edition of a document with translated pictures', () => {
  let lettered: Buffer;
  beforeAll(async () => {
    lettered = await letteredPicture();
  });

  it('of a DOCX reads the picture once, and shows the same lettered picture as the result', async () => {
    const input = await sampleDocx({
      body: `<w:p><w:r><w:t>The house is small.</w:t></w:r></w:p>${inlinePicture('rId9', 5486400, 3840480)}`,
      pictures: [{ name: 'word/media/image1.png', data: lettered, contentType: 'image/png', id: 'rId9' }],
    });
    const alone = await translated(input, 'letter.docx', false);
    const both = await translated(input, 'letter.docx', true);
    expect(alone.runs).toBeGreaterThan(0);
    expect(both.runs).toBe(alone.runs);
    const bilingual = both.result.bilingual?.output ?? Buffer.alloc(0);
    const [result, edition] = await Promise.all(
      [both.result.output, bilingual].map(async (docx) =>
        (await entriesOf(docx, 'DOCX')).get('word/media/image1.png'),
      ),
    );
    expect(edition).toEqual(result);
    await expectLetteredInSpanish(edition, 'png');
  }, 180_000);

  it('of a PDF reads the picture once, and its translated side shows the lettered picture', async () => {
    const blank = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const input = await picturePdf({ lettered, blank });
    const alone = await translated(input, 'leaflet.pdf', false);
    const both = await translated(input, 'leaflet.pdf', true);
    expect(alone.runs).toBeGreaterThan(0);
    expect(both.runs).toBe(alone.runs);
    const [original, translation] = await pageHalves(both.result.bilingual?.output ?? Buffer.alloc(0));
    expect(await letteringOf(original, 'eng')).toMatch(/grandmother/i);
    const read = await letteringOf(translation, 'spa');
    expect(read).toMatch(/abuela/i);
    expect(read).not.toMatch(/grandmother/i);
  }, 180_000);
});
