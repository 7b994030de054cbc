// Where a scanned line's baseline is and what size its letters were set in, from the boxes of its
// words. Tesseract's boxes hug the ink, so they depend on the letters: a word without descenders sits
// on the baseline, a capital or an ascender reaches the cap height.
import type { OcrLine } from './tesseract-tsv';

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Latin letters that reach below the baseline: words without them sit on it. */
const descender = /[gjpqyQ,;()[\]{}|@$çµ]/u;
/** Latin letters that reach the cap height (≈ 0.72 of the size in most faces). */
const tall = /[\p{Lu}\p{N}bdfhklt]/u;
const cased = /[\p{Ll}\p{Lu}]/u;
/** Arabic and Hebrew: many letters descend, and alef, lam and lamed reach ≈ 0.75 of the size. */
const rightToLeft = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;

const wordsText = (line: OcrLine) => line.words.map((word) => word.text).join(' ');

export function baselineOf(line: OcrLine): number {
  const { words, box } = line;
  // So many Arabic and Hebrew letters descend that the highest bottom is the baseline.
  if (rightToLeft.test(wordsText(line))) return Math.min(...words.map((word) => word.box[3]));
  const bottoms = words.filter((word) => !descender.test(word.text)).map((word) => word.box[3]);
  return median(bottoms) ?? box[3] - (box[3] - box[1]) * 0.2;
}

/** The font size, in pixels, that draws the line's letters as high as they are on the scan. */
export function sizeOf(line: OcrLine, baseline: number): number {
  const text = wordsText(line);
  const ascent = baseline - line.box[1];
  if (rightToLeft.test(text)) return ascent / 0.75;
  // Chinese, Japanese, Korean, Devanagari, Thai…: the glyphs fill ≈ 0.9 of the size.
  if (!cased.test(text)) return (line.box[3] - line.box[1]) / 0.9;
  const capHeights = line.words.filter((word) => tall.test(word.text)).map((word) => baseline - word.box[1]);
  if (capHeights.length > 0) return (median(capHeights) ?? 0) / 0.72;
  return ascent / 0.5;
}

/** Lines closer than this many times their size would have touching letters: no text is set tighter. */
const tightestLeading = 1.1;

/**
 * The sizes of the lines Tesseract read as one paragraph, evened out: each the median of the sizes
 * within a fifth of its own, so a line's particular letters do not sway it while a heading keeps its size.
 */
export function settledSizes(sizes: readonly number[]): number[] {
  return sizes.map((size) => median(sizes.filter((other) => Math.abs(other - size) <= size * 0.2)) ?? size);
}

interface PlacedLine {
  box: readonly number[];
  baseline: number;
}

/**
 * The largest size a line can have been set in: less than the distance to the baselines of the lines
 * just above and below it in the same column. Letters whose height is not the usual share of the
 * size (Arabic in one face or another) would otherwise give sizes that overlap the next line.
 */
export function largestSize(line: PlacedLine, lines: readonly PlacedLine[]): number {
  const distances = lines
    .filter(
      (other) =>
        other !== line &&
        (other.box[0] ?? 0) < (line.box[2] ?? 0) &&
        (other.box[2] ?? 0) > (line.box[0] ?? 0),
    )
    .map((other) => Math.abs(other.baseline - line.baseline))
    .filter((distance) => distance > 0);
  return distances.length === 0 ? Number.POSITIVE_INFINITY : Math.min(...distances) / tightestLeading;
}
