// Stage 1–2 of a picture: where its text is and what it says. Tesseract reads the page with the
// source language's model; its blocks become regions (a bubble, a caption), each with its lines'
// boxes, its text in reading order, and the colours around and of its letters. Lines Tesseract is
// unsure of are texture or drawn sound effects, left alone and counted.
import { type Box, type Rgb, unionBox } from '../ocr/geometry';
import { joinsWithoutSpace, lineText } from '../ocr/ocr-line-text';
import { backgroundAround, inkWithin, type RgbImage } from '../ocr/scan-colours';
import { inTesseractSlot, tesseractTsv } from '../ocr/tesseract';
import { type OcrLine, type OcrWord, ocrLines } from '../ocr/tesseract-tsv';
import { darkInkPng } from './dark-ink';
import { isFlatAround } from './flat-background';
import { inkBubbleAround } from './ink-bubbles';
import { letteringAreas } from './lettering-areas';
import { inReadingOrder, type ReadingDirection, readingDirectionOf } from './reading-order';
import { rgbToPng } from './rgb-view';
import {
  boxArea,
  confidentLetters,
  type EnclosedArea,
  enclosingArea,
  readBubbleVertically,
} from './vertical-bubbles';

export interface TextRegion {
  /** Around its lines, in the page's pixels. */
  box: Box;
  lines: OcrLine[];
  /** Its lines joined, a word cut by a hyphen at a line's end made whole again. */
  text: string;
  background: Rgb;
  ink: Rgb;
  /** One colour around the letters (a bubble, a plain caption box) rather than artwork. */
  flat: boolean;
  /** Lines centred on one another (a bubble) or flush left (a caption). */
  alignment: 'centre' | 'left';
  /** Lettered in columns (vertical Japanese or Chinese). */
  vertical: boolean;
}

export interface PageText {
  regions: TextRegion[];
  /** Lines read with too little confidence to be text. */
  droppedLines: number;
}

/** Under this mean word confidence a "line" is texture, a smudge or lettering drawn as art. */
const minimumConfidence = 50;

const meanConfidence = (line: OcrLine) =>
  line.words.reduce((sum, word) => sum + word.confidence, 0) / line.words.length;

function joinedText(lines: readonly OcrLine[]): string {
  return lines.map(lineText).reduce((text, line) => {
    if (text === '') return line;
    if (/\p{L}-$/u.test(text)) return text.slice(0, -1) + line;
    return joinsWithoutSpace(text, line) ? `${text}${line}` : `${text} ${line}`;
  }, '');
}

/** A line taller than wide by half again: a column of vertical Japanese or Chinese. */
const isColumn = ({ box }: OcrLine) => box[3] - box[1] > 1.5 * (box[2] - box[0]);

/** Columns from the right, as they are read; rows from the top. */
const linesInOrder = (lines: readonly OcrLine[]) =>
  lines.every(isColumn)
    ? [...lines].sort((a, b) => b.box[2] - a.box[2])
    : [...lines].sort((a, b) => a.box[1] - b.box[1] || a.box[0] - b.box[0]);

const spread = (values: readonly number[]) => Math.max(...values) - Math.min(...values);

function alignmentOf(lines: readonly OcrLine[]): TextRegion['alignment'] {
  // Vertical lettering is a bubble's (or a caption set like one): its translation is centred.
  if (lines.length < 2 || lines.every(isColumn)) return 'centre';
  const centres = lines.map(({ box }) => (box[0] + box[2]) / 2);
  const lefts = lines.map(({ box }) => box[0]);
  return spread(centres) < spread(lefts) ? 'centre' : 'left';
}

function regionOf(blockLines: OcrLine[], image: RgbImage): TextRegion {
  const lines = linesInOrder(blockLines);
  const box = unionBox(lines.map((line) => line.box));
  const background = backgroundAround(image, box, 3, 4);
  return {
    box,
    lines,
    text: joinedText(lines),
    background,
    ink: inkWithin(image, box, background),
    flat: isFlatAround(image, box, background),
    alignment: alignmentOf(lines),
    vertical: lines.every(isColumn),
  };
}

/** Whether `box` lies in `area`: its top, middle and bottom rows inside the area's rows. */
function inArea({ rows }: EnclosedArea, box: Box): boolean {
  return [box[1], (box[1] + box[3]) / 2, box[3] - 1].every((y) => {
    const row = rows.get(Math.round(y));
    return row !== undefined && row[0] <= box[0] && row[1] >= box[2] - 1;
  });
}

/** Lines found in an ink bubble are one block per bubble, named so. */
const inkBubblePrefix = 'inkbubble';

