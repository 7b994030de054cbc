// Speech bubbles found from their ink: the outline drawn around a text, whatever fills it (white
// paper, the page's screentone, a tint). The page's dark pixels are split into connected marks once; a
// bubble is a mark around the text whose inside — everything the text reaches without crossing that
// mark — is closed and light. Two bubbles whose outlines touch are one mark, but each text's fill
// stays on its own side of the outline, so each bubble is found alone.
import type { Box } from '../ocr/geometry';
import type { RgbImage } from '../ocr/scan-colours';
import { luminanceAt as luminance, type PageInk, pageInk } from './ink-marks';
import type { EnclosedArea } from './vertical-bubbles';

/** Luminance (0–255) over which a pixel is a bubble's light inside. */
const lightAbove = 200;
/** A bubble's inside is mostly light (its letters and a screentone's dots are the rest). */
const lightInside = 0.6;
/** An inside larger than this share of the page is a panel's, or the page's frame's, not a bubble's. */
const largestShare = 0.25;

const around = (outer: Box, inner: Box) =>
  outer[0] < inner[0] && outer[1] < inner[1] && outer[2] > inner[2] && outer[3] > inner[3];

/**
 * What `box` reaches inside mark `label`'s box without crossing the mark: its inside, or undefined
 * when the fill gets out to the edge of the mark's box (the mark does not close around the text).
 */
function insideOf(
  image: RgbImage,
  { labels, boxes }: PageInk,
  label: number,
  box: Box,
): EnclosedArea | undefined {
  const { width } = image;
  const largest = largestShare * image.width * image.height;
  const [bx0, by0, bx1, by1] = boxes[label] ?? [0, 0, 0, 0];
  const seen = new Uint8Array((bx1 - bx0) * (by1 - by0));
  const at = (x: number, y: number) => (y - by0) * (bx1 - bx0) + (x - bx0);
  const [x0, y0] = [Math.round((box[0] + box[2]) / 2), Math.round((box[1] + box[3]) / 2)];
  const stack = [[x0, y0] as const];
  const rows = new Map<number, [number, number]>();
  const bounds: Box = [bx1, by1, bx0, by0];
  let [count, light] = [0, 0];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [x, y] = next;
    if (x <= bx0 || y <= by0 || x >= bx1 - 1 || y >= by1 - 1) return undefined;
    if (seen[at(x, y)] || labels[y * width + x] === label) continue;
    seen[at(x, y)] = 1;
    count += 1;
    if (count > largest) return undefined;
    if (luminance(image, x, y) > lightAbove) light += 1;
    const row = rows.get(y);
    rows.set(y, row ? [Math.min(row[0], x), Math.max(row[1], x)] : [x, x]);
    [bounds[0], bounds[1], bounds[2], bounds[3]] = [
      Math.min(bounds[0], x),
      Math.min(bounds[1], y),
      Math.max(bounds[2], x + 1),
      Math.max(bounds[3], y + 1),
    ];
    stack.push([x - 1, y], [x + 1, y], [x, y - 1], [x, y + 1]);
  }
  const holdsText = around([bounds[0] - 1, bounds[1] - 1, bounds[2] + 1, bounds[3] + 1], box);
  return holdsText && light >= lightInside * count ? { box: bounds, rows } : undefined;
}

/**
 * The inside of the ink outline closest around `box` (a word, a line), or undefined when no mark of
 * ink closes around it on a light ground: open ground, a caption without a frame, artwork.
 */
export function inkBubbleAround(image: RgbImage, box: Box): EnclosedArea | undefined {
  const ink = pageInk(image);
  const candidates = ink.boxes
    .map((outline, label) => ({ label, area: (outline[2] - outline[0]) * (outline[3] - outline[1]) }))
    .filter(({ label }) => label > 0 && around(ink.boxes[label] ?? [0, 0, 0, 0], box))
    .sort((a, b) => a.area - b.area);
  for (const { label } of candidates) {
    const inside = insideOf(image, ink, label, box);
    if (inside) return inside;
  }
  return undefined;
}
