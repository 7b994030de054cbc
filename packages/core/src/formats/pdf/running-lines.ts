// Layout, across pages: running headers and footers are the lines repeated at the same height in the
// top or bottom margin of several pages ("Annual report 2024", "Page 3 of 12"), and page numbers are
// the lines there that hold nothing but a number. A running line is a paragraph of its own, never
// joined to the body; its numbers are carried as placeholders, so "Page 3 of 12" and "Page 4 of 12"
// are one text, translated once and the same on every page, and the numbers stay as they were.
import type { Box, TextLine, TextSpan } from './page-model';

export type LineRole = 'header' | 'footer';

/** The lines of one page, as the layout stage reads them (paragraphs.ts `linesInOrder`). */
export interface PageLines {
  bounds: Box;
  lines: readonly TextLine[];
}

/** Tells a line's role on its page, or undefined for the body's lines. */
export type RoleOfLine = (line: TextLine) => LineRole | undefined;

/** How much of the page's height the top and bottom margins may take. */
const marginShare = 0.12;
/** How far a running line may move from page to page, in points. */
const heightSlack = 3;

const lineText = (line: TextLine) => line.spans.map((span) => span.text).join('');

/** "3", "- iv -", "3/12": a page number alone ("Page 3 of 12" has words to translate). */
const pageNumber = /^[\s\p{P}]*(\d{1,5}|[ivxlcdm]{1,7})(\s*[/|]\s*\d{1,5})?[\s\p{P}]*$/iu;

export const isPageNumber = (text: string) => pageNumber.test(text);

/** The line's text with its numbers blanked out: what stays the same from page to page. */
const shapeOf = (line: TextLine) => lineText(line).trim().replace(/\d+/gu, '#').replace(/\s+/gu, ' ');

function marginOf(line: TextLine, [, top, , bottom]: Box): LineRole | undefined {
  const margin = (bottom - top) * marginShare;
  if (line.box[3] <= top + margin) return 'header';
  if (line.box[1] >= bottom - margin) return 'footer';
  return undefined;
}

const keyOf = (line: TextLine) => `${line.baseline.toFixed(2)}|${lineText(line)}`;

/**
 * For each page, the role of each of its lines. A margin line is running when a line of the same
 * shape stands within a few points of the same height on another page, or when it is a page number.
 */
export function runningLines(pages: readonly PageLines[]): RoleOfLine[] {
  const candidates = pages.flatMap(({ bounds, lines }, page) =>
    lines.flatMap((line) => {
      const role = marginOf(line, bounds);
      return role ? [{ page, line, role, shape: shapeOf(line) }] : [];
    }),
  );
  const byShape = new Map<string, typeof candidates>();
  for (const candidate of candidates)
    byShape.set(candidate.shape, [...(byShape.get(candidate.shape) ?? []), candidate]);
  const roles = pages.map(() => new Map<string, LineRole>());
  for (const { page, line, role, shape } of candidates) {
    const repeated = (byShape.get(shape) ?? []).some(
      (other) => other.page !== page && Math.abs(other.line.baseline - line.baseline) <= heightSlack,
    );
    if (repeated || isPageNumber(lineText(line))) roles[page]?.set(keyOf(line), role);
  }
  return roles.map((lines) => (line: TextLine) => lines.get(keyOf(line)));
}

/** Spans cut at each number, so a running line's numbers can be carried as placeholders. */
export function numbersApart(spans: readonly TextSpan[]): TextSpan[] {
  return spans.flatMap((span) =>
    span.text
      .split(/(\d+)/u)
      .filter((text) => text !== '')
      .map((text) => ({ ...span, text })),
  );
}

export const isNumberSpan = (span: TextSpan) => /^\d+$/u.test(span.text);
