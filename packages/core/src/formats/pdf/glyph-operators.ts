// The text-showing operators of one shaped run. A PDF viewer advances by the widths the font declares;
// shaping decides other advances (kerning, Arabic joining, Thai marks), so each glyph is followed by
// the difference in its TJ array, marks are moved by their offsets (sideways in the array, up with
// Ts), and a cluster of several glyphs (a Devanagari syllable whose vowel sign is drawn first) is
// wrapped in ActualText so it extracts as its characters, in their order.
import type { ShapedGlyph } from './shaping-face';
import { utf16Hex } from './to-unicode';

const thousandths = (value: number) => (Math.round(value * 10) / 10 || 0).toString();
const number = (value: number) => (Math.round(value * 1000) / 1000 || 0).toString();

export function glyphOperators(glyphs: readonly ShapedGlyph[], size: number): string {
  let operators = '';
  let array: string[] = [];
  /** How far to move, in thousandths of an em leftwards (TJ's sign), before the next glyph. */
  let pending = 0;
  let rise = 0;
  let cluster: number | undefined;
  const flush = () => {
    if (Math.abs(pending) > 0.05) array.push(thousandths(pending));
    pending = 0;
    if (array.length > 0) operators += `[${array.join(' ')}] TJ\n`;
    array = [];
  };
  for (const glyph of glyphs) {
    const group = glyph.clusterGlyphs > 1 ? glyph.clusterStart : undefined;
    if (group !== cluster) {
      flush();
      if (cluster !== undefined) operators += 'EMC\n';
      if (group !== undefined) operators += `/Span <</ActualText <FEFF${utf16Hex(glyph.cluster)}>>> BDC\n`;
      cluster = group;
    }
    if (glyph.yOffset !== rise) {
      flush();
      rise = glyph.yOffset;
      operators += `${number(rise * size)} Ts\n`;
    }
    pending -= glyph.xOffset * 1000;
    if (Math.abs(pending) > 0.05) array.push(thousandths(pending));
    array.push(`<${glyph.id.toString(16).padStart(4, '0')}>`);
    pending = glyph.width - (glyph.advance - glyph.xOffset) * 1000;
  }
  flush();
  if (cluster !== undefined) operators += 'EMC\n';
  if (rise !== 0) operators += '0 Ts\n';
  return operators;
}
