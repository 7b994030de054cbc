// Removes the original text of translated paragraphs by editing the page's content streams: only
// the text-showing operators whose glyphs fall on a translated line are dropped, every other byte is
// copied as it was — formulas, vector art and the state-changing operators around the text (so what
// follows is still placed right). A dropped operator leaves a glyph-less TJ that moves the text
// position as far as it did; an operator that also draws kept glyphs is rewritten without the others.
import type { PDFDocument, PDFObject, PDFPage } from 'mupdf';
import type { FontClass } from './content-fonts';
import { ContentSyntaxError } from './content-lexer';
import type { Box, Paragraph } from './page-model';
import { ownResources, ownSubdictionary } from './page-resources';
import {
  type ContentSource,
  type Matrix,
  type ShownGlyph,
  type ShownText,
  shownTexts,
  UnsupportedContent,
} from './text-operations';

interface Edit {
  start: number;
  end: number;
  replacement: string;
}

const number = (value: number) => (Math.round(value * 1000) / 1000 || 0).toString();
const isGlyph = (piece: ShownGlyph | number): piece is ShownGlyph => typeof piece !== 'number';

/**
 * Where a glyph of each line has its midpoint: the band from above the x-height to just under the
 * baseline, and the middle of the line's box (the baseline the layout gives a line with superscripts
 * may be theirs). Whole boxes would reach too far: a formula's tall glyphs overlap the lines around.
 */
function lineBands(paragraphs: readonly Paragraph[]): Box[] {
  return paragraphs.flatMap(({ lineBoxes, baselines, size }) =>
    lineBoxes.flatMap(([x0, y0, x1, y1], index) => {
      const baseline = baselines[index] ?? 0;
      const margin = (y1 - y0) * 0.15;
      return [
        [x0 - 0.5, baseline - size * 0.65, x1 + 0.5, baseline + size * 0.15],
        [x0 - 0.5, y0 + margin, x1 + 0.5, y1 - margin],
      ] as Box[];
    }),
  );
}

const inside = ([x, y]: [number, number], [x0, y0, x1, y1]: Box) => x >= x0 && x <= x1 && y >= y0 && y <= y1;

/** What ' and " did besides showing their string, which stays when the string goes (space first). */
function lineMove({ operation }: ShownText): string {
  if (operation.operator === "'") return ' T*';
  if (operation.operator !== '"') return '';
  const [wordSpacing, charSpacing] = operation.operands.map((value) =>
    typeof value === 'number' ? value : 0,
  );
  return ` ${number(wordSpacing ?? 0)} Tw ${number(charSpacing ?? 0)} Tc T*`;
}

/** A TJ array of the kept glyphs, each removed glyph (and adjustment) turned into the space it took. */
function keptArray(pieces: readonly (ShownGlyph | number)[], removed: ReadonlySet<ShownGlyph>): string {
  const items: string[] = [];
  let hex = '';
  let shift = 0;
  const flushShift = () => {
    if (Math.abs(shift) > 1e-4) items.push(number(shift));
    shift = 0;
  };
  const flushHex = () => {
    if (hex) items.push(`<${hex}>`);
    hex = '';
  };
  for (const piece of pieces) {
    if (!isGlyph(piece)) {
      flushHex();
      shift += piece;
    } else if (removed.has(piece)) {
      flushHex();
      shift -= piece.advance;
    } else {
      flushShift();
      hex += Buffer.from(piece.code).toString('hex');
    }
  }
  flushHex();
  flushShift();
  return items.length > 0 ? `[${items.join(' ')}] TJ` : '';
}

function editFor(shown: ShownText, bands: readonly Box[]): Edit | undefined {
  const glyphs = shown.pieces.filter(isGlyph);
  const removed = new Set(glyphs.filter((glyph) => bands.some((band) => inside(glyph.point, band))));
  if (removed.size === 0) return undefined;
  if (shown.fontSize === 0) throw new UnsupportedContent('text to remove at font size 0');
  const { start, end } = shown.operation;
  // Removed whole, with nothing drawn from where it ends: the text position need not be kept.
  if (removed.size === glyphs.length && !shown.continued) return { start, end, replacement: lineMove(shown) };
  // A leading space: the byte before may be the end of an operator (`Tf(…)'`).
  return { start, end, replacement: `${lineMove(shown)} ${keptArray(shown.pieces, removed)}` };
}

