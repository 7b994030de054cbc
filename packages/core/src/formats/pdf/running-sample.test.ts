// The running-headers fixture (fixtures/make-running-sample.ts): three pages with a running header
// and its page number, a "Page N of 3" footer, a hyphenated word, an inline formula, a bulleted list
// and captions. Translated with the pseudo engine.
import { readFileSync } from 'node:fs';
import type { PDFPage } from 'mupdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { pseudoLocalise } from '../../engines/pseudo/pseudo-localise';
import type { ExtractedDocument } from '../format';
import type { PdfSkeleton } from './document-stages';
import { pdfFormat } from './index';
import { loadMupdf } from './mupdf';
import { parsePage } from './parse-page';
import { pagesRenderedByPoppler } from './testing/poppler';
import { insidePage, openWithMupdf, overlap, sourceWordsLeft } from './testing/translated-output';

const input = readFileSync(new URL('./fixtures/running-sample.pdf', import.meta.url));
const header = 'Coastal Survey Report';

interface MarginLine {
  text: string;
  ours: boolean;
}

/** Each page's lines in its top and bottom 60 points, left to right, with whether Verso set them. */
async function marginLines(pdf: Buffer): Promise<{ top: MarginLine[]; bottom: MarginLine[] }[]> {
  const mupdf = await loadMupdf();
  const document = new mupdf.PDFDocument(pdf);
  return [...Array(document.countPages()).keys()].map((index) => {
    const { blocks, bounds } = parsePage(document.loadPage(index) as PDFPage);
    const lines = blocks.flatMap((block) => block.lines).sort((a, b) => a.box[0] - b.box[0]);
    const read = (line: (typeof lines)[number]) => ({
      text: line.spans.map((span) => span.text).join(''),
      ours: line.spans.every((span) => span.font.startsWith('Verso')),
    });
    return {
      top: lines.filter((line) => line.box[3] < bounds[1] + 60).map(read),
      bottom: lines.filter((line) => line.box[1] > bounds[3] - 60).map(read),
    };
  });
}

describe('running headers and footers, captions, lists and inline formulas', () => {
  let extracted: ExtractedDocument<PdfSkeleton>;
  let output: Buffer;
  const texts = () => extracted.segments.map((segment) => segment.text);

  beforeAll(async () => {
    extracted = await pdfFormat.extract(input, {}, 'en');
    output = await pdfFormat.rebuild(extracted, texts().map(pseudoLocalise), {
      from: 'en',
      to: 'es',
      options: {},
    });
  }, 120_000);

  it('reads the running header and footer as segments of their own, one text on every page', () => {
    expect(texts().filter((text) => text === header)).toHaveLength(3);
    // The page numbers are placeholders: "Page 1 of 3" and "Page 2 of 3" are one text to translate.
    expect(texts().filter((text) => text === 'Page <x1/> of <x2/>')).toHaveLength(3);
    expect(texts().filter((text) => text.includes(header) || text.includes('Page'))).toHaveLength(6);
    expect(texts().some((text) => /^\d+$/.test(text))).toBe(false);
  });

  it('translates the header the same on every page and leaves the page numbers as they were', async () => {
    const pages = await marginLines(output);
    expect(pages).toHaveLength(3);
    for (const [index, { top, bottom }] of pages.entries()) {
      const number = String(index + 1);
      expect(top.map((line) => line.text.trim())).toEqual([pseudoLocalise(header).trim(), number]);
      expect(top.map((line) => line.ours)).toEqual([true, false]);
      const footer = pseudoLocalise('Page <x1/> of <x2/>').replace('<x1/>', number).replace('<x2/>', '3');
      expect(bottom.map((line) => line.text.trim())).toEqual([footer.trim()]);
    }
  });

  it('undoes hyphenation and keeps each list item and each caption apart from the body', () => {
    expect(texts()).toContain(
      'During the spring survey the field team kept a daily log of every sample and of its translation into the shared format of the project, which took most evenings of the season.',
    );
    expect(texts().filter((text) => text.startsWith('• '))).toEqual([
      '• Rinse each bottle twice with the water it will hold.',
      '• Write the station and the time on the label.',
      '• Keep the bottles cool and out of the sun.',
    ]);
    expect(texts()).toContain('Figure 1: Salinity along the northern shore in April.');
    expect(texts()).toContain('Table 1. Stations visited in the first week.');
    expect(texts()).toContain(
      'The stations were visited in the same order every week, starting at the river mouth at low tide and ending at the open coast before noon on each day.',
    );
  });

  it('carries the inline formula as a placeholder and sets it back unchanged', async () => {
    const sentence = texts().find((text) => text.startsWith('The dilution follows'));
    expect(sentence).toBe(
      'The dilution follows <x1/> for every bottle that was mixed in the field before it was sent away.',
    );
    const mupdf = await loadMupdf();
    const page = new mupdf.PDFDocument(output).loadPage(0);
    const text = page.toStructuredText('').asText().replace(/\s+/g, ' ');
    expect(text).toContain('x + y = z');
    expect(text).toContain(pseudoLocalise('The dilution follows <x1/>').split('<x1/>')[0]?.trim());
  });

  it('gives each segment its page and the heading it stands under', () => {
    const context = (start: string) =>
      extracted.segments.find((segment) => segment.text.startsWith(start))?.context;
    expect(context('During the spring')).toMatchObject({ page: 1, heading: 'Field notes' });
    expect(context('Every bottle was rinsed')).toMatchObject({ page: 2, heading: 'Method' });
    expect(context('Table 1.')).toMatchObject({ page: 2, heading: 'Method' });
    expect(context('Turbidity rose')).toMatchObject({ page: 3, heading: 'Results' });
    const footers = extracted.segments.filter((segment) => segment.text.startsWith('Page'));
    expect(footers.map((segment) => segment.context?.page)).toEqual([1, 2, 3]);
  });

  it('opens in Poppler, leaves no source word and sets every line inside its page without overlap', async () => {
    expect(pagesRenderedByPoppler(output)).toBe(3);
    expect(await sourceWordsLeft(input, output)).toEqual([]);
    for (const { bounds, boxes } of (await openWithMupdf(output)).translatedLines)
      for (const [index, box] of boxes.entries()) {
        expect(insidePage(bounds, box), `line at ${box.join(', ')}`).toBe(true);
        expect(boxes.slice(index + 1).filter((other) => overlap(box, other))).toEqual([]);
      }
  });
});
