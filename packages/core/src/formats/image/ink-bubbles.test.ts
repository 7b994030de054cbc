import { beforeAll, describe, expect, it } from 'vitest';
import { apertiumEngine } from '../../engines/apertium';
import { drawBubblePairPage } from './fixtures/draw-samples';
import {
  type SampleFigures,
  sampleFigures,
  type TranslatedSample,
  translateSample,
} from './fixtures/sample-figures';
import { setPageTranslations } from './translate-page';

describe('bubbles found from their ink outline: two that touch, one not filled', () => {
  let page: TranslatedSample;
  let figures: SampleFigures;
  beforeAll(async () => {
    page = await translateSample(await drawBubblePairPage(), apertiumEngine);
    figures = await sampleFigures(page);
  }, 60_000);

  it('reads each bubble as a text of its own, though their lines stand level and their outlines touch', () => {
    expect(page.document.segments.map((segment) => segment.text)).toEqual([
      'The old man walks to the market.',
      'My sister sings in the garden.',
      expect.stringMatching(/^The black cat sleeps in ?the kitchen\.$/),
    ]);
    expect(figures.ocrAccuracy).toBeGreaterThanOrEqual(0.95);
  });

  it("sets each translation inside its own bubble's outline, none in its neighbour's", () => {
    expect(figures.spanishRead).toBeGreaterThanOrEqual(figures.translatedWords * 0.6);
    expect(figures.outside.map((word) => [word.text, word.box])).toEqual([]);
    expect(figures.notOwn.map((word) => [word.text, word.box])).toEqual([]);
    expect(figures.leftover).toBeLessThanOrEqual(0.05);
  });

  it("sets the unfilled bubble's text in the room its outline gives, at a readable size", async () => {
    const { texts, pages } = page.document.skeleton;
    const [regions, pixels] = [texts[0]?.regions ?? [], pages[0]];
    if (!pixels) throw new Error('no page');
    const { regions: set } = await setPageTranslations(pixels, regions, page.translations, 'es');
    const open = set[2];
    if (!open) throw new Error('no third region');
    // The inside of the outline, not the original lines' box: far wider than the letters were.
    expect(open.room[2] - open.room[0]).toBeGreaterThan(1.5 * (open.box[2] - open.box[0]));
    // Noto Sans's x-height is 0.536 of its size.
    for (const region of set) expect((region.size ?? 0) * 0.536).toBeGreaterThanOrEqual(8);
    expect(figures.smallestXHeight).toBeGreaterThanOrEqual(8);
  });
});
