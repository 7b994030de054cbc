// The format's own fixture (fixtures/make-layout-sample.ts): two columns, a table, a formula, an
// image, links, an outline, Chinese and Arabic. Translated with the pseudo engine, once alone and
// once beside the original.
import { readFileSync } from 'node:fs';
import type { PDFDocument, PDFPage } from 'mupdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { pseudoLocalise } from '../../engines/pseudo/pseudo-localise';
import type { ExtractedDocument } from '../format';
import type { PdfSkeleton } from './document-stages';
import { pdfFormat } from './index';
import { loadMupdf } from './mupdf';
import type { Box } from './page-model';
import { paragraphsOf } from './paragraphs';
import { parsePage } from './parse-page';
import { imagesListedByPoppler, pagesRenderedByPoppler, popplerText } from './testing/poppler';
import { insidePage, openWithMupdf, overlap, sourceWordsLeft } from './testing/translated-output';

const input = readFileSync(new URL('./fixtures/layout-sample.pdf', import.meta.url));
const target = { from: 'en', to: 'es' };

async function opened(pdf: Buffer): Promise<PDFDocument> {
  const mupdf = await loadMupdf();
  return new mupdf.PDFDocument(pdf);
}

/** The formula's box on page 1: the paragraph kept as drawn that holds the summation sign. */
async function formulaBox(): Promise<Box> {
  const page = (await opened(input)).loadPage(0) as PDFPage;
  const { blocks, bounds, rules } = parsePage(page);
  const formula = paragraphsOf(blocks, bounds, rules).find(
    (paragraph) => paragraph.keep && paragraph.spans.some((span) => span.text.includes('∑')),
  );
  if (!formula) throw new Error('the fixture has no formula');
  return formula.box;
}

/** Page 1's pixels inside `box`, rendered at 144 dpi. */
async function pixelsIn(pdf: Buffer, box: Box): Promise<Uint8ClampedArray> {
  const { ColorSpace, DrawDevice, Matrix, Pixmap } = await loadMupdf();
  const scale = 2;
  const area = box.map((value) => Math.round(value * scale)) as Box;
  const pixmap = new Pixmap(ColorSpace.DeviceRGB, area, false);
  pixmap.clear(255);
  const device = new DrawDevice(Matrix.scale(scale, scale), pixmap);
  (await opened(pdf)).loadPage(0).run(device, Matrix.identity);
  device.close();
  return pixmap.getPixels().slice();
}

/** Page 1's content streams, decoded and joined, and the resource name of the formula's math font. */
async function pageContents(pdf: Buffer): Promise<{ text: string; mathFont: string }> {
  const page = (await opened(pdf)).findPage(0);
  let mathFont = '';
  page
    .get('Resources')
    .get('Font')
    .forEach((font, name) => {
      if (/Math/.test(font.get('BaseFont').asName()) && !String(name).startsWith('Verso'))
        mathFont = String(name);
    });
  const contents = page.get('Contents');
  const streams = contents.isArray()
    ? [...Array(contents.length).keys()].map((i) => contents.get(i))
    : [contents];
  return { text: streams.map((stream) => stream.readStream().asString()).join('\n'), mathFont };
}

/** What each text operator of the formula's font draws on page 1, in order: font, size, matrix, glyphs. */
async function formulaOperators(pdf: Buffer): Promise<string[]> {
  const { text, mathFont } = await pageContents(pdf);
  const blocks = text.match(/BT[\s\S]*?ET/g) ?? [];
  return blocks
    .filter((block) => block.includes(`/${mathFont} `))
    .map((block) =>
      [...block.matchAll(/<([0-9a-f]+)>\s*Tj/gi)].map((match) => match[1]?.toLowerCase()).join(' '),
    );
}

/** The formula's stretch of page 1's content: from the first text block in its math font to the last. */
async function formulaBytes(pdf: Buffer): Promise<string> {
  const { text, mathFont } = await pageContents(pdf);
  const blocks = [...text.matchAll(/BT[\s\S]*?ET/g)].filter((block) => block[0].includes(`/${mathFont} `));
  const [first, last] = [blocks[0], blocks.at(-1)];
  if (!first || !last) throw new Error('no formula in the page content');
  return text.slice(first.index, last.index + last[0].length);
}

