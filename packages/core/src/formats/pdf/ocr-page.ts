// Stage 1 for scanned pages: the page rendered at 300 dpi and read by Tesseract, its lines turned into
// the same TextBlock/TextLine IR parse-page.ts gives (one span per line, sized by the line's height,
// coloured by its ink), so layout and typesetting work on scans unchanged. The paper colour around
// each line is noted too, to cover the line when its translation is drawn.
import type { PDFDocument, PDFPage } from 'mupdf';
import { baselineOf, largestSize, settledSizes, sizeOf } from '../ocr/ocr-line-metrics';
import { lineText } from '../ocr/ocr-line-text';
import { backgroundAround, inkLevel, inkWithin, type RgbImage } from '../ocr/scan-colours';
import { inTesseractSlot } from '../ocr/tesseract';
import { type OcrLine, ocrLines } from '../ocr/tesseract-tsv';
import type { Cover } from './cover-background';
import { loadMupdf } from './mupdf';
import { type Box, type TextBlock, type TextLine, unionBox } from './page-model';
import type { ParsedPage } from './parse-page';
import type { OnWork } from './pdf-work';
import { withBullet } from './scan-bullets';

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
  const size = sizeOf(line, baseline) / pixelsPerPoint;
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

/**
 * A block's box around its lines, and its lines' sizes evened out and kept below the distance to the
 * lines around them on the page.
 */
function settleBlock(block: TextBlock, page: readonly TextLine[]): void {
  block.box = unionBox(block.lines.map((line) => line.box));
  const spans = block.lines.flatMap((line) => line.spans.map((span) => ({ span, line })));
  const sizes = settledSizes(spans.map(({ span }) => span.size));
  spans.forEach(({ span, line }, index) => {
    const size = Math.min(sizes[index] ?? span.size, largestSize(line, page));
    span.size = Math.round(size * 2) / 2;
  });
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
  const placed = [...blocks.values()].flatMap((block) => block.lines);
  for (const block of blocks.values()) settleBlock(block, placed);
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
  onWork?: OnWork,
): Promise<ScannedPage> {
  return inTesseractSlot(async () => {
    const { ColorSpace, Matrix } = await loadMupdf();
    onWork?.({ page: index });
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
        // A copy: getPixels() is a view into MuPDF's WebAssembly memory, which moves when it grows.
        pixels: pixmap.getPixels().slice(),
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
