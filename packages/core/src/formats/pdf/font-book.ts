// The fonts of one output document. Text is set character cluster by cluster in the look's own face
// when it has the glyphs, else in the first script face that has them, so a Chinese name inside
// Spanish text still shows; each stretch in one face and direction is shaped by HarfBuzz. The faces
// are embedded once every page is set, subset to the glyphs used (embed-face.ts).
import type { PDFDocument, PDFObject } from 'mupdf';
import { embedFace } from './embed-face';
import { FaceUsage } from './face-usage';
import { loadHarfBuzz } from './harfbuzz';
import { loadMupdf } from './mupdf';
import { type FontFace, fallbackFaces, primaryFace } from './noto-fonts';
import type { SpanLook } from './paragraph-segment';
import { type ShapedGlyph, ShapingFace } from './shaping-face';

/** A stretch of text set in one face and one bidi level: its glyphs in visual order, its width at size 1. */
export interface GlyphRun {
  face: FontFace;
  glyphs: ShapedGlyph[];
  width: number;
  /** Its bidi embedding level: odd is right to left. */
  level: number;
}

type HarfBuzzModule = Awaited<ReturnType<typeof loadHarfBuzz>>;

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });
// Joiners, bidi marks and variation selectors need no glyph of their own to be set right.
const invisible = /\p{Cf}|\p{Variation_Selector}/u;

export class FontBook {
  /** Per face key, the object pages refer to; filled in by `embed` once every page is set. */
  private readonly placeholders = new Map<string, { face: FontFace; object: PDFObject }>();
  private readonly usage = new Map<string, FaceUsage>();
  private readonly shaped = new Map<string, ShapedGlyph[]>();

  private constructor(
    private readonly harfBuzz: HarfBuzzModule,
    private readonly document: PDFDocument,
    private readonly targetLanguage: string,
  ) {}

  static async for(document: PDFDocument, targetLanguage: string): Promise<FontBook> {
    return new FontBook(await loadHarfBuzz(), document, targetLanguage);
  }

  private shaping(face: FontFace): ShapingFace {
    return ShapingFace.of(this.harfBuzz, face);
  }

  /** The font's object in this document, to put in a page's resources under `face.key`. */
  reference(face: FontFace): PDFObject {
    let placeholder = this.placeholders.get(face.key);
    if (!placeholder) {
      // Empty until `embed`, after MuPDF's subsetter has run on the document's own fonts: it warns once
      // that it cannot read an empty font, and leaves it alone.
      placeholder = { face, object: this.document.addObject(this.document.newDictionary()) };
      this.placeholders.set(face.key, placeholder);
    }
    return placeholder.object;
  }

  /** Embeds each face the pages refer to, subset to the glyphs set in it. */
  async embed(): Promise<void> {
    const mupdf = await loadMupdf();
    for (const { face, object } of this.placeholders.values()) {
      const usage = this.usage.get(face.key) ?? new FaceUsage();
      await embedFace({
        mupdf,
        document: this.document,
        placeholder: object,
        face,
        usage,
        file: this.shaping(face).file,
      });
    }
  }

  private faceFor(cluster: string, faces: readonly FontFace[]): FontFace {
    const needed = [...cluster].filter((character) => !invisible.test(character));
    const has = (face: FontFace, characters: string[]) =>
      characters.every((character) => this.shaping(face).has(character.codePointAt(0) ?? 0));
    return (
      faces.find((face) => has(face, needed)) ??
      faces.find((face) => has(face, needed.slice(0, 1))) ??
      (faces[0] as FontFace)
    );
  }

  private shape(face: FontFace, text: string, level: number): ShapedGlyph[] {
    const key = `${face.key}\u0000${level % 2}\u0000${text}`;
    let glyphs = this.shaped.get(key);
    if (!glyphs) {
      glyphs = this.shaping(face).shape(text, level % 2 === 1, this.targetLanguage);
      this.shaped.set(key, glyphs);
    }
    let usage = this.usage.get(face.key);
    if (!usage) {
      usage = new FaceUsage();
      this.usage.set(face.key, usage);
    }
    const shaping = this.shaping(face);
    usage.record(glyphs, (codePoint) => shaping.glyphOf(codePoint), level % 2 === 1);
    return glyphs;
  }

  /**
   * The text as shaped runs in logical order, each in the first face that has its characters.
   * `levels` holds the bidi level of each UTF-16 code unit of `text`.
   */
  glyphRuns(text: string, look: SpanLook, levels: ArrayLike<number>): GlyphRun[] {
    const faces = [primaryFace(look), ...fallbackFaces(this.targetLanguage, look.bold)];
    const stretches: { face: FontFace; level: number; text: string }[] = [];
    for (const { segment, index } of graphemes.segment(text)) {
      const face = this.faceFor(segment, faces);
      const level = levels[index] ?? 0;
      const last = stretches.at(-1);
      if (last?.face === face && last.level === level) last.text += segment;
      else stretches.push({ face, level, text: segment });
    }
    return stretches.map(({ face, level, text: stretch }) => {
      const glyphs = this.shape(face, stretch, level);
      return { face, glyphs, level, width: glyphs.reduce((sum, glyph) => sum + glyph.advance, 0) };
    });
  }
}