describe('the layout fixture, translated', () => {
  let extracted: ExtractedDocument<PdfSkeleton>;
  let output: Buffer;
  let bilingual: Buffer;
  let alternating: Buffer;
  const segments = () => extracted.segments.map((segment) => segment.text);

  beforeAll(async () => {
    extracted = await pdfFormat.extract(input, {}, 'en');
    const translations = segments().map(pseudoLocalise);
    output = await pdfFormat.rebuild(extracted, translations, { ...target, options: {} });
    bilingual = await pdfFormat.rebuild(extracted, translations, { ...target, options: { bilingual: true } });
    alternating = await pdfFormat.rebuild(extracted, translations, {
      ...target,
      options: { bilingual: true, bilingualPages: 'alternating' },
    });
  }, 120_000);

  it('reads each column paragraph whole and each table cell as a segment of its own', () => {
    expect(segments()).toContain(
      'Samples were taken at twelve stations along the northern shore during the spring tides of April and May.',
    );
    expect(segments()).toContain(
      'Temperatures followed the season closely and were never far from the long-term average.',
    );
    for (const cell of ['Station', 'Salinity', 'Remarks', 'River mouth', 'Very low', 'Fresh water on top'])
      expect(segments()).toContain(cell);
    expect(segments()).toContain('每个样品在一小时内冷却，并于第二天早上在实验室中测量。');
    // MuPDF reads the Arabic line's full stop first, where it is drawn.
    expect(segments()).toContain('تم تبريد كل عينة خلال ساعة وقياسها في المختبر في صباح اليوم التالي.');
    expect(segments().some((text) => text.includes('∑'))).toBe(false);
  });

  it('opens in MuPDF and Poppler with the same pages and images', async () => {
    const [before, after] = [await openWithMupdf(input), await openWithMupdf(output)];
    expect(after.pages).toBe(before.pages);
    expect(after.images).toBe(1);
    expect(after.images).toBe(before.images);
    expect(pagesRenderedByPoppler(output)).toBe(before.pages);
    expect(imagesListedByPoppler(output)).toBe(imagesListedByPoppler(input));
  });

  it('leaves no source word outside the formula, and no translated line over another or off the page', async () => {
    expect(await sourceWordsLeft(input, output)).toEqual([]);
    for (const { bounds, boxes } of (await openWithMupdf(output)).translatedLines) {
      expect(boxes.length).toBeGreaterThan(0);
      for (const [index, box] of boxes.entries()) {
        // Left, right, top and bottom: no translated line leaves the page.
        expect(insidePage(bounds, box), `line at ${box.join(', ')}`).toBe(true);
        expect(boxes.slice(index + 1).filter((other) => overlap(box, other))).toEqual([]);
      }
    }
  });

  it('keeps the formula exactly: the same glyphs at the same places, the same pixels', async () => {
    const before = await formulaOperators(input);
    expect(before.length).toBeGreaterThan(0);
    expect(await formulaOperators(output)).toEqual(before);
    const box = await formulaBox();
    expect(await pixelsIn(output, box)).toEqual(await pixelsIn(input, box));
  });

  it("keeps the formula's operators byte for byte in the page's content", async () => {
    const formula = await formulaBytes(input);
    expect(formula.match(/ Tj/g)?.length).toBeGreaterThan(10);
    expect((await pageContents(output)).text).toContain(formula);
  });

  it('keeps the links working: the web link and the link to the appendix lie over their translations', async () => {
    const page = (await opened(output)).loadPage(0);
    const links = page.getLinks();
    expect(links.map((link) => link.getURI())).toEqual([
      'https://example.org/coastal-survey',
      '#nameddest=method',
    ]);
    const document = await opened(output);
    expect(document.resolveLink(links[1]?.getURI() ?? '')).toBe(1);
    // Each link spans the translated lines it is on, not the shorter original's place.
    const [lines] = (await openWithMupdf(output)).translatedLines;
    for (const link of links) {
      const bounds = link.getBounds();
      const middle = (box: number[]) => ((box[1] ?? 0) + (box[3] ?? 0)) / 2;
      const under = (lines?.boxes ?? []).filter(
        (box) => overlap(box, bounds) && middle(box) > (bounds[1] ?? 0) && middle(box) < (bounds[3] ?? 0),
      );
      expect(under.length).toBeGreaterThan(0);
      expect(Math.abs(Math.min(...under.map((box) => box[0] ?? 0)) - (bounds[0] ?? 0))).toBeLessThan(2);
      expect(Math.abs(Math.max(...under.map((box) => box[2] ?? 0)) - (bounds[2] ?? 0))).toBeLessThan(2);
    }
  });

  it('translates the outline titles and keeps where they lead', async () => {
    const outline = (await opened(output)).loadOutline() ?? [];
    expect(outline.map((item) => [item.title, item.page])).toEqual([
      [pseudoLocalise('Coastal water survey'), 0],
    ]);
    expect(outline[0]?.down?.map((item) => [item.title, item.page])).toEqual([[pseudoLocalise('Method'), 1]]);
  });

  it('writes a bilingual PDF twice as wide, with both texts, both halves linked, the outline and metadata', async () => {
    const [before, after] = [await opened(input), await opened(bilingual)];
    expect(after.countPages()).toBe(before.countPages());
    const [x0, y0, x1, y1] = before.loadPage(0).getBounds();
    const [wx0, wy0, wx1, wy1] = after.loadPage(0).getBounds();
    expect((wx1 - wx0) * (wy1 - wy0)).toBeCloseTo(2 * (x1 - x0) * (y1 - y0), 0);
    const text = popplerText(bilingual);
    expect(text).toContain('Coastal water survey');
    expect(text).toContain(pseudoLocalise('Coastal water survey').slice(0, 10));
    const links = after.loadPage(0).getLinks();
    const width = x1 - x0;
    const left = links.filter((link) => (link.getBounds()[2] ?? 0) <= width);
    const right = links.filter((link) => (link.getBounds()[0] ?? 0) >= width);
    expect([left.length, right.length]).toEqual([2, 2]);
    for (const link of [...left, ...right].filter((link) => !link.isExternal()))
      expect(after.resolveLink(link)).toBe(1);
    expect(after.loadOutline()?.[0]?.title).toBe(pseudoLocalise('Coastal water survey'));
    for (const key of ['info:Title', 'info:Creator', 'info:CreationDate'])
      expect(after.getMetaData(key) || 'missing').toBe(before.getMetaData(key));
    expect(pagesRenderedByPoppler(bilingual)).toBe(before.countPages());
  });

  it('writes alternating bilingual pages: each original page, then its translation, at the same size', async () => {
    const [before, after] = [await opened(input), await opened(alternating)];
    const pages = before.countPages();
    expect(after.countPages()).toBe(pages * 2);
    const text = (document: PDFDocument, index: number) =>
      document.loadPage(index).toStructuredText('').asText().replace(/\s+/g, ' ');
    for (let index = 0; index < pages; index++) {
      const size = before.loadPage(index).getBounds();
      expect(after.loadPage(index * 2).getBounds()).toEqual(size);
      expect(after.loadPage(index * 2 + 1).getBounds()).toEqual(size);
      expect(text(after, index * 2)).toBe(text(before, index));
      expect(text(after, index * 2 + 1)).not.toBe(text(before, index));
    }
    expect(text(after, 0)).toContain('Coastal water survey');
    expect(text(after, 1)).toContain(pseudoLocalise('Coastal water survey'));
    expect(text(after, 2)).toContain('Every bottle was rinsed twice');
    expect(text(after, 3)).toContain(pseudoLocalise('Method'));
    // Links on both pages; the one to the appendix leads to the same side's page 2.
    const internal = (index: number) =>
      after
        .loadPage(index)
        .getLinks()
        .filter((link) => !link.isExternal())
        .map((link) => after.resolveLink(link));
    expect(internal(0)).toEqual([2]);
    expect(internal(1)).toEqual([3]);
    const outline = after.loadOutline() ?? [];
    expect(outline.map((item) => [item.title, item.page])).toEqual([
      [pseudoLocalise('Coastal water survey'), 1],
    ]);
    expect(outline[0]?.down?.map((item) => [item.title, item.page])).toEqual([[pseudoLocalise('Method'), 3]]);
    expect(after.getMetaData('info:Title')).toBe(before.getMetaData('info:Title'));
    expect(pagesRenderedByPoppler(alternating)).toBe(pages * 2);
    expect(imagesListedByPoppler(alternating)).toBe(imagesListedByPoppler(input) * 2);
  });
});
