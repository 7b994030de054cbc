// Layout: a running header or footer of one line centred on the page ("Page 3 of 12") stays centred
// in translation. One line reads as flush left (nothing shows otherwise), so a longer translation
// would wrap under it; instead its box grows the same on both sides, up to the text beside it on the
// same line or the page's margin, and the translation is centred in it.
import type { Box, Paragraph } from './page-model';

const isRunning = (paragraph: Paragraph) => paragraph.role === 'header' || paragraph.role === 'footer';

export function centreRunningLines(paragraphs: readonly Paragraph[], [left, , right]: Box): Paragraph[] {
  const pageCentre = (left + right) / 2;
  return paragraphs.map((paragraph) => {
    const [x0, y0, x1, y1] = paragraph.box;
    const centre = (x0 + x1) / 2;
    if (!isRunning(paragraph) || paragraph.lineBoxes.length !== 1 || Math.abs(centre - pageCentre) > 3)
      return paragraph;
    const beside = paragraphs.filter(
      (other) => other !== paragraph && other.box[1] < y1 && other.box[3] > y0,
    );
    const gap = paragraph.size;
    const leftRoom = Math.min(
      x0 - left - 18,
      ...beside.filter((o) => o.box[2] <= x0).map((o) => x0 - o.box[2] - gap),
    );
    const rightRoom = Math.min(
      right - 18 - x1,
      ...beside.filter((o) => o.box[0] >= x1).map((o) => o.box[0] - x1 - gap),
    );
    const grow = Math.max(0, Math.min(leftRoom, rightRoom, (x1 - x0) * 1.5));
    const box: Box = [x0 - grow, y0, x1 + grow, y1];
    return { ...paragraph, box, columnRight: box[2], alignment: 'center' as const };
  });
}
