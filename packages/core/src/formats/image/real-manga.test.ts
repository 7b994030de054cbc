// Real manga pages (the corpus's OpenMantra pages, Japanese lettered in columns in jagged bubbles and on
// open panels), where Tesseract's page layout alone reads almost nothing: the lettering found from the
// ink (lettering-areas.ts) is read bubble by bubble, and after erasing it none of it is read again.
import { describe, expect, it } from 'vitest';
import { mangaFigures, mangaPages } from './fixtures/manga-pages';

describe('real manga pages', () => {
  it('read most of their lettering, little else, and keep none of it after erasing', async () => {
    const pages = mangaPages.filter((page) => /-00[13]\.jpg$/.test(page.file));
    const figures = await mangaFigures(pages);
    expect(figures.recall).toBeGreaterThanOrEqual(0.85);
    expect(figures.precision).toBeGreaterThanOrEqual(0.9);
    expect(figures.leftover).toBeLessThanOrEqual(0.05);
  }, 120_000);
});
