// Scanned words are part of an image and cannot be removed like text: each OCR'd line of a translated
// paragraph is painted over in the colour of the paper around it, and the translation is drawn on top.
// Images are not touched, so the rest of the scan (pictures, stamps, handwriting) stays as it was.
import type { PDFDocument, PDFPage } from 'mupdf';
import { loadMupdf } from './mupdf';
import type { Box, Paragraph, Rgb } from './page-model';
import { appendContent, topLeftToPageSpace } from './page-writer';

/** A line's box, top-left page space, and the colour that hides it. */
export interface Cover {
  box: Box;
  color: Rgb;
}

export interface ScanCover {
  lines: Cover[];
  /** Read by OCR although the page has text (forced): that text goes too, or it would still be found. */
  overTextLayer: boolean;
}

const inside = (x: number, y: number, box: Box) => x >= box[0] && x <= box[2] && y >= box[1] && y <= box[3];

/** The covers of the OCR'd lines that make up the paragraph. */
export function coverOf(paragraph: Paragraph, covers: readonly Cover[], overTextLayer: boolean): ScanCover {
  const lines = covers.filter(({ box }) => {
    const [x, y] = [(box[0] + box[2]) / 2, (box[1] + box[3]) / 2];
    return paragraph.lineBoxes.some((lineBox) => inside(x, y, lineBox));
  });
  return { lines, overTextLayer };
}

const number = (value: number) => (Math.round(value * 1000) / 1000).toString();

async function removeTextUnder(page: PDFPage, boxes: readonly Box[]): Promise<void> {
  if (boxes.length === 0) return;
  const { PDFPage: Page } = await loadMupdf();
  for (const box of boxes) page.createAnnotation('Redact').setRect(box);
  page.applyRedactions(false, Page.REDACT_IMAGE_NONE, Page.REDACT_LINE_ART_NONE, Page.REDACT_TEXT_REMOVE);
}

/** Paints each line's box in its paper colour, after the page's content and before the translation. */
export async function coverScannedText(
  document: PDFDocument,
  page: PDFPage,
  covers: readonly ScanCover[],
): Promise<void> {
  const lines = covers.flatMap((cover) => cover.lines);
  if (lines.length === 0) return;
  await removeTextUnder(
    page,
    covers.filter((cover) => cover.overTextLayer).flatMap((cover) => cover.lines.map((line) => line.box)),
  );
  const fills = lines.map(({ box, color }) => {
    const [x0, y0] = box.map(number);
    return `${color.map(number).join(' ')} rg ${x0} ${y0} ${number(box[2] - box[0])} ${number(box[3] - box[1])} re f`;
  });
  appendContent(
    document,
    page.getObject(),
    `q ${await topLeftToPageSpace(page)} cm\n${fills.join('\n')}\nQ\n`,
  );
}
