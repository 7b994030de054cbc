// What the translation used of one face, gathered while paragraphs are set: the glyphs to keep when
// the face is subset, the width each is drawn with, and the characters each stands for (ToUnicode).
import type { ShapedGlyph } from './shaping-face';

export class FaceUsage {
  /** Glyph id → its width in thousandths of an em, as the text operators assumed it. */
  readonly widths = new Map<number, number>();
  readonly codePoints = new Set<number>();
  /** Glyph id → the characters of a cluster it alone was shaped from. */
  private readonly alone = new Map<number, string>();
  /** Glyph id → a character of a cluster of several glyphs whose own glyph it is. */
  private readonly inCluster = new Map<number, string>();

  /**
   * `glyphOf` gives the face's own glyph for a character. A ligature shaped right to left (Arabic
   * lam-alef) maps to its characters reversed: readers put a right-to-left line's characters back in
   * logical order by reversing them, a ligature's too.
   */
  record(glyphs: readonly ShapedGlyph[], glyphOf: (codePoint: number) => number, rightToLeft: boolean): void {
    for (const glyph of glyphs) {
      this.widths.set(glyph.id, glyph.width);
      const characters = [...glyph.cluster];
      for (const character of characters) this.codePoints.add(character.codePointAt(0) ?? 0);
      if (glyph.clusterGlyphs === 1) {
        if (!this.alone.has(glyph.id))
          this.alone.set(glyph.id, rightToLeft ? [...characters].reverse().join('') : glyph.cluster);
      } else if (!this.inCluster.has(glyph.id)) {
        const own = characters.find((character) => glyphOf(character.codePointAt(0) ?? 0) === glyph.id);
        if (own) this.inCluster.set(glyph.id, own);
      }
    }
  }

  /**
   * What each glyph extracts as. A cluster of several glyphs (a Thai consonant with its marks, a
   * Devanagari syllable) is drawn inside ActualText; its glyphs map to their own characters as well,
   * for readers that ignore ActualText.
   */
  characters(): Map<number, string> {
    return new Map([...this.inCluster, ...this.alone]);
  }
}
