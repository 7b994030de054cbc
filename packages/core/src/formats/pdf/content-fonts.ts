// What the content editor needs of a font to follow a string across the page: how its bytes split
// into character codes and how far each code advances, in text space units per unit of font size.
// Simple fonts (one byte a code, /Widths) and Identity-H composite fonts (two bytes, /W) are read;
// others (other CMaps, vertical writing) are not, and the editor leaves their pages to redaction.
import type { Font, PDFObject } from 'mupdf';

/** MuPDF's Font class, passed in so this module does not load MuPDF itself. */
export type FontClass = new (name: string) => Font;

/** The object at `path` under `object`, or null: MuPDF's null object cannot be asked for entries. */
export function entryAt(object: PDFObject, ...path: (string | number)[]): PDFObject | null {
  let at: PDFObject | null = object;
  for (const key of path) {
    if (at === null || at.isNull()) return null;
    at = at.get(key);
  }
  return at === null || at.isNull() ? null : at;
}

export interface ContentFont {
  /** Bytes in the code starting at `index`. */
  codeLength: (bytes: Uint8Array, index: number) => number;
  /** Advance of the code, in text space units at size 1 (a width of 500 in a Type 1 font: 0.5). */
  advance: (code: number) => number;
  /** Whether word spacing applies: single-byte code 32. */
  isSpace: (code: number, length: number) => boolean;
}

/** When nothing tells a glyph's width: an average glyph, enough to place a midpoint roughly. */
const AVERAGE_ADVANCE = 0.5;

/**
 * The standard 14 fonts may come without /Widths: MuPDF's built-in faces give them, the code read
 * as the character it is in the standard encodings' ASCII range.
 */
function builtInWidths(font: PDFObject, Font: FontClass): ((code: number) => number) | undefined {
  const name = entryAt(font, 'BaseFont')
    ?.asName()
    .replace(/^[A-Z]{6}\+/, '');
  if (!name) return undefined;
  try {
    const face = new Font(name);
    return (code) => face.advanceGlyph(face.encodeCharacter(code));
  } catch {
    return undefined;
  }
}

function simpleFont(font: PDFObject, Font: FontClass): ContentFont {
  const widths = font.get('Widths');
  const first = font.get('FirstChar').isNumber() ? font.get('FirstChar').asNumber() : 0;
  const matrix = font.get('FontMatrix');
  const scale = matrix.isArray() ? matrix.get(0).asNumber() : 0.001;
  const missing = entryAt(font, 'FontDescriptor', 'MissingWidth');
  const table = new Map<number, number>();
  if (widths.isArray())
    widths.forEach((width, index) => {
      table.set(first + Number(index), width.asNumber());
    });
  const builtIn = widths.isArray() ? undefined : builtInWidths(font, Font);
  const fallback = missing?.isNumber() ? missing.asNumber() * scale : AVERAGE_ADVANCE;
  return {
    codeLength: () => 1,
    advance: (code) => {
      const width = table.get(code);
      if (width !== undefined) return width * scale;
      return builtIn?.(code) ?? fallback;
    },
    isSpace: (code) => code === 32,
  };
}

/** /W: `c [w1 w2 …]` or `cFirst cLast w`. */
function cidWidths(descendant: PDFObject): Map<number, number> {
  const table = new Map<number, number>();
  const w = descendant.get('W');
  if (!w.isArray()) return table;
  for (let index = 0; index < w.length; ) {
    const first = w.get(index).asNumber();
    const next = w.get(index + 1);
    if (next.isArray()) {
      next.forEach((width, offset) => {
        table.set(first + Number(offset), width.asNumber());
      });
      index += 2;
    } else {
      const last = next.asNumber();
      const width = w.get(index + 2).asNumber();
      for (let cid = first; cid <= last && cid - first < 65536; cid++) table.set(cid, width);
      index += 3;
    }
  }
  return table;
}

function identityFont(font: PDFObject): ContentFont | undefined {
  const descendant = entryAt(font, 'DescendantFonts', 0);
  if (!descendant) return undefined;
  const table = cidWidths(descendant);
  const dw = descendant.get('DW');
  const fallback = dw.isNumber() ? dw.asNumber() : 1000;
  return {
    codeLength: () => 2,
    advance: (code) => (table.get(code) ?? fallback) / 1000,
    isSpace: () => false,
  };
}

/** The font, or undefined when its codes cannot be followed. */
export function contentFont(font: PDFObject | null, Font: FontClass): ContentFont | undefined {
  if (!font?.isDictionary()) return undefined;
  const subtype = font.get('Subtype').isName() ? font.get('Subtype').asName() : '';
  if (subtype !== 'Type0') return simpleFont(font, Font);
  const encoding = font.get('Encoding');
  if (encoding.isName() && encoding.asName() === 'Identity-H') return identityFont(font);
  return undefined;
}
