// Whether text sits on one colour (a bubble, a plain caption box) or on artwork, judged by the
// pixels around it: on a flat background nearly all of them are the background's colour.
import type { Box, Rgb } from '../ocr/geometry';
import type { RgbImage } from '../ocr/scan-colours';

/** Mean difference per channel (0–1) that still counts as the same colour: JPEG noise, paper grain. */
const sameColour = 0.08;
/** The share of the pixels around the text that must be that colour. */
const flatShare = 0.97;

/** Whether the pixel at `x`, `y` is `colour` (0–255 a channel), give or take `sameColour`. */
export function isInColour(image: RgbImage, x: number, y: number, colour: readonly number[]): boolean {
  const offset = y * image.stride + x * 3;
  let difference = 0;
  for (let channel = 0; channel < 3; channel++)
    difference += Math.abs((image.pixels[offset + channel] ?? 0) - (colour[channel] ?? 0));
  return difference / (3 * 255) <= sameColour;
}

/** The number of pixels of `box` (clipped to the image) and how many of them are in `colour`. */
function countInColour(image: RgbImage, box: Box, colour: Rgb): [number, number] {
  const target = colour.map((value) => value * 255);
  const [x0, y0] = [Math.max(0, Math.floor(box[0])), Math.max(0, Math.floor(box[1]))];
  const [x1, y1] = [Math.min(image.width, Math.ceil(box[2])), Math.min(image.height, Math.ceil(box[3]))];
  let matching = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) if (isInColour(image, x, y, target)) matching += 1;
  }
  return [Math.max(0, x1 - x0) * Math.max(0, y1 - y0), matching];
}

/** The four bands `width` pixels wide just outside the box, left, top, right and bottom. */
const bandsAround = (box: Box, width: number): Box[] => [
  [box[0] - width, box[1], box[0], box[3]],
  [box[0] - width, box[1] - width, box[2] + width, box[1]],
  [box[2], box[1], box[2] + width, box[3]],
  [box[0] - width, box[3], box[2] + width, box[3] + width],
];

function shareInColour(image: RgbImage, boxes: readonly Box[], colour: Rgb): number {
  const [pixels, matching] = boxes
    .map((box) => countInColour(image, box, colour))
    .reduce(([a, b], [c, d]) => [a + c, b + d], [0, 0]);
  return pixels === 0 ? 0 : matching / pixels;
}

const grown = (box: Box, by: number): Box => [box[0] - by, box[1] - by, box[2] + by, box[3] + by];

export const isFlatAround = (image: RgbImage, box: Box, background: Rgb) =>
  shareInColour(image, bandsAround(grown(box, 3), 6), background) >= flatShare;

const clamp = (box: Box, image: RgbImage): Box => [
  Math.max(0, box[0]),
  Math.max(0, box[1]),
  Math.min(image.width, box[2]),
  Math.min(image.height, box[3]),
];

/**
 * The room a translation may take: on a flat background each side of the box moves out, a few pixels
 * at a time, for as long as the band it crosses is the background (up to a bubble's outline); on
 * artwork it stays the text's own box, with a small margin.
 */
export function roomFor(image: RgbImage, box: Box, background: Rgb, flat: boolean): Box {
  const margin = 4;
  if (!flat) return clamp(grown(box, margin), image);
  const step = 3;
  // From just past the letters' anti-aliased edges, which Tesseract's boxes leave out.
  const room: Box = grown(box, 3);
  const limit = Math.max(box[2] - box[0], box[3] - box[1]) / 2;
  const moving = [true, true, true, true];
  for (let moved = 0; moved < limit && moving.some(Boolean); moved += step) {
    bandsAround(room, step).forEach((band, side) => {
      if (!moving[side]) return;
      const offPage = band.some((edge, index) => edge !== clamp(band, image)[index]);
      if (offPage || shareInColour(image, [band], background) < 1) moving[side] = false;
      else room[side] = (room[side] ?? 0) + (side < 2 ? -step : step);
    });
  }
  const inset: Box = [
    Math.min(box[0], room[0] + margin),
    Math.min(box[1], room[1] + margin),
    Math.max(box[2], room[2] - margin),
    Math.max(box[3], room[3] - margin),
  ];
  return clamp(inset, image);
}
