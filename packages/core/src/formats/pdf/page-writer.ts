// Stage 4, on the page: the original text of each translated paragraph is removed (a redaction that
// touches text only, so images and vector art stay), and the translation is drawn in a content stream
// of its own, after the page's own content, in the Noto faces of the font book.
import type { PDFDocument, PDFObject, PDFPage } from 'mupdf';
import { removeTextOperators } from './content-editor';
import type { FontBook } from './font-book';
import { glyphOperators } from './glyph-operators';
import { loadMupdf } from './mupdf';
import type { Paragraph } from './page-model';
import { ownResources } from './page-resources';
import type { PlacedLine } from './set-paragraph';

/** How the original text was removed: by the content-stream editor, or by redaction and why. */
export type Removal = { by: 'content-stream' } | { by: 'redaction'; reason: string };

/**
 * The original text goes: the content-stream editor drops the text operators drawn on the lines of
 * translated paragraphs, keeping every other byte. Where it cannot follow the page (see
 * content-editor.ts), each line is redacted over the band from its x-height to its baseline, not over
 * its whole box, because boxes (ascenders, descenders, tall math glyphs) overlap the lines around
 * them, and those may be formulas kept as drawn; redaction rewrites the whole content stream.
 */
export async function removeText(
  document: PDFDocument,
  page: PDFPage,
  paragraphs: readonly Paragraph[],
): Promise<Removal | undefined> {
  if (paragraphs.length === 0) return undefined;
  const { Font, PDFPage: Page } = await loadMupdf();
  const reason = removeTextOperators(document, page, paragraphs, Font);
  if (reason === undefined) return { by: 'content-stream' };
  for (const { lineBoxes, baselines, size } of paragraphs) {
    lineBoxes.forEach(([x0, , x1], index) => {
      const baseline = baselines[index] ?? 0;
      // An inset at each end spares the neighbour whose glyphs touch this line's box.
      page
        .createAnnotation('Redact')
        .setRect([x0 + 1.5, baseline - size * 0.55, x1 - 1.5, baseline + size * 0.1]);
    });
  }
  page.applyRedactions(false, Page.REDACT_IMAGE_NONE, Page.REDACT_LINE_ART_NONE, Page.REDACT_TEXT_REMOVE);
  return { by: 'redaction', reason };
}

const number = (value: number) => (Math.round(value * 1000) / 1000).toString();

/** Text operators in top-left page space; the caller maps that space onto the page's own. */
function textOperators(lines: readonly PlacedLine[]): string {
  let operators = '';
  for (const line of lines) {
    operators += `1 0 0 -1 ${number(line.x)} ${number(line.baseline)} Tm\n`;
    for (const run of line.runs) {
      const [r, g, b] = run.color.map(number);
      operators += `/${run.face.key} ${number(run.size)} Tf ${r} ${g} ${b} rg\n`;
      operators += glyphOperators(run.glyphs, run.size);
    }
  }
  return operators;
}

function addFonts(
  document: PDFDocument,
  page: PDFObject,
  lines: readonly PlacedLine[],
  fonts: FontBook,
): void {
  const resources = ownResources(document, page);
  let fontDictionary = resources.get('Font');
  if (fontDictionary.isNull()) {
    fontDictionary = document.newDictionary();
    resources.put('Font', fontDictionary);
  }
  for (const run of lines.flatMap((line) => line.runs)) {
    if (fontDictionary.get(run.face.key).isNull())
      fontDictionary.put(run.face.key, fonts.reference(run.face));
  }
}

/** The page's content wrapped in q…Q (it may leave the graphics state changed), then `operators`. */
export function appendContent(document: PDFDocument, page: PDFObject, operators: string): void {
  const contents = page.get('Contents');
  const wrapped = document.newArray();
  wrapped.push(document.addStream('q\n', {}));
  if (contents.isArray()) {
    contents.forEach((stream) => {
      wrapped.push(stream);
    });
  } else if (!contents.isNull()) wrapped.push(contents);
  wrapped.push(document.addStream('\nQ\n', {}));
  wrapped.push(document.addStream(operators, {}));
  page.put('Contents', wrapped);
}

/** The `cm` operands that map top-left page space, where the stages work, onto the page's own. */
export async function topLeftToPageSpace(page: PDFPage): Promise<string> {
  const { Matrix } = await loadMupdf();
  return Matrix.invert(page.getTransform()).map(number).join(' ');
}

export async function drawLines(
  document: PDFDocument,
  page: PDFPage,
  lines: readonly PlacedLine[],
  fonts: FontBook,
): Promise<void> {
  if (lines.length === 0) return;
  const toPageSpace = await topLeftToPageSpace(page);
  const pageObject = page.getObject();
  addFonts(document, pageObject, lines, fonts);
  appendContent(document, pageObject, `q ${toPageSpace} cm BT\n${textOperators(lines)}ET Q\n`);
}
