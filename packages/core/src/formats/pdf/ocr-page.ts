// Stage 1 for scanned pages: the page rendered at 300 dpi and read by Tesseract, its lines turned into
// the same TextBlock/TextLine IR parse-page.ts gives (one span per line, sized by the line's height,
// coloured by its ink), so layout and typesetting work on scans unchanged. The paper colour around
// each line is noted too, to cover the line when its translation is drawn.
import type { PDFDocument, PDFPage } from 'mupdf';
import type { Cover } from './cover-background';
import { loadMupdf } from './mupdf';
import { type Box, type TextBlock, type TextLine, unionBox } from './page-model';
import type { ParsedPage } from './parse-page';
import { withBullet } from './scan-bullets';
import { backgroundAround, inkLevel, inkWithin, type RgbImage } from './scan-colours';
import { inTesseractSlot } from './tesseract';
import { type OcrLine, ocrLines } from './tesseract-tsv';

export interface ScannedPage extends ParsedPage {
  covers: Cover[];
  /** The page had a text layer of its own (OCR was forced). */
  hadText: boolean;
}

const dpi = 300;
const pixelsPerPoint = dpi / 72;
/** Under this mean confidence a "line" is Tesseract reading texture in a photo or a smudge. */
const minimumConfidence = 40;
/** Anti-aliased ink reaches a pixel or two past Tesseract's boxes; the cover reaches further. */
const coverMargin = 3;

/** Needs OCR: forced, or no text at all but images over at least half the page — a scan. */
export function needsOcr(page: PDFPage, parsed: ParsedPage, forceOcr: boolean): boolean {
  if (forceOcr) return true;
  if (parsed.blocks.length > 0 || parsed.imageCount === 0) return false;
  return imageCoverage(page, parsed.bounds) >= 0.5;
}

function imageCoverage(page: PDFPage, bounds: Box): number {
  const text = page.toStructuredText('preserve-images');
  let area = 0;
  try {
    text.walk({
      onImageBlock: ([x0 = 0, y0 = 0, x1 = 0, y1 = 0]) => {
        area += (x1 - x0) * (y1 - y0);
      },
    });
  } finally {
    text.destroy();
  }
  return area / ((bounds[2] - bounds[0]) * (bounds[3] - bounds[1]));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Letters that reach below the baseline: words without them sit on it. */
const descender = /[gjpqyQ,;()[\]{}|@$çµ]/u;
/** Letters that reach the cap height (≈ 0.72 of the size in most faces). */
const tall = /[\p{Lu}\p{N}bdfhklt]/u;
/** Scripts without letter case (CJK, Arabic, Devanagari, Thai…): glyphs fill ≈ 0.9 of the size. */
const caseless = (text: string) => !/[\p{Ll}\p{Lu}]/u.test(text);

function baselineOf({ words, box }: OcrLine): number {
  const bottoms = words.filter((word) => !descender.test(word.text)).map((word) => word.box[3]);
  return median(bottoms) ?? box[3] - (box[3] - box[1]) * 0.2;
}

/** The font size, in pixels, that draws the line's letters as high as they are on the scan. */
function sizeOf(line: OcrLine, baseline: number): number {
  const text = line.words.map((word) => word.text).join(' ');
  if (caseless(text)) return (line.box[3] - line.box[1]) / 0.9;
  const capHeights = line.words.filter((word) => tall.test(word.text)).map((word) => baseline - word.box[1]);
  if (capHeights.length > 0) return (median(capHeights) ?? 0) / 0.72;
  return (baseline - line.box[1]) / 0.5;
}

const unspaced =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\u3000-\u303f\uff00-\uffef]/u;

/**
 * The line as Tesseract's plain text spaces it or, where that is missing, its words joined by spaces,
 * except between Chinese, Japanese and Thai characters, which have none.
 */
function lineText(line: OcrLine): string {
  if (line.text) return line.text;
  return line.words.reduce((text, { text: word }) => {
    if (text === '') return word;
    const joined = unspaced.test(text.at(-1) ?? '') && unspaced.test(word[0] ?? '');
    return joined ? text + word : `${text} ${word}`;
  }, '');
}

const readable = (line: OcrLine) =>
  line.words.reduce((sum, word) => sum + word.confidence, 0) / line.words.length >= minimumConfidence;

interface Rendering {
  image: RgbImage;
  /** Page point of the image's top-left pixel. */
  origin: [number, number];
}

function textLineOf(read: OcrLine, { image, origin }: Rendering): { line: TextLine; cover: Cover } {
  const toPoints = (box: Box): Box => [
    origin[0] + box[0] / pixelsPerPoint,
    origin[1] + box[1] / pixelsPerPoint,
    origin[0] + box[2] / pixelsPerPoint,
    origin[1] + box[3] / pixelsPerPoint,
  ];
  const background = backgroundAround(image, read.box, coverMargin, 4);
  const line = withBullet(read, image, background);
  const baseline = baselineOf(line);
  const size = Math.round((sizeOf(line, baseline) / pixelsPerPoint) * 2) / 2;
  const span = {
    text: lineText(line),
    font: 'OCR',
    size,
    bold: false,
    italic: false,
    serif: false,
    monospace: false,
    color: inkLevel(inkWithin(image, line.box, background)),
  };
  const margin = coverMargin - 1;
  const padded: Box = [
    line.box[0] - margin,
    line.box[1] - margin,
    line.box[2] + margin,
    line.box[3] + margin,
  ];
  return {
    line: { box: toPoints(line.box), baseline: origin[1] + baseline / pixelsPerPoint, spans: [span] },
    cover: { box: toPoints(padded), color: background },
  };
}

function scannedPage(lines: OcrLine[], rendering: Rendering, parsed: ParsedPage): ScannedPage {
  const blocks = new Map<string, TextBlock>();
  const covers: Cover[] = [];
  for (const ocrLine of lines.filter(readable)) {
    const { line, cover } = textLineOf(ocrLine, rendering);
    covers.push(cover);
    const block = blocks.get(ocrLine.paragraph);
    if (block) block.lines.push(line);
    else blocks.set(ocrLine.paragraph, { box: line.box, lines: [line] });
  }
  for (const block of blocks.values()) block.box = unionBox(block.lines.map((line) => line.box));
  return { ...parsed, blocks: [...blocks.values()], covers, hadText: parsed.blocks.length > 0 };
}

/** Tesseract's TSV for a page image. */
export type PageReader = (png: Uint8Array) => Promise<string>;

/** Renders page `index` and reads it with Tesseract, in one of the shared Tesseract slots. */
export function ocrPage(
  document: PDFDocument,
  index: number,
  parsed: ParsedPage,
  read: PageReader,
): Promise<ScannedPage> {
  return inTesseractSlot(async () => {
    const { ColorSpace, Matrix } = await loadMupdf();
    const page = document.loadPage(index);
    const pixmap = page.toPixmap(
      Matrix.scale(pixelsPerPoint, pixelsPerPoint),
      ColorSpace.DeviceRGB,
      false,
      true,
    );
    page.destroy();
    try {
      const tsv = await read(pixmap.asPNG());
      const image = {
        pixels: pixmap.getPixels(),
        width: pixmap.getWidth(),
        height: pixmap.getHeight(),
        stride: pixmap.getStride(),
      };
      const origin: [number, number] = [pixmap.getX() / pixelsPerPoint, pixmap.getY() / pixelsPerPoint];
      return scannedPage(ocrLines(tsv), { image, origin }, parsed);
    } finally {
      pixmap.destroy();
    }
  });
}
