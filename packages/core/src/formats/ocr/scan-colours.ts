// Colours read off a rendered scan: the paper around a line of text (what covers the original words)
// and the ink of its letters (what the translation is set in). Medians, so specks and the edges of
// neighbouring letters do not count.
import type { Box, Rgb } from './geometry';

/** An RGB image, 8 bits a component, as MuPDF renders a page; boxes in its pixels. */
export interface RgbImage {
  pixels: Uint8ClampedArray;
  width: number;
  height: number;
  stride: number;
}

type Samples = [number[], number[], number[]];

function sample(image: RgbImage, box: Box, keep: (x: number, y: number) => boolean): Samples {
  const samples: Samples = [[], [], []];
  const [x0, y0] = [Math.max(0, Math.floor(box[0])), Math.max(0, Math.floor(box[1]))];
  const [x1, y1] = [Math.min(image.width, Math.ceil(box[2])), Math.min(image.height, Math.ceil(box[3]))];
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      if (!keep(x, y)) continue;
      const offset = y * image.stride + x * 3;
      for (const channel of [0, 1, 2] as const) samples[channel].push(image.pixels[offset + channel] ?? 0);
    }
  }
  return samples;
}

function median(values: number[]): number {
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)] ?? 255;
}

const toRgb = (samples: Samples): Rgb => samples.map((values) => median(values) / 255) as Rgb;

const grown = (box: Box, by: number): Box => [box[0] - by, box[1] - by, box[2] + by, box[3] + by];

/** The median colour of a ring `width` pixels wide, `gap` pixels outside the box. */
export function backgroundAround(image: RgbImage, box: Box, gap: number, width: number): Rgb {
  const inner = grown(box, gap);
  const inside = (x: number, y: number) => x >= inner[0] && x < inner[2] && y >= inner[1] && y < inner[3];
  return toRgb(sample(image, grown(inner, width), (x, y) => !inside(x, y)));
}

/** Mean difference per channel (0–1) far enough from the paper to be a letter's ink at all. */
const inkDistance = 0.4;

function distanceFrom(background: Rgb, image: RgbImage) {
  const paper = background.map((value) => value * 255);
  return (x: number, y: number) => {
    const offset = y * image.stride + x * 3;
    let sum = 0;
    for (const channel of [0, 1, 2])
      sum += Math.abs((image.pixels[offset + channel] ?? 0) - (paper[channel] ?? 0));
    return sum / (3 * 255);
  };
}

/**
 * The colour of a line's letters: the median of its pixels nearly as far from the paper as the
 * farthest, since most ink pixels of a thin letter are its anti-aliased edges, lighter than the letter.
 */
export function inkWithin(image: RgbImage, box: Box, background: Rgb): Rgb {
  const distance = distanceFrom(background, image);
  let farthest = 0;
  sample(image, box, (x, y) => {
    farthest = Math.max(farthest, distance(x, y));
    return false;
  });
  if (farthest < inkDistance) return background.every((value) => value > 0.5) ? [0, 0, 0] : [1, 1, 1];
  return toRgb(sample(image, box, (x, y) => distance(x, y) >= farthest * 0.85));
}

/** The share of the box's pixels that are ink: a solid disc fills ≈ 0.75 of its box, an "o" far less. */
export function inkShare(image: RgbImage, box: Box, background: Rgb): number {
  const distance = distanceFrom(background, image);
  let pixels = 0;
  const ink = sample(image, box, (x, y) => {
    pixels += 1;
    return distance(x, y) >= inkDistance;
  });
  return ink[0].length / Math.max(1, pixels);
}

/**
 * Scanned ink is never one exact colour; rounded to a few levels, the lines of one paragraph share a
 * colour, so the translation's segment does not mark each line as a differently coloured run.
 */
export const inkLevel = (ink: Rgb): Rgb => ink.map((value) => Math.round(value * 4) / 4) as Rgb;
