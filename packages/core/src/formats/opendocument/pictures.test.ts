import { beforeAll, describe, expect, it } from 'vitest';
import { apertiumEngine } from '../../engines/apertium';
import { type TranslatedDocument, translateDocument } from '../../pipeline';
import { writePackage } from '../office-package';
import { letteredPicture } from '../office-package/testing/lettered-picture';
import { convertWithLibreOffice, textOfPdf } from '../office-package/testing/libreoffice';
import {
  entriesOf,
  expectLetteredInSpanish,
  expectOnlyPictureChanged,
} from '../office-package/testing/picture-checks';
import { samplePackage } from './testing/sample-documents';

const pictureName = 'Pictures/sign.png';
const content = `<office:body><office:text><text:p text:style-name="Standard">The house is small.</text:p><text:p text:style-name="Standard"><draw:frame draw:name="Sign" text:anchor-type="paragraph" svg:width="15cm" svg:height="10.5cm"><draw:image xlink:href="${pictureName}" xlink:type="simple" xlink:show="embed" xlink:actuate="onLoad"/></draw:frame></text:p></office:text></office:body>`;

describe('an ODT with a picture that holds English lettering (translateImages)', () => {
  let lettered: Buffer;
  let withPictures: TranslatedDocument;
  let textOnly: TranslatedDocument;
  beforeAll(async () => {
    lettered = await letteredPicture();
    const mimeType = 'application/vnd.oasis.opendocument.text';
    const input = await writePackage(
      samplePackage({ mimeType, content, styles: '', pictures: { [pictureName]: lettered } }),
    );
    const request = { input, filename: 'letter.odt', from: 'en', to: 'es', engine: apertiumEngine };
    withPictures = await translateDocument({ ...request, formatOptions: { translateImages: true } });
    textOnly = await translateDocument(request);
  }, 180_000);

  it("letters the picture in Spanish after translating the document's text as before", async () => {
    expect(withPictures.segments[0]?.translation).toBe('La casa es pequeña.');
    expect(withPictures.segments.slice(1).map((segment) => segment.id)).toContain('img.1.1');
    const picture = (await entriesOf(withPictures.output, 'ODT')).get(pictureName);
    await expectLetteredInSpanish(picture, 'png');
  }, 60_000);

  it('changes no other entry than the translation without the option does, and without it no picture', async () => {
    const [on, off] = await Promise.all([
      entriesOf(withPictures.output, 'ODT'),
      entriesOf(textOnly.output, 'ODT'),
    ]);
    expectOnlyPictureChanged(on, off, pictureName, lettered);
  });

  it('opens in LibreOffice', async () => {
    const pdfs = await convertWithLibreOffice([{ name: 'carta.odt', data: withPictures.output }], 'pdf');
    const pdf = pdfs.get('carta.odt');
    expect(pdf).toBeDefined();
    expect(textOfPdf(pdf ?? Buffer.alloc(0))).toContain('La casa es pequeña.');
  }, 120_000);
});
