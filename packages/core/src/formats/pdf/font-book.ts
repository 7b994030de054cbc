// The fonts of one output document: each face is loaded once per process (a CJK collection is tens
// of megabytes), added to the document the first time a page uses it, and asked for glyphs and widths.
// A character is set in the look's own face when it has the glyph, else in the first script face that
// has it, so a Chinese name inside Spanish text still shows.
import type { Font, PDFDocument, PDFObject } from 'mupdf';
import { loadMupdf } from './mupdf';
import { type FontFace, fallbackFaces, primaryFace } from './noto-fonts';
import type { SpanLook } from './paragraph-segment';

const loadedFonts = new Map<string, Font>();

/** A stretch of text set in one face: glyph ids and the width at size 1. */
export interface GlyphRun {
  face: FontFace;
  glyphs: number[];
  width: number;
}

export class FontBook {
  private readonly added = new Map<string, PDFObject>();

  private constructor(
    private readonly mupdf: typeof import('mupdf'),
    private readonly document: PDFDocument,
    private readonly targetLanguage: string,
  ) {}

  static async for(document: PDFDocument, targetLanguage: string): Promise<FontBook> {
    return new FontBook(await loadMupdf(), document, targetLanguage);
  }

  font(face: FontFace): Font {
    let font = loadedFonts.get(face.key);
    if (!font) {
      font = new this.mupdf.Font(face.key, face.path, face.subfont ?? 0);
      loadedFonts.set(face.key, font);
    }
    return font;
  }

  /** The font's object in this document, to put in a page's resources under `face.key`. */
  reference(face: FontFace): PDFObject {
    let reference = this.added.get(face.key);
    if (!reference) {
      reference = this.document.addFont(this.font(face));
      this.added.set(face.key, reference);
    }
    return reference;
  }

  private faceFor(character: string, faces: readonly FontFace[]): { face: FontFace; glyph: number } {
    for (const face of faces) {
      const glyph = this.font(face).encodeCharacter(character);
      if (glyph > 0) return { face, glyph };
    }
    const [first] = faces as [FontFace];
    return { face: first, glyph: this.font(first).encodeCharacter(character) };
  }

  /** The text as runs of glyphs, each run in the first face that has its characters. */
  glyphRuns(text: string, look: SpanLook): GlyphRun[] {
    const faces = [primaryFace(look), ...fallbackFaces(this.targetLanguage, look.bold)];
    const runs: GlyphRun[] = [];
    for (const character of text) {
      const { face, glyph } = this.faceFor(character, faces);
      const width = this.font(face).advanceGlyph(glyph);
      const last = runs.at(-1);
      if (last?.face === face) {
        last.glyphs.push(glyph);
        last.width += width;
      } else runs.push({ face, glyphs: [glyph], width });
    }
    return runs;
  }
}
