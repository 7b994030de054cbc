import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { apertiumEngine } from '../../engines/apertium';
import { measureDocument, type TranslatedDocument, translateDocument } from '../../pipeline';
import { drawSamplePage } from '../image/fixtures/draw-samples';
import { tesseractTsv } from '../ocr/tesseract';
import { ocrLines } from '../ocr/tesseract-tsv';
import { type PackageEntry, readPackage, writePackage } from '../office-package';

const comicInfo = Buffer.from(
  '<?xml version="1.0"?>\n<ComicInfo><Title>The Old House</Title><LanguageISO>en</LanguageISO></ComicInfo>\n',
);
const macFork = Buffer.from('Mac OS X resource fork');

const stored = (name: string, data: Buffer, compressed = false): PackageEntry => ({ name, data, compressed });

const spanishRead = async (png: Buffer) =>
  ocrLines(await tesseractTsv(png, 'spa'))
    .flatMap((line) => line.words.map((word) => word.text))
    .join(' ');

describe('a comic archive (CBZ)', () => {
  let first: Buffer;
  let archive: Buffer;
  let translated: TranslatedDocument;
  beforeAll(async () => {
    first = (await drawSamplePage('flat')).png;
    const second = (
      await drawSamplePage('textured', [
        ['The dog eats', 'bread in the', 'kitchen.'],
        ['My friend reads', 'a book in the', 'garden.'],
        ['That evening, the', 'house was empty.'],
      ])
    ).png;
    // Stored out of reading order, as archivers often do: page 10 before page 2.
    archive = await writePackage({
      entries: [
        stored('ComicInfo.xml', comicInfo, true),
        stored('pages/10.png', second),
        stored('pages/2.png', first),
        stored('__MACOSX/pages/._2.png', macFork),
      ],
    });
    translated = await translateDocument({
      input: archive,
      filename: 'volume.cbz',
      from: 'en',
      to: 'es',
      engine: apertiumEngine,
    });
  }, 120_000);

  it('reads its pages in reading order, by name, whatever order the archive stores them in', () => {
    const sources = translated.segments.map((segment) => segment.source);
    expect(sources[0]).toMatch(/grandmother/);
    expect(sources.at(-1)).toMatch(/house was empty/);
    expect(translated.segments[0]?.id).toBe('1.1');
  });

  it('comes back an archive of the same entries, in the same order, each page translated in its own format', async () => {
    expect(translated.filename).toBe('volume.es.cbz');
    const { entries } = await readPackage(translated.output, 'CBZ');
    expect(entries.map((entry) => entry.name)).toEqual([
      'ComicInfo.xml',
      'pages/10.png',
      'pages/2.png',
      '__MACOSX/pages/._2.png',
    ]);
    expect(entries[0]?.data).toEqual(comicInfo);
    expect(entries[3]?.data).toEqual(macFork);
    for (const page of [entries[1], entries[2]]) {
      expect(await sharp(page?.data).metadata()).toMatchObject({ format: 'png', width: 1000, height: 700 });
    }
    const pageTwo = await spanishRead(entries[2]?.data ?? Buffer.alloc(0));
    expect(pageTwo).toMatch(/abuela/i);
    expect(pageTwo).not.toMatch(/grandmother/i);
    expect(await spanishRead(entries[1]?.data ?? Buffer.alloc(0))).toMatch(/perro|pan|cocina/i);
  }, 60_000);

  it('is priced by its pages, without reading them', async () => {
    expect(await measureDocument(archive, 'volume.cbz', {}, false, 'en')).toMatchObject({
      pageCount: 2,
      wordCount: 0,
    });
  });

  it('refuses an archive without pictures, and names the page that is damaged', async () => {
    const noPages = await writePackage({ entries: [stored('ComicInfo.xml', comicInfo)] });
    await expect(measureDocument(noPages, 'empty.cbz', {}, false, 'en')).rejects.toThrow(
      'This archive holds no page pictures (PNG, JPEG, WebP, TIFF, GIF or BMP) to translate.',
    );
    const cut = await writePackage({
      entries: [stored('001.png', first), stored('002.png', first.subarray(0, first.length / 2))],
    });
    await expect(
      translateDocument({ input: cut, filename: 'cut.cbz', from: 'en', to: 'es', engine: apertiumEngine }),
    ).rejects.toThrow(/^Page 002\.png: This PNG image is damaged or cut short/);
  }, 60_000);
});
