import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { apertiumEngine } from '../../engines/apertium';
import { measureDocument, type TranslatedDocument, translateDocument } from '../../pipeline';
import { letteredPicture } from '../office-package/testing/lettered-picture';
import { convertWithLibreOffice, textOfPdf } from '../office-package/testing/libreoffice';
import {
  entriesOf,
  expectLetteredInSpanish,
  expectOnlyPictureChanged,
} from '../office-package/testing/picture-checks';
import { checkedOfficeStructure } from '../testing/office-structure';
import { inlinePicture, type SamplePicture, sampleDocx } from './sample-package';

const png = (name: string, data: Buffer, id: string): SamplePicture => ({
  name,
  data,
  contentType: 'image/png',
  id,
});

describe('a DOCX with a picture that holds English lettering (translateImages)', () => {
  let lettered: Buffer;
  let blank: Buffer;
  let cut: Buffer;
  let input: Buffer;
  let withPictures: TranslatedDocument;
  let textOnly: TranslatedDocument;
  beforeAll(async () => {
    lettered = await letteredPicture();
    blank = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    cut = lettered.subarray(0, Math.floor(lettered.length / 2));
    input = await sampleDocx({
      body: `<w:p><w:r><w:t>The house is small.</w:t></w:r></w:p>${inlinePicture('rId9', 5486400, 3840480)}`,
      pictures: [
        png('word/media/image1.png', lettered, 'rId9'),
        png('word/media/image2.png', blank, 'rId10'),
        png('word/media/image3.png', cut, 'rId11'),
      ],
    });
    const request = { input, filename: 'letter.docx', from: 'en', to: 'es', engine: apertiumEngine };
    withPictures = await translateDocument({ ...request, formatOptions: { translateImages: true } });
    textOnly = await translateDocument(request);
  }, 180_000);

  it("reads the picture's lettering after the document's text, with ids and a context of its own", () => {
    const [text, ...lettering] = withPictures.segments;
    expect(text).toMatchObject({ source: 'The house is small.', translation: 'La casa es pequeña.' });
    expect(lettering.length).toBeGreaterThanOrEqual(2);
    expect(lettering.map((segment) => segment.id)).toEqual(lettering.map((_, index) => `img.1.${index + 1}`));
    expect(lettering.map((segment) => segment.source).join(' ')).toMatch(/grandmother/);
    expect(lettering[0]?.context?.note).toBe('Lettering in the picture word/media/image1.png, read by OCR.');
  });

  it('writes the picture back under its name, a PNG of the same size lettered in Spanish', async () => {
    const picture = (await entriesOf(withPictures.output, 'DOCX')).get('word/media/image1.png');
    await expectLetteredInSpanish(picture, 'png');
  }, 60_000);

  it('leaves a picture without lettering and one it cannot read as they were, and says so', async () => {
    const entries = await entriesOf(withPictures.output, 'DOCX');
    expect(entries.get('word/media/image2.png')).toEqual(blank);
    expect(entries.get('word/media/image3.png')).toEqual(cut);
    expect(withPictures.report.notes).toContain(
      '1 picture has no text Verso could read and was left unchanged.',
    );
    expect(withPictures.report.notes).toContainEqual(
      expect.stringMatching(
        /^The picture word\/media\/image3\.png was left unchanged: This PNG image is damaged/,
      ),
    );
  });

  it('changes no other entry than the translation without the option does, and without it no picture', async () => {
    const [on, off] = await Promise.all([
      entriesOf(withPictures.output, 'DOCX'),
      entriesOf(textOnly.output, 'DOCX'),
    ]);
    expectOnlyPictureChanged(on, off, 'word/media/image1.png', lettered);
    expect(textOnly.segments.map((segment) => segment.translation)).toEqual(['La casa es pequeña.']);
  });

  it('keeps the structure Office enforces, and opens in LibreOffice', async () => {
    await checkedOfficeStructure(withPictures.output, input);
    const pdfs = await convertWithLibreOffice([{ name: 'carta.docx', data: withPictures.output }], 'pdf');
    const pdf = pdfs.get('carta.docx');
    expect(pdf).toBeDefined();
    expect(textOfPdf(pdf ?? Buffer.alloc(0))).toContain('La casa es pequeña.');
  }, 120_000);

  it('is quoted by its text and its pictures counted, without reading their lettering', async () => {
    const measured = await measureDocument(input, 'letter.docx', { translateImages: true }, false, 'en');
    const textOnly = await measureDocument(input, 'letter.docx', {}, false, 'en');
    expect(measured).toEqual({ ...textOnly, pictureCount: 3 });
    expect(textOnly).toMatchObject({ wordCount: 4, segmentCount: 1 });
    expect(textOnly.pictureCount).toBeUndefined();
  });
});
