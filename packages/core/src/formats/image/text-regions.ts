// Stage 1–2 of a picture: where its text is and what it says. Tesseract reads the page with the
// source language's model; its blocks become regions (a bubble, a caption), each with its lines'
// boxes, its text in reading order, and the colours around and of its letters. Lines Tesseract is
// unsure of are texture or drawn sound effects, left alone and counted.
import { type Box, type Rgb, unionBox } from '../ocr/geometry';
import { lineText } from '../ocr/ocr-line-text';
import { backgroundAround, inkWithin, type RgbImage } from '../ocr/scan-colours';
import { inTesseractSlot, tesseractTsv } from '../ocr/tesseract';
import { type OcrLine, ocrLines } from '../ocr/tesseract-tsv';
import { darkInkPng } from './dark-ink';
import { isFlatAround } from './flat-background';
import { inReadingOrder, type ReadingDirection, readingDirectionOf } from './reading-order';
import { rgbToPng } from './rgb-view';

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
  return lines
    .map(lineText)
    .reduce(
      (text, line) =>
        text === '' ? line : /\p{L}-$/u.test(text) ? text.slice(0, -1) + line : `${text} ${line}`,
      '',
    );
}

const spread = (values: readonly number[]) => Math.max(...values) - Math.min(...values);

function alignmentOf(lines: readonly OcrLine[]): TextRegion['alignment'] {
  if (lines.length < 2) return 'centre';
  const centres = lines.map(({ box }) => (box[0] + box[2]) / 2);
  const lefts = lines.map(({ box }) => box[0]);
  return spread(centres) < spread(lefts) ? 'centre' : 'left';
}

function regionOf(lines: OcrLine[], image: RgbImage): TextRegion {
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
  };
}

export function regionsOf(
  lines: readonly OcrLine[],
  image: RgbImage,
  direction: ReadingDirection = 'ltr',
): PageText {
  const blocks = new Map<string, OcrLine[]>();
  let droppedLines = 0;
  for (const line of lines) {
    if (meanConfidence(line) < minimumConfidence) {
      droppedLines += 1;
      continue;
    }
    const block = line.paragraph.split('.')[0] ?? '';
    blocks.set(block, [...(blocks.get(block) ?? []), line]);
  }
  const regions = inReadingOrder(
    [...blocks.values()].map((block) => regionOf(block, image)),
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
  return regionsOf(lines, image, readingDirectionOf(language));
}
