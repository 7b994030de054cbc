// Manga lettered in columns: read with Tesseract's vertical model beside the horizontal one, the
// columns of one bubble joined into one text in reading order (right to left), erased, and the
// translation set across the bubble.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../format';
import { tesseractTsv } from '../ocr/tesseract';
import { ocrLines } from '../ocr/tesseract-tsv';
import { characterAccuracy } from './fixtures/character-accuracy';
import { drawVerticalSamplePage, type SamplePage } from './fixtures/draw-samples';
import { type ImageSkeleton, imageFormats } from './index';

const [pngFormat] = imageFormats;
const columns = ['おばあちゃんの', '古い家は', 'どこですか？'];
const translation = "Where is grandma's old house?";

describe('a manga bubble lettered in vertical Japanese', () => {
  let sample: SamplePage;
  let document: ExtractedDocument<ImageSkeleton>;
  let output: Buffer;
  beforeAll(async () => {
    sample = await drawVerticalSamplePage(columns);
    document = (await pngFormat?.extract(sample.png, {}, 'ja')) as ExtractedDocument<ImageSkeleton>;
    output = (await pngFormat?.rebuild(document, [translation], {
      from: 'ja',
      to: 'en',
      options: {},
    })) as Buffer;
  }, 60_000);

  it('is read as one text, its columns from the right, at ≥ 85 % character accuracy', () => {
    expect(document.segments).toHaveLength(1);
    expect(characterAccuracy(columns.join(''), document.segments[0]?.text ?? '')).toBeGreaterThanOrEqual(
      0.85,
    );
  });

  it('is read in full where the page layout alone dropped a column: the bubble is read again on its own', async () => {
    const other = ['黒い猫は', '今日も台所で', '寝ている。'];
    const read = await pngFormat?.extract((await drawVerticalSamplePage(other)).png, {}, 'ja');
    expect(read?.segments).toHaveLength(1);
    // Every letter is there; only the full stop, drawn where a horizontal line puts it, reads as "oO".
    const letters = (text: string) =>
      text.replace(/[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu, '');
    expect(letters(read?.segments[0]?.text ?? '')).toBe(letters(other.join('')));
  }, 60_000);

  it('comes back with the Japanese erased and the translation across the bubble', async () => {
    const japanese = ocrLines(await tesseractTsv(output, 'jpn+jpn_vert'))
      .flatMap((line) => line.words.map((word) => word.text))
      .join('');
    const left = [...columns.join('')].filter(
      (character) => /\p{L}/u.test(character) && japanese.includes(character),
    );
    expect(left.length).toBeLessThanOrEqual(1);
    const english = ocrLines(await tesseractTsv(output, 'eng')).flatMap((line) => line.words);
    const read = english.map((word) => word.text).join(' ');
    expect(characterAccuracy(translation, read.replace(/-\s*/g, ''))).toBeGreaterThanOrEqual(0.85);
    const ellipse = sample.texts[0]?.ellipse;
    if (!ellipse) throw new Error('the sample has its bubble');
    const [[cx, cy], [rx, ry]] = [ellipse.centre, ellipse.radii];
    for (const { box } of english)
      for (const [x, y] of [
        [box[0], box[1]],
        [box[2], box[3]],
      ] as const)
        expect(((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2).toBeLessThanOrEqual(1);
  }, 60_000);
});