function applyEdits(bytes: Uint8Array, edits: readonly Edit[]): Uint8Array {
  const parts: Uint8Array[] = [];
  let at = 0;
  for (const { start, end, replacement } of edits) {
    parts.push(bytes.subarray(at, start), Buffer.from(replacement, 'latin1'));
    at = end;
  }
  parts.push(bytes.subarray(at));
  return Buffer.concat(parts);
}

function contentStreams(page: PDFObject): PDFObject[] {
  const contents = page.get('Contents');
  if (contents.isArray()) return [...Array(contents.length).keys()].map((index) => contents.get(index));
  return contents.isNull() ? [] : [contents];
}

/** The edits of each content source, checked: a form's text is removed only in a form drawn once. */
function editsBySource(shown: readonly ShownText[], bands: readonly Box[]): Map<ContentSource, Edit[]> {
  const edits = new Map<ContentSource, Edit[]>();
  /** Each form's draws on the page (a source per draw), by object number. */
  const draws = new Map<number, Set<ContentSource>>();
  for (const text of shown) {
    const { form } = text.source;
    if (form) {
      const number = form.object.asIndirect();
      draws.set(number, (draws.get(number) ?? new Set()).add(text.source));
    }
    const edit = editFor(text, bands);
    if (edit) edits.set(text.source, [...(edits.get(text.source) ?? []), edit]);
  }
  for (const { form } of edits.keys()) {
    if (form?.nested) throw new UnsupportedContent('text to remove inside a form drawn by another form');
    if (form && (draws.get(form.object.asIndirect())?.size ?? 0) > 1)
      throw new UnsupportedContent('text to remove inside a form drawn more than once');
  }
  return edits;
}

/** The form drawn from the page replaced, in the page's own resources, by a copy with `bytes`. */
function replaceForm(
  document: PDFDocument,
  page: PDFObject,
  form: PDFObject,
  name: string,
  bytes: Uint8Array,
) {
  const dictionary = document.newDictionary();
  form.forEach((value, key) => {
    if (!['Filter', 'DecodeParms', 'Length'].includes(String(key))) dictionary.put(key, value);
  });
  const xobjects = ownSubdictionary(document, ownResources(document, page), 'XObject');
  xobjects.put(name, document.addStream(bytes, dictionary));
}

/**
 * Removes the translated paragraphs' text from the page by editing its content streams (and forms
 * drawn once from them, as copies). Returns why it could not (an unreadable stream, a font whose
 * codes cannot be followed, text in a form drawn twice or by another form), having changed nothing;
 * the caller then falls back to redaction.
 */
export function removeTextOperators(
  document: PDFDocument,
  page: PDFPage,
  paragraphs: readonly Paragraph[],
  Font: FontClass,
): string | undefined {
  const object = page.getObject();
  const streams = contentStreams(object);
  const bytes = streams.map((stream) => stream.readStream().asUint8Array().slice());
  let edits: Map<ContentSource, Edit[]>;
  try {
    const resources = object.getInheritable('Resources');
    const shown = shownTexts(
      bytes,
      resources.isNull() ? null : resources,
      page.getTransform() as Matrix,
      Font,
    );
    edits = editsBySource(shown, lineBands(paragraphs));
  } catch (error) {
    // Besides what the editor refuses, MuPDF may fail to decode a damaged stream or font: redaction
    // copes with what it can.
    if (error instanceof ContentSyntaxError || error instanceof UnsupportedContent) return error.message;
    return `the page could not be read: ${error instanceof Error ? error.message : String(error)}`;
  }
  const pageEdits = new Map([...edits].map(([source, list]) => [source.stream, list]));
  const contents = document.newArray();
  streams.forEach((stream, index) => {
    const streamEdits = pageEdits.get(index);
    const source = bytes[index] ?? new Uint8Array();
    contents.push(streamEdits ? document.addStream(applyEdits(source, streamEdits), {}) : stream);
  });
  object.put('Contents', contents);
  for (const [{ form, bytes: formBytes }, list] of edits)
    if (form) replaceForm(document, object, form.object, form.name, applyEdits(formBytes, list));
  return undefined;
}
