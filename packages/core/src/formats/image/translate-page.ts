// One decoded page through the picture pipeline: read its text, then — given the translations —
// erase the originals and set the translations in their place. A comic format (bubbles found by
// OpenCV, pages from a CBZ) sits on the same two calls, with its own regions if it finds them.

import type { Box } from '../ocr/geometry';
import { baselineOf, sizeOf } from '../ocr/ocr-line-metrics';
import type { RgbImage } from '../ocr/scan-colours';
import type { RgbaPixels } from './bmp';
import { bubbleRoom, enclosedRoom } from './bubble-shape';
import { eraseText } from './erase-text';
import type { TextRoom } from './fit-text';
import { roomFor } from './flat-background';
import { inkBubbleAround } from './ink-bubbles';
import { rgbOverWhite } from './rgb-view';
import { type PlacedTranslation, setTranslations } from './set-translation';
import { type PageText, readPageText, type TextRegion } from './text-regions';
import { writtenVertically } from './vertical-text';

export type { PageText, TextRegion } from './text-regions';

/** What a viewer shows and an editor changes, region by region. */
export interface TranslatedRegion {
  box: Box;
  /** Where the translation was set. */
  room: Box;
  source: string;
  translation: string;
  /** The size the translation was set at, in pixels; absent when it was left as it was. */
  size?: number;
}

export interface TranslatedPage {
  page: RgbaPixels;
  regions: TranslatedRegion[];
}

/** Reads the page's text regions with `tesseractLanguage`'s model. */
export function readPage(page: RgbaPixels, tesseractLanguage: string): Promise<PageText> {
  return readPageText(rgbOverWhite(page), tesseractLanguage);
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function placementOf(
  region: TextRegion,
  translation: string,
  room: TextRoom,
  targetLanguage: string,
): PlacedTranslation {
  // A column's letters are as wide as the column; a row's size comes from its baseline and x-height.
  const measured = region.vertical
    ? median(region.lines.map(({ box }) => box[2] - box[0]))
    : median(region.lines.map((line) => sizeOf(line, baselineOf(line))));
  // A region of punctuation alone has no letters to measure: its line height stands in.
  const size = Number.isFinite(measured) && measured > 0 ? measured : region.box[3] - region.box[1];
  return {
    text: translation,
    room: room.box,
    spanAt: room.spanAt,
    size,
    ink: region.ink,
    background: region.background,
    alignment: region.alignment,
    outline: !region.flat,
    vertical: region.vertical && writtenVertically(targetLanguage),
  };
}

/**
 * Where a region's translation may go. Centred text is a bubble's: on a flat background its lines
 * follow the outline the background reaches to; on screentone or a tint, the inside of the ink outline
 * around it (ink-bubbles.ts). Anything else keeps its rectangle.
 */
function roomOf(image: RgbImage, region: TextRegion, rectangle: Box): TextRoom {
  if (region.alignment !== 'centre') return { box: rectangle };
  if (region.flat) return bubbleRoom(image, region.box, rectangle, region.background);
  const inside = inkBubbleAround(image, region.box);
  return inside ? enclosedRoom(inside, rectangle) : { box: rectangle };
}

/**
 * A copy of `page` with each region's letters erased and `translations[i]` set in region `i`'s place.
 * A region whose translation is the same as its text is left as it was.
 */
export async function setPageTranslations(
  page: RgbaPixels,
  regions: readonly TextRegion[],
  translations: readonly string[],
  targetLanguage: string,
): Promise<TranslatedPage> {
  const image = rgbOverWhite(page);
  const output: RgbaPixels = { ...page, pixels: page.pixels.slice() };
  const placements: PlacedTranslation[] = [];
  const translated: TranslatedRegion[] = [];
  const placed: TranslatedRegion[] = [];
  for (const [index, region] of regions.entries()) {
    const translation = translations[index] ?? region.text;
    const rectangle = roomFor(image, region.box, region.background, region.flat);
    const room = roomOf(image, region, rectangle);
    const result: TranslatedRegion = { box: region.box, room: room.box, source: region.text, translation };
    translated.push(result);
    if (translation.trim() === region.text.trim()) continue;
    await eraseText(output, region);
    placements.push(placementOf(region, translation, room, targetLanguage));
    placed.push(result);
  }
  const sizes = setTranslations(output, placements, targetLanguage);
  placed.forEach((result, index) => {
    result.size = sizes[index];
  });
  return { page: output, regions: translated };
}
