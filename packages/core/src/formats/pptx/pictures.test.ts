import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { apertiumEngine } from '../../engines/apertium';
import { type TranslatedDocument, translateDocument } from '../../pipeline';
import { letteredPicture } from '../office-package/testing/lettered-picture';
import { convertWithLibreOffice, textOfPdf } from '../office-package/testing/libreoffice';
import {
  entriesOf,
  expectLetteredInSpanish,
  expectOnlyPictureChanged,
} from '../office-package/testing/picture-checks';
import { checkedOfficeStructure } from '../testing/office-structure';
import { buildPresentation } from './sample-presentation';

const pictureName = 'ppt/media/image1.jpeg';

describe('a PPTX with a JPEG picture that holds English lettering (translateImages)', () => {
  let jpeg: Buffer;
  let input: Buffer;
  let withPictures: TranslatedDocument;
  let textOnly: TranslatedDocument;
  beforeAll(async () => {
    jpeg = await sharp(await letteredPicture())
      .jpeg({ quality: 90 })
      .toBuffer();
    input = await buildPresentation([
      {
        title: 'The garden',
        bullets: [[{ text: 'The house is small.' }]],
        picture: { data: jpeg, extension: 'jpeg' },
      },
    ]);
    const request = { input, filename: 'slides.pptx', from: 'en', to: 'es', engine: apertiumEngine };
    withPictures = await translateDocument({ ...request, formatOptions: { translateImages: true } });
    textOnly = await translateDocument(request);
  }, 180_000);

  it("translates the slide's text as before, and the picture's lettering after it", () => {
    const translated = (document: TranslatedDocument) =>
      document.segments
        .filter((segment) => !segment.id.startsWith('img.'))
        .map((segment) => segment.translation);
    expect(translated(withPictures)).toEqual(translated(textOnly));
    expect(translated(textOnly)).toContain('La casa es pequeña.');
    const lettering = withPictures.segments.filter((segment) => segment.id.startsWith('img.1.'));
    expect(lettering.map((segment) => segment.source).join(' ')).toMatch(/grandmother/);
    expect(withPictures.segments.slice(-lettering.length)).toEqual(lettering);
  });

  it('writes the picture back under its name, a JPEG of the same size lettered in Spanish', async () => {
    const picture = (await entriesOf(withPictures.output, 'PPTX')).get(pictureName);
    await expectLetteredInSpanish(picture, 'jpeg');
  }, 60_000);

  it('changes no other entry than the translation without the option does, and without it no picture', async () => {
    const [on, off] = await Promise.all([
      entriesOf(withPictures.output, 'PPTX'),
      entriesOf(textOnly.output, 'PPTX'),
    ]);
    expectOnlyPictureChanged(on, off, pictureName, jpeg);
  });

  it('keeps the structure Office enforces, and opens in LibreOffice', async () => {
    await checkedOfficeStructure(withPictures.output, input);
    const pdfs = await convertWithLibreOffice(
      [{ name: 'diapositivas.pptx', data: withPictures.output }],
      'pdf',
    );
    const pdf = pdfs.get('diapositivas.pptx');
    expect(pdf).toBeDefined();
    expect(textOfPdf(pdf ?? Buffer.alloc(0))).toContain('La casa es pequeña.');
  }, 120_000);
});
