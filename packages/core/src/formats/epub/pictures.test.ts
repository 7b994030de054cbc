import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { apertiumEngine } from '../../engines/apertium';
import { type TranslatedDocument, translateDocument } from '../../pipeline';
import { letteredPicture } from '../office-package/testing/lettered-picture';
import {
  entriesOf,
  expectLetteredInSpanish,
  expectOnlyPictureChanged,
} from '../office-package/testing/picture-checks';
import { fixtureBooks, packFixtureBook } from './testing/book-folder';
import { epubStructureProblems } from './testing/epub-structure';

const pictureName = 'OEBPS/images/sign.png';

/** The garden book with a PNG of English lettering beside its SVG, listed in its manifest. */
function bookWithPicture(picture: Buffer): Promise<Buffer> {
  const opf = readFileSync(join(fixtureBooks, 'garden-epub3', 'OEBPS', 'content.opf'), 'utf8').replace(
    '</manifest>',
    '<item id="sign" href="images/sign.png" media-type="image/png"/></manifest>',
  );
  return packFixtureBook('garden-epub3', { 'OEBPS/content.opf': Buffer.from(opf), [pictureName]: picture });
}

describe('an EPUB with a picture that holds English lettering (translateImages)', () => {
  let lettered: Buffer;
  let withPictures: TranslatedDocument;
  let textOnly: TranslatedDocument;
  beforeAll(async () => {
    lettered = await letteredPicture();
    const input = await bookWithPicture(lettered);
    const request = { input, filename: 'garden.epub', from: 'en', to: 'es', engine: apertiumEngine };
    withPictures = await translateDocument({ ...request, formatOptions: { translateImages: true } });
    textOnly = await translateDocument(request);
  }, 180_000);

  it("letters the picture in Spanish, and translates the book's text as before", async () => {
    const text = (document: TranslatedDocument) =>
      document.segments
        .filter((segment) => !segment.id.startsWith('img.'))
        .map((segment) => segment.translation);
    expect(text(withPictures)).toEqual(text(textOnly));
    const picture = (await entriesOf(withPictures.output, 'EPUB')).get(pictureName);
    await expectLetteredInSpanish(picture, 'png');
  }, 60_000);

  it('changes no other entry than the translation without the option does, and stays a valid book', async () => {
    const [on, off] = await Promise.all([
      entriesOf(withPictures.output, 'EPUB'),
      entriesOf(textOnly.output, 'EPUB'),
    ]);
    expectOnlyPictureChanged(on, off, pictureName, lettered);
    expect(await epubStructureProblems(withPictures.output)).toEqual([]);
  });
});
