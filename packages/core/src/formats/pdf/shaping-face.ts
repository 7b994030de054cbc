// One face as HarfBuzz sees it: which characters it has, and a run of text shaped into glyph ids with
// their advances and mark offsets. Each file is read once per process (a CJK collection is tens of
// megabytes) and kept for subsetting, which needs the same bytes.
import { readFileSync } from 'node:fs';
import type { Blob, Font } from 'harfbuzzjs';
import type { FontFace } from './noto-fonts';

type HarfBuzzModule = typeof import('harfbuzzjs');

/** One glyph of a shaped run, in ems (size 1). */
export interface ShapedGlyph {
  id: number;
  advance: number;
  xOffset: number;
  yOffset: number;
  /** Its default advance, in thousandths of an em: the width the PDF font declares for it. */
  width: number;
  /** The characters of the cluster this glyph belongs to (HarfBuzz's cluster, one or more glyphs). */
  cluster: string;
  /** Where the cluster starts in the shaped text: glyphs with the same start are one cluster. */
  clusterStart: number;
  clusterGlyphs: number;
}

/** Per file: its bytes and HarfBuzz's copy of them, shared by the faces of one collection. */
const files = new Map<string, { bytes: Uint8Array; blob: Blob }>();

function fontFile(harfBuzz: HarfBuzzModule, path: string) {
  let file = files.get(path);
  if (!file) {
    const bytes = readFileSync(path);
    file = { bytes, blob: new harfBuzz.Blob(bytes) };
    files.set(path, file);
  }
  return file;
}

export class ShapingFace {
  private static readonly loaded = new Map<string, ShapingFace>();

  private constructor(
    private readonly harfBuzz: HarfBuzzModule,
    private readonly font: Font,
    private readonly unitsPerEm: number,
    /** The whole file, for the subsetter. */
    readonly file: Uint8Array,
  ) {}

  static of(harfBuzz: HarfBuzzModule, face: FontFace): ShapingFace {
    let shaping = ShapingFace.loaded.get(face.key);
    if (!shaping) {
      const { bytes, blob } = fontFile(harfBuzz, face.path);
      const hbFace = new harfBuzz.Face(blob, face.subfont ?? 0);
      shaping = new ShapingFace(harfBuzz, new harfBuzz.Font(hbFace), hbFace.upem, bytes);
      ShapingFace.loaded.set(face.key, shaping);
    }
    return shaping;
  }

  /** The face's own glyph for a character; 0 when it has none. */
  glyphOf(codePoint: number): number {
    return this.font.glyph(codePoint) ?? 0;
  }

  has(codePoint: number): boolean {
    return this.glyphOf(codePoint) > 0;
  }

  /** `text` shaped in the direction its bidi level gives; glyphs come out in visual order. */
  shape(text: string, rightToLeft: boolean, language: string): ShapedGlyph[] {
    const { harfBuzz, unitsPerEm } = this;
    const buffer = new harfBuzz.Buffer();
    buffer.addText(text);
    buffer.setLanguage(language);
    buffer.guessSegmentProperties();
    buffer.setDirection(rightToLeft ? harfBuzz.Direction.RTL : harfBuzz.Direction.LTR);
    harfBuzz.shape(this.font, buffer);
    const infos = buffer.getGlyphInfos();
    const positions = buffer.getGlyphPositions();
    const starts = [...new Set(infos.map((info) => info.cluster))].sort((a, b) => a - b);
    const clusterText = (start: number) =>
      text.slice(start, starts.find((next) => next > start) ?? text.length);
    const glyphCount = (start: number) => infos.filter((info) => info.cluster === start).length;
    return infos.map((info, index) => {
      const position = positions[index] ?? { xAdvance: 0, xOffset: 0, yOffset: 0 };
      return {
        id: info.codepoint,
        advance: position.xAdvance / unitsPerEm,
        xOffset: position.xOffset / unitsPerEm,
        yOffset: position.yOffset / unitsPerEm,
        width: Math.round((this.font.glyphHAdvance(info.codepoint) * 1000) / unitsPerEm),
        cluster: clusterText(info.cluster),
        clusterStart: info.cluster,
        clusterGlyphs: glyphCount(info.cluster),
      };
    });
  }
}
