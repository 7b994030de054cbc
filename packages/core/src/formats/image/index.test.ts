import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { apertiumEngine } from '../../engines/apertium';
import { drawSamplePage } from './fixtures/draw-samples';
import {
  type SampleFigures,
  sampleFigures,
  type TranslatedSample,
  translateSample,
} from './fixtures/sample-figures';
import { setPageTranslations } from './translate-page';

describe.each(['flat', 'textured'] as const)(
  'a drawn page with bubbles and a caption, %s background',
  (background) => {
    let page: TranslatedSample;
    let figures: SampleFigures;
    beforeAll(async () => {
      page = await translateSample(await drawSamplePage(background), apertiumEngine);
      figures = await sampleFigures(page);
    }, 60_000);

    it('reads the page’s text, one segment per bubble or caption, in reading order', () => {
      expect(page.document.segments).toHaveLength(page.sample.texts.length);
      expect(figures.ocrAccuracy).toBeGreaterThanOrEqual(0.95);
    });

    it('keeps the picture’s format and size', async () => {
      expect(await sharp(page.output).metadata()).toMatchObject({ format: 'png', width: 1000, height: 700 });
    });

    it('erases the English words and sets Spanish ones inside each bubble and caption', () => {
      expect(figures.leftover).toBeLessThanOrEqual(0.05);
      expect(figures.spanishRead).toBeGreaterThanOrEqual(figures.translatedWords * 0.6);
      expect(figures.outside.map((word) => [word.text, word.box])).toEqual([]);
    });

    it('sets each translation at a readable size (x-height ≥ 8 px at 1000 px wide)', async () => {
      const decoded = page.document.skeleton;
      const [regions, pixels] = [decoded.texts[0]?.regions ?? [], decoded.pages[0]];
      if (!pixels) throw new Error('no page');
      const { regions: set } = await setPageTranslations(pixels, regions, page.translations, 'es');
      // Noto Sans's x-height is 0.536 of its size.
      for (const region of set) expect((region.size ?? 0) * 0.536).toBeGreaterThanOrEqual(8);
      expect(figures.smallestXHeight).toBeGreaterThanOrEqual(8);
    });
  },
);
