import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { apertiumEngine } from '../../engines/apertium';
import { measureDocument, type TranslatedDocument, translateDocument } from '../../pipeline';
import { letteredPicture } from '../office-package/testing/lettered-picture';
import { expectLetteredInSpanish } from '../office-package/testing/picture-checks';
import { loadMupdf } from './mupdf';
import { pdfPictures } from './pdf-pictures';
import { picturePdf, picturePdfNames } from './testing/picture-pdf';
import { pagesRenderedByPoppler, popplerText } from './testing/poppler';

/** What a page's picture `name` is in `pdf`: its object, filter, size, stored bytes and pixels as a PNG. */
async function pictureOf(pdf: Buffer, page: number, name: string) {
  const { PDFDocument } = await loadMupdf();
  const document = new PDFDocument(pdf);
  const image = document.findPage(page).get('Resources').get('XObject').get(name);
  return {
    object: image.asIndirect(),
    filter: image.get('Filter').asName(),
    size: [image.get('Width').asNumber(), image.get('Height').asNumber()],
    stored: Buffer.from(image.readRawStream().asUint8Array()),
    png: Buffer.from(document.loadImage(image).toPixmap().asPNG()),
  };
}

/** Where each picture of the page is drawn, in points. */
async function pictureBoxes(pdf: Buffer, page: number) {
  const { PDFDocument } = await loadMupdf();
  const text = new PDFDocument(pdf).loadPage(page).toStructuredText('preserve-images');
  const boxes: number[][] = [];
  text.walk({ onImageBlock: (box) => boxes.push(box.map((value) => Math.round(value))) });
  return boxes;
}

describe('a PDF with a picture that holds English lettering (translateImages)', () => {
  let lettered: Buffer;
  let input: Buffer;
  let withPictures: TranslatedDocument;
  let textOnly: TranslatedDocument;
  beforeAll(async () => {
    lettered = await sharp(await letteredPicture())
      .jpeg({ quality: 90 })
      .toBuffer();
    const blank = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    input = await picturePdf({ lettered, blank });
    const request = { input, filename: 'leaflet.pdf', from: 'en', to: 'es', engine: apertiumEngine };
    withPictures = await translateDocument({ ...request, formatOptions: { translateImages: true } });
    textOnly = await translateDocument(request);
  }, 180_000);

  it("translates the pages' text as before, and the picture's lettering after it", () => {
    const lettering = withPictures.segments.filter((segment) => segment.id.startsWith('img.'));
    expect(withPictures.segments.slice(0, -lettering.length)).toEqual(textOnly.segments);
    expect(textOnly.segments.map((segment) => segment.translation)).toContain('La casa es pequeña.');
    expect(lettering.map((segment) => segment.source).join(' ')).toMatch(/grandmother/);
    expect(lettering[0]?.context?.note).toBe('Lettering in the picture Lettered (page 1), read by OCR.');
  });

  it('puts the picture back lettered in Spanish, a JPEG of the same size in the same place', async () => {
    const picture = await pictureOf(withPictures.output, 0, picturePdfNames.lettered);
    expect(picture).toMatchObject({ filter: 'DCTDecode', size: [1000, 700] });
    await expectLetteredInSpanish(picture.png, 'png');
    expect(await pictureBoxes(withPictures.output, 0)).toEqual(await pictureBoxes(input, 0));
    expect(await pictureBoxes(withPictures.output, 1)).toEqual(await pictureBoxes(input, 1));
  }, 60_000);

  it('replaces the image once: the second page draws the same translated picture', async () => {
    const [first, second] = await Promise.all(
      [0, 1].map((page) => pictureOf(withPictures.output, page, picturePdfNames.lettered)),
    );
    expect(second?.object).toBe(first?.object);
    expect(second?.stored).toEqual(first?.stored);
  });

  it('leaves a picture without lettering as it was, and says so', async () => {
    const [before, after] = await Promise.all(
      [input, withPictures.output].map((pdf) => pictureOf(pdf, 1, picturePdfNames.blank)),
    );
    expect(after?.stored).toEqual(before?.stored);
    expect(withPictures.report.notes).toContain(
      '1 picture has no text Verso could read and was left unchanged.',
    );
  });

  it('without the option leaves every picture as it was', async () => {
    const picture = await pictureOf(textOnly.output, 0, picturePdfNames.lettered);
    expect(picture.stored).toEqual(lettered);
  });

  it('is quoted by its text and its two pictures, counted without reading them', async () => {
    const measured = await measureDocument(input, 'leaflet.pdf', { translateImages: true }, false, 'en');
    const textOnly = await measureDocument(input, 'leaflet.pdf', {}, false, 'en');
    expect(measured).toEqual({ ...textOnly, pictureCount: 2 });
    expect(textOnly.pictureCount).toBeUndefined();
  });

  it('opens in Poppler with the translated text', () => {
    expect(pagesRenderedByPoppler(withPictures.output)).toBe(2);
    expect(popplerText(withPictures.output)).toContain('La casa es pequeña.');
  });
});

describe('the pictures of a PDF read for translateImages', () => {
  let input: Buffer;
  beforeAll(async () => {
    const lettered = await letteredPicture();
    input = await picturePdf({ lettered, blank: await sharp(lettered).resize(20, 14).png().toBuffer() });
  });

  const picturesOf = async (scanned: number[], bounds: { maxPictures: number; maxPixels: number }) => {
    const { PDFDocument } = await loadMupdf();
    return pdfPictures(new PDFDocument(input), new Set(scanned), bounds);
  };

  it('are each image once, a PNG when not stored as a JPEG, and not those too small for lettering', async () => {
    const { pictures, refused } = await picturesOf([], { maxPictures: 10, maxPixels: 1e8 });
    expect(pictures.map((picture) => picture.name)).toEqual(['Lettered (page 1)']);
    expect((await sharp(pictures[0]?.data).metadata()).format).toBe('png');
    expect(refused).toEqual([]);
  });

  it('are bounded in number and in pixels, those left out named with the reason', async () => {
    expect(await picturesOf([], { maxPictures: 0, maxPixels: 1e8 })).toEqual({
      pictures: [],
      refused: [{ name: 'Lettered (page 1)', reason: 'Verso reads the first 0 pictures of a PDF.' }],
    });
    const { refused } = await picturesOf([], { maxPictures: 10, maxPixels: 500_000 });
    expect(refused).toEqual([
      {
        name: 'Lettered (page 1)',
        reason: 'This picture has 0.7 megapixels; Verso translates pictures of up to 0.5 megapixels.',
      },
    ]);
  });

  it('leave out a picture drawn on a scanned page, which OCR reads as a page', async () => {
    expect((await picturesOf([1], { maxPictures: 10, maxPixels: 1e8 })).pictures).toEqual([]);
  });
});
