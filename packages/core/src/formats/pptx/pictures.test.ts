import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { apertiumEngine } from '../../engines/apertium';
import { type TranslatedDocument, translateDocument } from '../../pipeline';
import { readPackage } from '../office-package';
import { letteredPicture, letteringOf } from '../office-package/testing/lettered-picture';
import { convertWithLibreOffice, textOfPdf } from '../office-package/testing/libreoffice';
import { checkedOfficeStructure } from '../testing/office-structure';
import { buildPresentation } from './sample-presentation';

const pictureName = 'ppt/media/image1.jpeg';

/** Each entry's bytes by name. */
const entriesOf = async (pptx: Buffer) =>
  new Map((await readPackage(pptx, 'PPTX')).entries.map((entry) => [entry.name, entry.data]));

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
    const picture = (await entriesOf(withPictures.output)).get(pictureName);
    expect(await sharp(picture).metadata()).toMatchObject({ format: 'jpeg', width: 1000, height: 700 });
    const read = await letteringOf(picture ?? Buffer.alloc(0), 'spa');
    expect(read).toMatch(/abuela/i);
    expect(read).not.toMatch(/grandmother/i);
  }, 60_000);

  it('changes no other entry than the translation without the option does, and without it no picture', async () => {
    const [on, off] = [await entriesOf(withPictures.output), await entriesOf(textOnly.output)];
    expect([...on.keys()]).toEqual([...off.keys()]);
    for (const [name, data] of off) if (name !== pictureName) expect(on.get(name), name).toEqual(data);
    expect(off.get(pictureName)).toEqual(jpeg);
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
