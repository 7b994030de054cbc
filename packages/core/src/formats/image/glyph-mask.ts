// The pixels of a region's letters, and only those: inside each line's box, the pixels nearer the
// letters' ink than the background, grown by a few pixels so their anti-aliased edges go too. Erasing
// this mask rather than whole boxes leaves the artwork between and around the letters untouched.
import type { Box } from '../ocr/geometry';
import type { RgbaPixels } from './bmp';
import type { TextRegion } from './text-regions';

/** A mask over `box` of the page, one byte a pixel, 255 where a letter is. */
export interface GlyphMask {
  box: Box;
  width: number;
  height: number;
  bits: Uint8Array;
}

/** How far the mask reaches past the letters, for a line `height` pixels high. */
export const dilationFor = (height: number) => Math.max(2, Math.round(height * 0.08));

function distance(page: RgbaPixels, offset: number, colour: readonly number[]): number {
  let sum = 0;
  for (let channel = 0; channel < 3; channel++)
    sum += Math.abs((page.pixels[offset + channel] ?? 0) - (colour[channel] ?? 0) * 255);
  return sum;
}

function dilated(mask: GlyphMask, radius: number): GlyphMask {
  const { width, height, bits } = mask;
  const out = new Uint8Array(bits.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (bits[y * width + x] === 0) continue;
      for (let dy = -radius; dy <= radius; dy++) {
        const row = y + dy;
        if (row < 0 || row >= height) continue;
        out.fill(255, row * width + Math.max(0, x - radius), row * width + Math.min(width, x + radius + 1));
      }
    }
  }
  return { ...mask, bits: out };
}

/** The mask of the region's letters, over its box grown by `margin` pixels. */
export function glyphMask(page: RgbaPixels, region: TextRegion, margin: number): GlyphMask {
  const box: Box = [
    Math.max(0, Math.floor(region.box[0] - margin)),
    Math.max(0, Math.floor(region.box[1] - margin)),
    Math.min(page.width, Math.ceil(region.box[2] + margin)),
    Math.min(page.height, Math.ceil(region.box[3] + margin)),
  ];
  const [width, height] = [box[2] - box[0], box[3] - box[1]];
  const mask: GlyphMask = { box, width, height, bits: new Uint8Array(width * height) };
  // The letters' size is a line's height, or a column's width in vertical lettering.
  let tallest = 0;
  for (const line of region.lines) {
    tallest = Math.max(tallest, Math.min(line.box[3] - line.box[1], line.box[2] - line.box[0]));
    // Anti-aliased letters reach a pixel or two past Tesseract's boxes.
    const [x0, y0] = [Math.max(box[0], line.box[0] - 2), Math.max(box[1], line.box[1] - 2)];
    const [x1, y1] = [Math.min(box[2], line.box[2] + 2), Math.min(box[3], line.box[3] + 2)];
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const offset = (y * page.width + x) * 4;
        if (distance(page, offset, region.ink) < distance(page, offset, region.background))
          mask.bits[(y - box[1]) * width + (x - box[0])] = 255;
      }
    }
  }
  return dilated(mask, dilationFor(tallest));
}
