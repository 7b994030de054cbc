import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { apertiumEngine } from '../../engines/apertium';
import { translateSegments } from '../../translation/translate-segments';
import type { ExtractedDocument } from '../format';
import type { Box } from '../ocr/geometry';
import { tesseractTsv } from '../ocr/tesseract';
import { type OcrWord, ocrLines } from '../ocr/tesseract-tsv';
import { characterAccuracy } from './fixtures/character-accuracy';
import {
  drawSamplePage,
  type SampleBackground,
  type SamplePage,
  type SampleText,
} from './fixtures/draw-samples';
import { type ImageSkeleton, imageFormats } from './index';
import { setPageTranslations } from './translate-page';

const [pngFormat] = imageFormats;
const toSpanish = { from: 'en', to: 'es', options: {} };
const wordsOf = (text: string) => (text.toLowerCase().match(/\p{L}{3,}/gu) ?? []) as string[];

async function readBack(png: Buffer): Promise<OcrWord[]> {
  return ocrLines(await tesseractTsv(png, 'spa')).flatMap((line) => line.words);
}

const inside = (word: Box, box: Box, slack: number) =>
  word[0] >= box[0] - slack &&
  word[1] >= box[1] - slack &&
  word[2] <= box[2] + slack &&
  word[3] <= box[3] + slack;

/** Every corner of `word` inside the bubble's outline (the lines follow its curve, not a rectangle). */
const insideBubble = (word: Box, { centre: [cx, cy], radii: [rx, ry] }: NonNullable<SampleText['ellipse']>) =>
  [
    [word[0], word[1]],
    [word[2], word[1]],
    [word[0], word[3]],
    [word[2], word[3]],
  ].every(([x = 0, y = 0]) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1);

const insideText = (word: Box, text: SampleText) =>
  text.ellipse ? insideBubble(word, text.ellipse) : inside(word, text.box, 20);

interface Translated {
  sample: SamplePage;
  document: ExtractedDocument<ImageSkeleton>;
  translations: string[];
  output: Buffer;
  read: OcrWord[];
}

async function translateSample(background: SampleBackground): Promise<Translated> {
  const sample = await drawSamplePage(background);
  const document = (await pngFormat?.extract(sample.png, {}, 'en')) as ExtractedDocument<ImageSkeleton>;
  const { translations } = await translateSegments({
    segments: document.segments,
    from: 'en',
    to: 'es',
    engine: apertiumEngine,
  });
  const output = (await pngFormat?.rebuild(document, translations, toSpanish)) as Buffer;
  return { sample, document, translations, output, read: await readBack(output) };
}

describe.each(['flat', 'textured'] as const)(
  'a drawn page with bubbles and a caption, %s background',
  (background) => {
    let page: Translated;
    beforeAll(async () => {
      page = await translateSample(background);
    }, 60_000);

    it('reads the page’s text, one segment per bubble or caption, in reading order', () => {
      const expected = page.sample.texts.map((text) => text.lines.join(' '));
      expect(page.document.segments).toHaveLength(expected.length);
      const accuracy = characterAccuracy(
        expected.join(' '),
        page.document.segments.map((s) => s.text).join(' '),
      );
      expect(accuracy).toBeGreaterThanOrEqual(0.95);
    });

    it('keeps the picture’s format and size', async () => {
      expect(await sharp(page.output).metadata()).toMatchObject({ format: 'png', width: 1000, height: 700 });
    });

    it('erases the English words and sets Spanish ones inside each bubble and caption', () => {
      const translated = new Set(page.translations.flatMap(wordsOf));
      const source = page.sample.texts
        .flatMap((text) => wordsOf(text.lines.join(' ')))
        .filter((word) => !translated.has(word));
      const found = new Set(page.read.flatMap((word) => wordsOf(word.text)));
      expect(source.filter((word) => found.has(word)).length / source.length).toBeLessThanOrEqual(0.05);
      const spanish = page.read.filter((word) => wordsOf(word.text).some((w) => translated.has(w)));
      expect(spanish.length).toBeGreaterThanOrEqual(translated.size * 0.6);
      const outside = spanish.filter((word) => !page.sample.texts.some((text) => insideText(word.box, text)));
      expect(outside.map((word) => [word.text, word.box])).toEqual([]);
    });

    it('sets each translation at a readable size (x-height ≥ 8 px at 1000 px wide)', async () => {
      const decoded = page.document.skeleton;
      const [regions, pixels] = [decoded.texts[0]?.regions ?? [], decoded.pages[0]];
      if (!pixels) throw new Error('no page');
      const { regions: set } = await setPageTranslations(pixels, regions, page.translations, 'es');
      // Noto Sans's x-height is 0.536 of its size.
      for (const region of set) expect((region.size ?? 0) * 0.536).toBeGreaterThanOrEqual(8);
      const lowWords = page.read.filter((word) => /^[acemnorsuvwxz]+$/u.test(word.text));
      for (const word of lowWords) expect(word.box[3] - word.box[1]).toBeGreaterThanOrEqual(8);
    });
  },
);
