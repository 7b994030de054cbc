// Checks on a translated PDF, shared by the corpus and fixture tests: what MuPDF reads back, the
// source words left in the original fonts, and translated lines that overlap.
import type { PDFPage } from 'mupdf';
import { loadMupdf } from '../mupdf';
import { paragraphsOfPages } from '../page-paragraphs';
import { parsePage } from '../parse-page';

export interface Opened {
  pages: number;
  images: number;
  /** Boxes of the lines set in Verso's faces, per page, with the page's bounds. */
  translatedLines: { bounds: number[]; boxes: number[][] }[];
}

export async function openWithMupdf(pdf: Buffer, password?: string): Promise<Opened> {
  const mupdf = await loadMupdf();
  const document = new mupdf.PDFDocument(pdf);
  if (password) document.authenticatePassword(password);
  const opened: Opened = { pages: document.countPages(), images: 0, translatedLines: [] };
  for (let index = 0; index < opened.pages; index++) {
    const page = document.loadPage(index) as PDFPage;
    const parsed = parsePage(page);
    opened.images += parsed.imageCount;
    const ours = parsed.blocks
      .flatMap((block) => block.lines)
      .filter((line) => line.spans.every((span) => span.font.startsWith('Verso')));
    // Line boxes span the faces' ascenders and descenders, which overlap at normal leading; the
    // band from cap height to just under the baseline is what a reader sees as the line.
    const band = (line: (typeof ours)[number]) => {
      const size = Math.max(...line.spans.map((span) => span.size));
      return [line.box[0], line.baseline - size * 0.7, line.box[2], line.baseline + size * 0.2];
    };
    opened.translatedLines.push({ bounds: parsed.bounds, boxes: ours.map(band) });
  }
  return opened;
}

const words = (text: string) => text.match(/\p{L}{2,}/gu) ?? [];

/** The words of each page: of the paragraphs kept as drawn, and of every line not set by Verso. */
async function pageWords(pdf: Buffer, password?: string) {
  const mupdf = await loadMupdf();
  const document = new mupdf.PDFDocument(pdf);
  if (password) document.authenticatePassword(password);
  const parsed = [...Array(document.countPages()).keys()].map((index) =>
    parsePage(document.loadPage(index) as PDFPage),
  );
  // Read as extraction reads them: page numbers in running footers are kept as drawn.
  const paragraphs = paragraphsOfPages(parsed);
  const pages: { kept: string[]; original: string[] }[] = [];
  for (const [index, { blocks }] of parsed.entries()) {
    const kept = (paragraphs[index] ?? []).filter((paragraph) => paragraph.keep);
    const original = blocks
      .flatMap((block) => block.lines)
      .flatMap((line) => line.spans.filter((span) => !span.font.startsWith('Verso')));
    pages.push({
      kept: kept.flatMap((paragraph) => paragraph.spans.flatMap((span) => words(span.text))),
      original: original.flatMap((span) => words(span.text)),
    });
  }
  return pages;
}

/** Per page, words still drawn in the original fonts that were not in a paragraph kept as drawn. */
export async function sourceWordsLeft(input: Buffer, output: Buffer, password?: string): Promise<string[]> {
  const [before, after] = [await pageWords(input, password), await pageWords(output, password)];
  return after.flatMap(({ original }, index) => {
    const kept = new Set(before[index]?.kept ?? []);
    return original.filter((word) => !kept.has(word));
  });
}

export const overlap = (a: number[], b: number[]) =>
  Math.min(a[2] ?? 0, b[2] ?? 0) - Math.max(a[0] ?? 0, b[0] ?? 0) > 1 &&
  Math.min(a[3] ?? 0, b[3] ?? 0) - Math.max(a[1] ?? 0, b[1] ?? 0) > 1;

/** True when the line's band lies within the page's box, a point of slack on every side. */
export const insidePage = (bounds: number[], box: number[]) =>
  (box[0] ?? 0) >= (bounds[0] ?? 0) - 1 &&
  (box[1] ?? 0) >= (bounds[1] ?? 0) - 1 &&
  (box[2] ?? 0) <= (bounds[2] ?? 0) + 1 &&
  (box[3] ?? 0) <= (bounds[3] ?? 0) + 1;
