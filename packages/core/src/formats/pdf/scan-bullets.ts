// Tesseract reads a round list bullet as a letter ("e", "o") or a sign ("©", "¢", "«"), which an
// engine then translates. A small solid disc that starts a line is a bullet, whatever it was read as.

import { inkShare, type RgbImage } from '../ocr/scan-colours';
import type { OcrLine } from '../ocr/tesseract-tsv';
import type { Rgb } from './page-model';

const misreadBullet = /^[eoO0©®«»*°•·¢]$/u;
/** A disc fills ≈ 0.78 of its box (less its anti-aliased edge); the rings of "e" and "o" under 0.5. */
const solid = 0.62;

function looksLikeBullet(line: OcrLine, image: RgbImage, background: Rgb): boolean {
  const [first, ...rest] = line.words;
  if (!first || rest.length === 0 || !misreadBullet.test(first.text)) return false;
  const [width, height] = [first.box[2] - first.box[0], first.box[3] - first.box[1]];
  const small = height <= (line.box[3] - line.box[1]) * 0.6;
  const round = width / height > 0.7 && width / height < 1.4;
  return small && round && inkShare(image, first.box, background) >= solid;
}

/** The line with a bullet for the letter Tesseract read in its place. */
export function withBullet(line: OcrLine, image: RgbImage, background: Rgb): OcrLine {
  if (!looksLikeBullet(line, image, background)) return line;
  const [first, ...rest] = line.words as [OcrLine['words'][number], ...OcrLine['words']];
  const text = line.text?.startsWith(first.text) ? `•${line.text.slice(first.text.length)}` : line.text;
  return { ...line, words: [{ ...first, text: '•' }, ...rest], text };
}
