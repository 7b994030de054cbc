// Draws the demo's picture and comic samples with the core's test drawing (two speech bubbles and a
// caption, their English text known): an Image sample (a PNG on striped artwork) and a Manga sample (a
// comic archive of two JPEG pages and its ComicInfo.xml), both about the city library like the other
// samples. Regenerate with `npx tsx apps/web/scripts/draw-demo-pictures.ts` and commit
// apps/web/content/demo/library-poster.png and library-comic.cbz.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { drawSamplePage, type SampleLines } from '@verso/core/formats/image/fixtures/draw-samples';
import { writePackage } from '@verso/core/formats/office-package/index';
import sharp from 'sharp';

const demoDir = join(import.meta.dirname, '../content/demo');

const poster: SampleLines = [
  ['The library is', 'open every day', 'until eight.'],
  ['The reading room', 'is on the first', 'floor.'],
  ['The city library opens', 'a new garden in spring.'],
];

const comicPages: SampleLines[] = [
  [
    ['Where is the new', 'city library?'],
    ['It is next to the', 'old train station.'],
    ['On Monday morning, the', 'library opened its doors.'],
  ],
  [
    ['Can I borrow', 'three books', 'today?'],
    ['Yes, and you can', 'keep them for', 'two weeks.'],
    ['The children read in the', 'garden all afternoon.'],
  ],
];

const comicInfo = `<?xml version="1.0" encoding="utf-8"?>
<ComicInfo>
  <Title>The New Library</Title>
  <Writer>Verso</Writer>
  <LanguageISO>en</LanguageISO>
  <PageCount>${comicPages.length}</PageCount>
</ComicInfo>
`;

const posterPage = await drawSamplePage('textured', poster);
writeFileSync(join(demoDir, 'library-poster.png'), posterPage.png);

const pages = await Promise.all(
  comicPages.map(async (lines, index) => {
    const { png } = await drawSamplePage(index % 2 === 0 ? 'flat' : 'textured', lines);
    return {
      name: `page-${index + 1}.jpg`,
      data: await sharp(png).jpeg({ quality: 88 }).toBuffer(),
      compressed: false,
    };
  }),
);
const comic = await writePackage({
  entries: [{ name: 'ComicInfo.xml', data: Buffer.from(comicInfo), compressed: true }, ...pages],
});
writeFileSync(join(demoDir, 'library-comic.cbz'), comic);
console.log('drew library-poster.png and library-comic.cbz');