/**
 * Rows of lettering regrouped by the bubble each word sits in (ink-bubbles.ts): Tesseract runs a line
 * on into the bubble beside it when two bubbles touch and their lines stand level, and gives one
 * bubble's lines to two blocks. Each word goes to the bubble whose outline closes around it; the
 * lines of one bubble become one block, and a line across two bubbles two lines. Words in no bubble
 * keep Tesseract's block. Columns (vertical lettering) are left to the bubble reading of
 * vertical-bubbles.ts.
 */
function linesByInkBubble(lines: readonly OcrLine[], image: RgbImage): OcrLine[] {
  const bubbles: EnclosedArea[] = [];
  const bubbleOf = (box: Box) => {
    const known = bubbles.findIndex((bubble) => inArea(bubble, box));
    if (known >= 0) return known;
    const found = inkBubbleAround(image, box);
    return found ? bubbles.push(found) - 1 : -1;
  };
  return lines.flatMap((line) => {
    if (isColumn(line)) return [line];
    const groups = new Map<number, OcrWord[]>();
    for (const word of line.words) {
      const bubble = bubbleOf(word.box);
      groups.set(bubble, [...(groups.get(bubble) ?? []), word]);
    }
    const whole = groups.size === 1;
    return [...groups].map(([bubble, words]) => ({
      ...(whole ? line : { box: unionBox(words.map((word) => word.box)) }),
      paragraph: bubble < 0 ? line.paragraph : `${inkBubblePrefix}${bubble}.1`,
      words,
    }));
  });
}

const inkBubbleOf = (lines: readonly OcrLine[]) => {
  const block = lines[0]?.paragraph.split('.')[0] ?? '';
  return block.startsWith(inkBubblePrefix) ? block : undefined;
};

/** Blocks closer than this share of their letters' size, on one background, are one text. */
const closeShare = 0.6;

const letterSize = (lines: readonly OcrLine[]) =>
  Math.min(...lines.map(({ box }) => Math.min(box[2] - box[0], box[3] - box[1])));

/** The gap between two boxes: across, or up and down, whichever is larger; 0 when they overlap. */
const gapBetween = (a: Box, b: Box) => Math.max(0, b[0] - a[2], a[0] - b[2], b[1] - a[3], a[1] - b[3]);

const sameColour = (a: Rgb, b: Rgb) =>
  a.reduce((sum, value, index) => sum + Math.abs(value - (b[index] ?? 0)), 0) / 3 < 0.08;

/**
 * Tesseract's blocks, with those that belong together joined: it splits a bubble's columns of vertical
 * lettering (or a short last line) into blocks of their own, which would be translated apart and set in
 * slivers. Two blocks join when they lie the same way (columns or rows) and either are as close as
 * their letters are tall on the same colour, or sit in one bubble (the flat area its outline closes).
 */
function joinedBlocks(blocks: OcrLine[][], image: RgbImage): OcrLine[][] {
  const joined = blocks.map((lines) => ({ lines, box: unionBox(lines.map((line) => line.box)) }));
  const background = (box: Box) => backgroundAround(image, box, 3, 4);
  const bubbleOf = (box: Box) => enclosingArea(image, box, background(box))?.box.join();
  const together = (a: (typeof joined)[number], b: (typeof joined)[number]) => {
    if (a.lines.every(isColumn) !== b.lines.every(isColumn)) return false;
    // Two bubbles' texts stay apart however close they stand.
    const [inkA, inkB] = [inkBubbleOf(a.lines), inkBubbleOf(b.lines)];
    if (inkA && inkB && inkA !== inkB) return false;
    const close = gapBetween(a.box, b.box) < closeShare * Math.min(letterSize(a.lines), letterSize(b.lines));
    if (close && sameColour(background(a.box), background(b.box))) return true;
    const bubble = bubbleOf(a.box);
    return bubble !== undefined && bubble === bubbleOf(b.box);
  };
  for (let merged = true; merged; ) {
    merged = false;
    for (const [i, a] of joined.entries()) {
      const j = joined.findIndex((b, index) => index > i && together(a, b));
      const b = joined[j];
      if (!b) continue;
      joined.splice(j, 1);
      joined[i] = { lines: [...a.lines, ...b.lines], box: unionBox([a.box, b.box]) };
      merged = true;
      break;
    }
  }
  return joined.map(({ lines }) => lines);
}

