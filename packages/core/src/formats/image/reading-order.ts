// The order a reader takes through a page's text regions: rows from the top, and within a row from the
// left, or from the right for a page read right to left (Japanese manga, Arabic, Hebrew). A row is the
// regions whose middles lie level with the first region of the row: two bubbles side by side are one
// row even when one starts lower, where sorting by top alone would read the lower one later.
import type { Box } from '../ocr/geometry';

export type ReadingDirection = 'ltr' | 'rtl';

/** Tesseract models whose pages are read right to left (`jpn` and `jpn_vert` included). */
const rightToLeftModels = /^(jpn|ara|heb|fas|urd|yid|syr|div)/;

/** The direction for pages read with `tesseractLanguage` (one model, or several joined by `+`). */
export function readingDirectionOf(tesseractLanguage: string): ReadingDirection {
  return rightToLeftModels.test(tesseractLanguage) ? 'rtl' : 'ltr';
}

const middle = (box: Box) => (box[1] + box[3]) / 2;

export function inReadingOrder<Region extends { box: Box }>(
  regions: readonly Region[],
  direction: ReadingDirection,
): Region[] {
  const rows: Region[][] = [];
  for (const region of [...regions].sort((a, b) => a.box[1] - b.box[1])) {
    const [first] = rows.at(-1) ?? [];
    const level = first && middle(region.box) <= first.box[3] && middle(first.box) >= region.box[1];
    if (level) rows.at(-1)?.push(region);
    else rows.push([region]);
  }
  const along =
    direction === 'ltr'
      ? (a: Region, b: Region) => a.box[0] - b.box[0]
      : (a: Region, b: Region) => b.box[2] - a.box[2];
  return rows.flatMap((row) => row.sort(along));
}
