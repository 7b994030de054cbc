// Translation context: the heading each paragraph stands under. A PDF does not say which lines are
// headings, so a heading is read off its look: a short paragraph of one or two lines, not ending like
// a sentence, set larger than the body text or all in bold. Running headers, footers and captions are
// not headings.
import type { Paragraph } from './page-model';

const textOf = (paragraph: Paragraph) =>
  paragraph.spans
    .map((span) => span.text)
    .join('')
    .replace(/\s+/gu, ' ')
    .trim();

/** The size most characters of the document's paragraphs are set in. */
function bodySize(paragraphs: readonly Paragraph[]): number {
  const bySize = new Map<number, number>();
  for (const paragraph of paragraphs)
    bySize.set(paragraph.size, (bySize.get(paragraph.size) ?? 0) + textOf(paragraph).length);
  return [...bySize].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
}

function isHeading(paragraph: Paragraph, body: number): boolean {
  const text = textOf(paragraph);
  if (paragraph.keep || paragraph.role || paragraph.lineBoxes.length > 2) return false;
  if (text.length < 2 || text.length > 150 || /[.,;:!?]$/u.test(text)) return false;
  const bold = paragraph.spans.every((span) => span.bold || span.text.trim() === '');
  return paragraph.size >= body * 1.15 || bold;
}

/**
 * For each page's paragraphs, the heading above each one (the page before's last heading carries
 * over); a heading's own is the one before it.
 */
export function sectionHeadings(pages: readonly (readonly Paragraph[])[]): (string | undefined)[][] {
  const body = bodySize(pages.flat());
  let current: string | undefined;
  return pages.map((paragraphs) =>
    paragraphs.map((paragraph) => {
      const above = current;
      if (isHeading(paragraph, body)) current = textOf(paragraph);
      return above;
    }),
  );
}