export function regionsOf(
  lines: readonly OcrLine[],
  image: RgbImage,
  direction: ReadingDirection = 'ltr',
): PageText {
  const confident = lines.filter((line) => meanConfidence(line) >= minimumConfidence);
  const droppedLines = lines.length - confident.length;
  const blocks = new Map<string, OcrLine[]>();
  for (const line of linesByInkBubble(confident, image)) {
    const block = line.paragraph.split('.')[0] ?? '';
    blocks.set(block, [...(blocks.get(block) ?? []), line]);
  }
  const regions = inReadingOrder(
    joinedBlocks([...blocks.values()], image).map((block) => regionOf(block, image)),
    direction,
  );
  return { regions, droppedLines };
}

const overlaps = (a: Box, b: Box) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];

/** The lines of the dark-ink reading that the plain reading missed, as blocks of their own. */
function linesOnlyInInk(plain: readonly OcrLine[], ink: readonly OcrLine[]): OcrLine[] {
  return ink
    .filter((line) => !plain.some((other) => overlaps(line.box, other.box)))
    .map((line) => ({ ...line, paragraph: `ink${line.paragraph}` }));
}

/**
 * Reads one page with `language`'s Tesseract model, twice: as it is, and with only its dark ink
 * kept (see dark-ink.ts), which finds dark text on artwork that Tesseract's layout takes for a picture.
 */
export async function readPageText(image: RgbImage, language: string): Promise<PageText> {
  const [png, inkPng] = await Promise.all([rgbToPng(image), darkInkPng(image)]);
  const [plain, ink] = await Promise.all(
    [png, inkPng].map(async (input) => ocrLines(await inTesseractSlot(() => tesseractTsv(input, language)))),
  );
  const lines = [...(plain ?? []), ...linesOnlyInInk(plain ?? [], ink ?? [])];
  const direction = readingDirectionOf(language);
  const page = regionsOf(lines, image, direction);
  const verticalModel = language.split('+').find((model) => model.endsWith('_vert'));
  return verticalModel ? rereadBubbles(image, page, lines, verticalModel, direction) : page;
}

const inside = (inner: Box, outer: Box) =>
  inner[0] >= outer[0] && inner[1] >= outer[1] && inner[2] <= outer[2] && inner[3] <= outer[3];

/** Where text was seen: a region Tesseract read, or lettering found from the ink (lettering-areas.ts). */
interface TextSeed {
  box: Box;
  background: Rgb;
  region?: TextRegion;
}

/**
 * The lettering Tesseract's page layout missed (on a real manga page, most of it), found from the ink:
 * each read on its own like a bubble — in the bubble around it, or in its own box on open ground.
 */
function letteringSeeds(image: RgbImage, regions: readonly TextRegion[]): TextSeed[] {
  return letteringAreas(image)
    .filter((area) => !regions.some((region) => overlaps(region.box, area.box)))
    .map((area) => ({ box: area.box, background: backgroundAround(image, area.box, 3, 4) }));
}

/**
 * Each bubble read again as one block of vertical text (vertical-bubbles.ts); its reading replaces the
 * page's lines inside the bubble when it reads more letters with confidence.
 */
async function rereadBubbles(
  image: RgbImage,
  page: PageText,
  lines: readonly OcrLine[],
  verticalModel: string,
  direction: ReadingDirection,
): Promise<PageText> {
  const bubbles = new Map<string, { bubble: EnclosedArea; regions: TextRegion[] }>();
  const seeds: TextSeed[] = [
    ...page.regions.map((region) => ({ box: region.box, background: region.background, region })),
    ...letteringSeeds(image, page.regions),
  ];
  for (const seed of seeds) {
    // Lettering found from the ink on open ground (a narration in a panel) is read in its own box.
    const bubble =
      enclosingArea(image, seed.box, seed.background) ?? (seed.region ? undefined : boxArea(seed.box));
    const key = bubble?.box.join();
    if (!bubble || !key) continue;
    const regions = [...(bubbles.get(key)?.regions ?? []), ...(seed.region ? [seed.region] : [])];
    bubbles.set(key, { bubble, regions });
  }
  let kept = [...lines];
  let replaced = false;
  for (const [id, { bubble, regions }] of [...bubbles.values()].entries()) {
    const background = regions[0]?.background ?? backgroundAround(image, bubble.box, 3, 4);
    const reread = await readBubbleVertically(image, bubble, background, verticalModel, id);
    const before = confidentLetters(
      regions.flatMap((region) => region.lines),
      minimumConfidence,
    );
    if (confidentLetters(reread, minimumConfidence) <= before) continue;
    kept = [...kept.filter((line) => !inside(line.box, bubble.box)), ...reread];
    replaced = true;
  }
  return replaced ? regionsOf(kept, image, direction) : page;
}
