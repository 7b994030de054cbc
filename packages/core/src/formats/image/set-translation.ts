// Stage 5: each region's translation drawn where its original was, with @napi-rs/canvas: the largest
// size that fits the region's room (no larger than the original letters; in a bubble each line as wide
// as the bubble is at its height), centred in a bubble and
// flush left in a caption, in the original's ink colour; on artwork with an outline in the
// background's colour, so the letters stay legible over whatever the inpainting left. A vertical
// original translated into Japanese or Chinese is set in columns (vertical-text.ts).
import type { SKRSContext2D } from '@napi-rs/canvas';
import { syllablesFor } from '../../text/hyphenation';
import type { Box, Rgb } from '../ocr/geometry';
import type { RgbaPixels } from './bmp';
import { loadCanvas } from './canvas';
import { type FitSettings, fitText, type TextRoom } from './fit-text';
import { fontListFor } from './image-fonts';
import { setInColumns } from './vertical-text';

export interface PlacedTranslation {
  text: string;
  /** Where the translation may go. */
  room: Box;
  /** The room's width at each height, in a bubble (see fit-text.ts); centred text follows it. */
  spanAt?: TextRoom['spanAt'];
  /** The original letters' size, in pixels: the translation is set no larger. */
  size: number;
  ink: Rgb;
  background: Rgb;
  alignment: 'centre' | 'left';
  outline: boolean;
  /** Set in columns, right to left (a vertical original translated into Japanese or Chinese). */
  vertical?: boolean;
}

const css = (colour: Rgb) => `rgb(${colour.map((value) => Math.round(value * 255)).join(', ')})`;

/** Sets one translation; returns the size it was set at. */
function setOne(
  context: SKRSContext2D,
  placed: PlacedTranslation,
  settings: Omit<FitSettings, 'largest'>,
): number {
  context.fillStyle = css(placed.ink);
  context.strokeStyle = css(placed.background);
  context.lineJoin = 'round';
  if (placed.vertical) {
    context.lineWidth = Math.max(2, placed.size * 0.15);
    return setInColumns(context, placed.text, placed.room, placed.size, settings.fontList, placed.outline);
  }
  const room = { box: placed.room, spanAt: placed.alignment === 'centre' ? placed.spanAt : undefined };
  const fitted = fitText(context, placed.text, room, { ...settings, largest: placed.size });
  context.textAlign = placed.alignment === 'centre' ? 'center' : 'left';
  context.textBaseline = 'alphabetic';
  context.lineWidth = Math.max(2, fitted.size * 0.15);
  for (const { text, span, baseline } of fitted.lines) {
    const x = placed.alignment === 'centre' ? (span[0] + span[1]) / 2 : span[0];
    if (placed.outline) context.strokeText(text, x, baseline);
    context.fillText(text, x, baseline);
  }
  return fitted.size;
}

/** Draws the translations over `page`, in place; returns the size each was set at, in pixels. */
export function setTranslations(
  page: RgbaPixels,
  placements: readonly PlacedTranslation[],
  language: string,
): number[] {
  if (placements.length === 0) return [];
  const { createCanvas, ImageData } = loadCanvas();
  const canvas = createCanvas(page.width, page.height);
  const context = canvas.getContext('2d');
  context.putImageData(new ImageData(page.pixels, page.width, page.height), 0, 0);
  const settings = { fontList: fontListFor(language), syllables: syllablesFor(language) };
  const sizes = placements.map((placed) => setOne(context, placed, settings));
  page.pixels.set(context.getImageData(0, 0, page.width, page.height).data);
  return sizes;
}
