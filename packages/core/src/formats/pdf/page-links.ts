// Links on a translated page. MuPDF's redaction deletes every link over the text it removes, so a
// page's links are read before its text goes and written again after. A link that covered most of a
// translated paragraph (a line of a table of contents, a web address or a sentence on its own) takes
// the translation's place; a link on a few words inside a longer paragraph stays where it was.
import type { PDFPage } from 'mupdf';
import { type Box, boxHeight, boxWidth, unionBox } from './page-model';
import type { PlacedLine } from './set-paragraph';

export interface PageLink {
  bounds: Box;
  uri: string;
}

export interface SetTranslation {
  /** Where the original was. */
  box: Box;
  lines: readonly PlacedLine[];
}

export const readLinks = (page: PDFPage): PageLink[] =>
  page.getLinks().map((link) => ({ bounds: link.getBounds() as Box, uri: link.getURI() }));

const area = (box: Box) => Math.max(0, boxWidth(box)) * Math.max(0, boxHeight(box));

function overlap(a: Box, b: Box): number {
  return area([Math.max(a[0], b[0]), Math.max(a[1], b[1]), Math.min(a[2], b[2]), Math.min(a[3], b[3])]);
}

/** A placed line's ink box: from its cap height to its descenders. */
function lineBox({ x, baseline, runs }: PlacedLine): Box {
  const size = Math.max(...runs.map((run) => run.size));
  const width = runs.reduce((sum, run) => sum + run.width * run.size, 0);
  return [x, baseline - size * 0.8, x + width, baseline + size * 0.25];
}

function movedBounds(link: PageLink, translations: readonly SetTranslation[]): Box {
  const covered = translations.find(
    ({ box, lines }) =>
      lines.length > 0 &&
      overlap(link.bounds, box) >= area(link.bounds) * 0.5 &&
      overlap(link.bounds, box) >= area(box) * 0.5,
  );
  return covered ? unionBox(covered.lines.map(lineBox)) : link.bounds;
}

/** The page's links as they were before its text was removed, those over a translation moved onto it. */
export function restoreLinks(
  page: PDFPage,
  links: readonly PageLink[],
  translations: readonly SetTranslation[],
) {
  if (links.length === 0) return;
  for (const link of page.getLinks()) page.deleteLink(link);
  for (const link of links) page.createLink(movedBounds(link, translations), link.uri);
}
