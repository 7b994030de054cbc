// Where a page's lettering is, found from its ink rather than from Tesseract's layout, which on a real
// manga page takes most lettering for part of the drawing. Lettering is many dark marks of one size,
// close together, on a light ground: the page's dark pixels are split into connected marks, the marks
// of a letter's size are grouped with their near neighbours of a like size, and a group of several on
// a mostly light ground is an area of lettering. Hatching and speed lines are dark marks too, but long
// and thin, or on a dark ground, or of every size: they are left out.
import type { Box } from '../ocr/geometry';
import type { RgbImage } from '../ocr/scan-colours';
import { luminanceAt, pageInk } from './ink-marks';

export interface LetteringArea {
  box: Box;
  /** Columns of vertical lettering (taller than wide) rather than rows. */
  vertical: boolean;
  /** The median size of its letters, in pixels. */
  letterSize: number;
}

interface Mark {
  box: Box;
  size: number;
}

/** Luminance (0–255) over which a pixel is the light ground of lettering. */
const lightAbove = 200;

/** The page's connected marks of ink (ink-marks.ts), each as its box and pixel count. */
function inkMarks(image: RgbImage): { box: Box; pixels: number }[] {
  const { boxes, pixels } = pageInk(image);
  return boxes.slice(1).map((box, index) => ({ box, pixels: pixels[index + 1] ?? 0 }));
}

/**
 * Marks the size of a letter: from 1 % to 8 % of the page's width (a 1,000 px page letters at 12–60
 * px), neither a hairline nor a solid blot. A letter's separate strokes (い, 川) each pass on their own.
 */
function letterMarks(image: RgbImage): Mark[] {
  const [smallest, largest] = [Math.max(6, image.width * 0.01), image.width * 0.08];
  return inkMarks(image).flatMap(({ box, pixels }) => {
    const [w, h] = [box[2] - box[0], box[3] - box[1]];
    const size = Math.max(w, h);
    const fill = pixels / (w * h);
    const elongation = size / Math.max(1, Math.min(w, h));
    const letterLike = size >= smallest && size <= largest && fill > 0.08 && fill < 0.85 && elongation < 8;
    return letterLike ? [{ box, size }] : [];
  });
}

const gapBetween = (a: Box, b: Box) => Math.max(0, b[0] - a[2], a[0] - b[2], b[1] - a[3], a[1] - b[3]);

/**
 * Marks of a like size closer than 0.9 of it belong to one group (union–find): the letters of a
 * column touch or nearly, and a bubble's columns stand about half a letter apart, so a bubble is one
 * group; two bubbles are kept apart by their outlines' white margins.
 */
const reachShare = 0.9;

function groupsOf(marks: readonly Mark[]): Mark[][] {
  const parent = marks.map((_, index) => index);
  const root = (index: number): number => {
    let at = index;
    while (parent[at] !== at) at = parent[at] ?? at;
    return at;
  };
  const byLeft = marks.map((mark, index) => ({ mark, index })).sort((a, b) => a.mark.box[0] - b.mark.box[0]);
  for (const [position, { mark: a, index: i }] of byLeft.entries()) {
    for (const { mark: b, index: j } of byLeft.slice(position + 1)) {
      const reach = reachShare * Math.min(a.size, b.size);
      if (b.box[0] - a.box[2] > reachShare * a.size) break;
      const alike = Math.max(a.size, b.size) < 2.2 * Math.min(a.size, b.size);
      if (alike && gapBetween(a.box, b.box) <= reach) parent[root(i)] = root(j);
    }
  }
  const groups = new Map<number, Mark[]>();
  for (const [index, mark] of marks.entries())
    groups.set(root(index), [...(groups.get(root(index)) ?? []), mark]);
  return [...groups.values()];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The share of `box`'s pixels that are light ground. */
function lightShare(image: RgbImage, box: Box): number {
  let light = 0;
  for (let y = box[1]; y < box[3]; y++)
    for (let x = box[0]; x < box[2]; x++) if (luminanceAt(image, x, y) > lightAbove) light += 1;
  return light / Math.max(1, (box[2] - box[0]) * (box[3] - box[1]));
}

function areaOf(group: readonly Mark[], image: RgbImage): LetteringArea | undefined {
  if (group.length < 3) return undefined;
  const letterSize = median(group.map((mark) => mark.size));
  const evenly = group.filter((mark) => mark.size > 0.5 * letterSize && mark.size < 1.6 * letterSize);
  if (evenly.length < 0.6 * group.length) return undefined;
  const box: Box = [
    Math.min(...group.map((mark) => mark.box[0])),
    Math.min(...group.map((mark) => mark.box[1])),
    Math.max(...group.map((mark) => mark.box[2])),
    Math.max(...group.map((mark) => mark.box[3])),
  ];
  const [w, h] = [box[2] - box[0], box[3] - box[1]];
  // A single row or column of two marks is too little; a group far larger than its letters in both
  // directions at once is hatching, not a bubble's few lines.
  if (Math.max(w, h) < 2 * letterSize) return undefined;
  // Light enough to be a bubble or a sky in screentone (about 40 % light), not hatching or a dark ground.
  if (lightShare(image, box) < 0.35) return undefined;
  const margin = Math.round(letterSize * 0.4);
  const padded: Box = [
    Math.max(0, box[0] - margin),
    Math.max(0, box[1] - margin),
    Math.min(image.width, box[2] + margin),
    Math.min(image.height, box[3] + margin),
  ];
  return { box: padded, vertical: h > 1.2 * w, letterSize };
}

export function letteringAreas(image: RgbImage): LetteringArea[] {
  return groupsOf(letterMarks(image)).flatMap((group) => {
    const area = areaOf(group, image);
    return area ? [area] : [];
  });
}
