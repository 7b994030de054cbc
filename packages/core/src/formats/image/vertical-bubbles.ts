// Vertical lettering read again bubble by bubble. Tesseract's page layout may take a column of manga
// lettering for single characters, or drop it; the same bubble read on its own as one block of vertical
// text (`--psm 5`) reads in full. A bubble is the flat area around a text that its outline closes:
// found by filling the background outward from the text, and given up on when the fill runs over open
// ground (more than a quarter of the page).
import type { Box, Rgb } from '../ocr/geometry';
import type { RgbImage } from '../ocr/scan-colours';
import { inTesseractSlot, tesseractTsv } from '../ocr/tesseract';
import { type OcrLine, ocrLines } from '../ocr/tesseract-tsv';
import { isInColour } from './flat-background';
import { rgbToPng } from './rgb-view';

const openGround = 0.25;

/** A bubble's inside: its box, and in each row of the box the first and last column inside. */
export interface EnclosedArea {
  box: Box;
  rows: Map<number, [number, number]>;
}

/** The background area enclosing `box` (a bubble's inside), or undefined on open ground. */
export function enclosingArea(image: RgbImage, box: Box, background: Rgb): EnclosedArea | undefined {
  const colour = background.map((value) => value * 255);
  const { width, height } = image;
  const seen = new Uint8Array(width * height);
  const [x0, y0] = [Math.max(0, Math.floor(box[0]) - 3), Math.max(0, Math.floor(box[1]) - 3)];
  const seeds = [y0 * width + x0];
  const bounds: Box = [width, height, 0, 0];
  const rows = new Map<number, [number, number]>();
  let count = 0;
  for (let next = seeds.pop(); next !== undefined; next = seeds.pop()) {
    if (seen[next]) continue;
    seen[next] = 1;
    const [x, y] = [next % width, Math.floor(next / width)];
    if (!isInColour(image, x, y, colour)) continue;
    count += 1;
    if (count > openGround * width * height) return undefined;
    [bounds[0], bounds[1]] = [Math.min(bounds[0], x), Math.min(bounds[1], y)];
    [bounds[2], bounds[3]] = [Math.max(bounds[2], x + 1), Math.max(bounds[3], y + 1)];
    const row = rows.get(y);
    rows.set(y, row ? [Math.min(row[0], x), Math.max(row[1], x)] : [x, x]);
    if (x > 0) seeds.push(next - 1);
    if (x < width - 1) seeds.push(next + 1);
    if (y > 0) seeds.push(next - width);
    if (y < height - 1) seeds.push(next + width);
  }
  const holdsText = bounds[0] <= box[0] && bounds[1] <= box[1] && bounds[2] >= box[2] && bounds[3] >= box[3];
  return count > 0 && holdsText ? { box: bounds, rows } : undefined;
}

/** A box as an enclosed area: lettering on open ground, read in its own box. */
export function boxArea(box: Box): EnclosedArea {
  const [x0, y0, x1, y1] = box.map(Math.round) as [number, number, number, number];
  const rows = new Map<number, [number, number]>();
  for (let y = y0; y < y1; y++) rows.set(y, [x0, x1 - 1]);
  return { box: [x0, y0, x1, y1], rows };
}

/**
 * The bubble alone: its box, with what lies outside the bubble in each row (its outline, the artwork)
 * painted the background's colour, so Tesseract sees one block of text on a plain ground.
 */
function bubbleAlone(image: RgbImage, { box: [x0, y0, x1, y1], rows }: EnclosedArea, ground: Rgb): RgbImage {
  const [width, height] = [x1 - x0, y1 - y0];
  const pixels = new Uint8ClampedArray(width * height * 3);
  for (let y = 0; y < height; y++) {
    const [first, last] = rows.get(y0 + y) ?? [x1, x0 - 1];
    for (let x = 0; x < width; x++) {
      const inBubble = x0 + x >= first && x0 + x <= last;
      const from = (y0 + y) * image.stride + (x0 + x) * 3;
      for (let channel = 0; channel < 3; channel++)
        pixels[(y * width + x) * 3 + channel] = inBubble
          ? (image.pixels[from + channel] ?? 0)
          : Math.round((ground[channel] ?? 1) * 255);
    }
  }
  return { pixels, width, height, stride: width * 3 };
}

/** Letters read with at least `confidence`. */
export const confidentLetters = (lines: readonly OcrLine[], confidence: number) =>
  lines
    .flatMap((line) => line.words)
    .filter((word) => word.confidence >= confidence)
    .reduce((sum, word) => sum + (word.text.match(/\p{L}/gu)?.length ?? 0), 0);

/** The bubble `area` read as one block of vertical text with `verticalModel`, in the page's pixels. */
export async function readBubbleVertically(
  image: RgbImage,
  bubble: EnclosedArea,
  background: Rgb,
  verticalModel: string,
  id: number,
): Promise<OcrLine[]> {
  const area = bubble.box;
  const png = await rgbToPng(bubbleAlone(image, bubble, background));
  const lines = ocrLines(await inTesseractSlot(() => tesseractTsv(png, verticalModel, 'column block')));
  const shift = ([x0, y0, x1, y1]: Box): Box => [x0 + area[0], y0 + area[1], x1 + area[0], y1 + area[1]];
  return lines.map((line) => ({
    ...line,
    // One block per bubble, apart from the page reading's blocks.
    paragraph: `bubble${id}.${line.paragraph.split('.')[1] ?? '1'}`,
    box: shift(line.box),
    words: line.words.map((word) => ({ ...word, box: shift(word.box) })),
  }));
}
