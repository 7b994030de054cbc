// A page's ink as connected marks: every dark pixel labelled with the mark it belongs to (8-connected),
// each mark's box and pixel count. Lettering is found from the marks of a letter's size
// (lettering-areas.ts), bubbles from the marks that close around a text (ink-bubbles.ts); the page is
// labelled once for both.
import type { Box } from '../ocr/geometry';
import type { RgbImage } from '../ocr/scan-colours';

/** Luminance (0–255) under which a pixel is ink. */
export const inkBelow = 128;

export interface PageInk {
  /** Each pixel's mark, from 1; 0 where there is no ink. */
  labels: Int32Array;
  /** Each mark's box, by its label (index 0 unused). */
  boxes: Box[];
  /** Each mark's number of pixels, by its label. */
  pixels: number[];
}

export function luminanceAt({ pixels, stride }: RgbImage, x: number, y: number): number {
  const at = y * stride + x * 3;
  return 0.299 * (pixels[at] ?? 0) + 0.587 * (pixels[at + 1] ?? 0) + 0.114 * (pixels[at + 2] ?? 0);
}

function labelInk(image: RgbImage): PageInk {
  const { width, height } = image;
  const labels = new Int32Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) if (luminanceAt(image, x, y) < inkBelow) labels[y * width + x] = -1;
  const boxes: Box[] = [[0, 0, 0, 0]];
  const pixels = [0];
  const stack: number[] = [];
  for (let start = 0; start < labels.length; start++) {
    if (labels[start] !== -1) continue;
    const label = boxes.length;
    const box: Box = [width, height, 0, 0];
    let count = 0;
    labels[start] = label;
    stack.push(start);
    for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
      const [x, y] = [next % width, Math.floor(next / width)];
      count += 1;
      [box[0], box[1], box[2], box[3]] = [
        Math.min(box[0], x),
        Math.min(box[1], y),
        Math.max(box[2], x + 1),
        Math.max(box[3], y + 1),
      ];
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const [nx, ny] = [x + dx, y + dy];
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          if (labels[ny * width + nx] !== -1) continue;
          labels[ny * width + nx] = label;
          stack.push(ny * width + nx);
        }
    }
    boxes.push(box);
    pixels.push(count);
  }
  return { labels, boxes, pixels };
}

const inks = new WeakMap<RgbImage, PageInk>();

/** The page's marks of ink, labelled once per page. */
export function pageInk(image: RgbImage): PageInk {
  const known = inks.get(image);
  if (known) return known;
  const ink = labelInk(image);
  inks.set(image, ink);
  return ink;
}
