// The demo's own sample (apps/web/content/demo/city-library.pdf, LibreOffice's PDF of a table drawn
// without rules): each cell is a segment of its own, and its real Apertium translation is set back in
// its own row and column, read back character by character from MuPDF's text of the output.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { engineRoundTrip } from '../testing/round-trip';
import { pdfFormat } from './index';
import { loadMupdf } from './mupdf';

const sample = readFileSync(
  new URL('../../../../../apps/web/content/demo/city-library.pdf', import.meta.url),
);

interface PlacedWord {
  text: string;
  x0: number;
  x1: number;
  baseline: number;
}

/** Page 1's words where MuPDF reads them: a word ends at a space or where its line ends. */
async function wordsOf(pdf: Buffer): Promise<PlacedWord[]> {
  const mupdf = await loadMupdf();
  const text = new mupdf.PDFDocument(pdf).loadPage(0).toStructuredText('preserve-whitespace');
  const words: PlacedWord[] = [];
  let word: PlacedWord | undefined;
  text.walk({
    onChar: (c, origin, _font, _size, quad) => {
      const [x0 = 0, , x1 = 0] = quad;
      const baseline = origin[1] ?? 0;
      if (c.trim() === '') word = undefined;
      else if (word && Math.abs(word.baseline - baseline) < 1) [word.text, word.x1] = [word.text + c, x1];
      else {
        word = { text: c, x0, x1, baseline };
        words.push(word);
      }
    },
    endLine: () => {
      word = undefined;
    },
  });
  return words;
}

const find = (words: readonly PlacedWord[], text: string) => words.filter((word) => word.text === text);

describe("the demo's table drawn without rules", () => {
  let source: PlacedWord[];
  let translated: PlacedWord[];

  beforeAll(async () => {
    source = await wordsOf(sample);
    translated = await wordsOf(await engineRoundTrip(pdfFormat, sample));
  }, 120_000);

  it('reads each cell as a segment of its own', async () => {
    const segments = (await pdfFormat.extract(sample, {})).segments.map((segment) => segment.text);
    for (const cell of ['Morning', 'Afternoon', 'Monday to Friday', '9:00 to 13:00', '10:00 to 14:00'])
      expect(segments).toContain(cell);
    expect(segments.filter((segment) => segment === 'Closed')).toHaveLength(3);
  });

  it('sets each header cell in its own column', () => {
    const [morning, afternoon] = [find(source, 'Morning')[0], find(source, 'Afternoon')[0]];
    const [mañana, tarde] = [find(translated, 'Mañana')[0], find(translated, 'Tarde')[0]];
    expect(morning && afternoon && mañana && tarde).toBeTruthy();
    if (!morning || !afternoon || !mañana || !tarde) return;
    // "Mañana" starts where "Morning" did and ends before the next column; "Tarde" starts in it.
    expect(mañana.x0).toBeCloseTo(morning.x0, 0);
    expect(mañana.x1).toBeLessThan(afternoon.x0);
    expect(tarde.x0).toBeCloseTo(afternoon.x0, 0);
    expect(tarde.baseline).toBeCloseTo(afternoon.baseline, 0);
  });

  it('keeps every "Closed" in its row and column', () => {
    const where = (words: PlacedWord[]) =>
      words.map(({ x0, baseline }) => [Math.round(x0), Math.round(baseline)]);
    expect(where(find(translated, 'Cerrado'))).toEqual(where(find(source, 'Closed')));
    expect(find(translated, 'Closed')).toEqual([]);
  });
});
