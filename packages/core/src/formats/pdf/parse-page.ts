// Stage 1, parse: the page's text as MuPDF reads it, character by character, gathered into lines of
// spans that share a font, size and colour. Vertical and rotated lines are left out: they stay on the
// page as they are (they are labels on figures far more often than prose).
import type { Font, PDFPage } from 'mupdf';
import type { Box, Rgb, TextBlock, TextLine, TextSpan } from './page-model';
import { type PlacedChar, type PlacedLine, tableCells } from './table-cells';

type Quad = [number, number, number, number, number, number, number, number];

/** A span's look without its text: what two characters must share to be in one span. */
type CharStyle = Omit<TextSpan, 'text'>;

const serifName =
  /serif|times|roman|georgia|garamond|cambria|minion|palatino|baskerville|bookman|century|charter|libertine|cmr\d|cmbx|cmti|sfrm|nimbusrom|utopia|lmroman|tinos|caslon|didot/i;

// Subset prefixes (`ABCDEF+`) say nothing about the face.
const fontName = (font: Font) => font.getName().replace(/^[A-Z]{6}\+/, '');

function styleOf(font: Font, size: number, color: number[]): CharStyle {
  const name = fontName(font);
  return {
    font: name,
    size: Math.round(size * 100) / 100,
    bold: font.isBold() || /bold|black|heavy|semibold/i.test(name),
    italic: font.isItalic() || /italic|oblique/i.test(name),
    // MuPDF calls every face it cannot classify serif; the name is a better guide.
    serif: serifName.test(name) && !/sans/i.test(name),
    monospace: font.isMono() || /mono|courier|code/i.test(name),
    color: toRgb(color),
  };
}

/** MuPDF gives gray, RGB or CMYK components in 0–1. */
function toRgb(color: number[]): Rgb {
  const [a = 0, b = 0, c = 0, d = 0] = color;
  if (color.length === 1) return [a, a, a];
  if (color.length === 4) return [(1 - a) * (1 - d), (1 - b) * (1 - d), (1 - c) * (1 - d)];
  return [a, b, c];
}

const sameStyle = (span: TextSpan, style: CharStyle) =>
  span.font === style.font &&
  span.size === style.size &&
  span.bold === style.bold &&
  span.italic === style.italic &&
  span.color.every((value, index) => Math.abs(value - (style.color[index] ?? 0)) < 0.01);

const rightToLeft = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
const leadingPunctuation = /^([.,:;!?،؛؟]+)\s*/u;

/**
 * MuPDF gives a right-to-left line's final full stop first, where it is drawn (at the left): it is
 * moved to the end, where a reader and a translation engine expect it.
 */
function finalPunctuationLast(line: TextLine): TextLine {
  const [first, last] = [line.spans[0], line.spans.at(-1)];
  const text = line.spans.map((span) => span.text).join('');
  const punctuation = first && leadingPunctuation.exec(first.text);
  if (!first || !last || !punctuation || !rightToLeft.test(text)) return line;
  first.text = first.text.slice(punctuation[0].length);
  last.text = `${last.text.trimEnd()}${punctuation[1]}`;
  return { ...line, spans: line.spans.filter((span) => span.text !== '') };
}

/** A character as read, with its look and where it is drawn across the line. */
interface StyledChar extends PlacedChar {
  style: CharStyle;
}

type ReadLine = PlacedLine<StyledChar>;

interface ReadBlock {
  box: Box;
  lines: ReadLine[];
}

/** Neighbouring characters of the same look are one span. */
function textLineOf({ box, baseline, chars }: ReadLine): TextLine {
  const spans: TextSpan[] = [];
  for (const { text, style } of chars) {
    const last = spans.at(-1);
    if (last && sameStyle(last, style)) last.text += text;
    else spans.push({ ...style, text });
  }
  return finalPunctuationLast({ box, baseline, spans });
}

class LineCollector {
  readonly blocks: ReadBlock[] = [];
  imageCount = 0;
  private line: ReadLine | undefined;
  private block: ReadBlock | undefined;

  beginTextBlock(bbox: number[]): void {
    this.block = { box: bbox as Box, lines: [] };
  }

  endTextBlock(): void {
    if (this.block && this.block.lines.length > 0) this.blocks.push(this.block);
    this.block = undefined;
  }

  beginLine(bbox: number[], wmode: number, direction: number[]): void {
    const horizontal = wmode === 0 && Math.abs(direction[1] ?? 0) < 0.01 && (direction[0] ?? 0) > 0;
    this.line = horizontal ? { box: bbox as Box, baseline: 0, chars: [] } : undefined;
  }

  endLine(): void {
    if (this.line?.chars.some((char) => char.text.trim() !== '')) this.block?.lines.push(this.line);
    this.line = undefined;
  }

  onChar(c: string, origin: number[], font: Font, size: number, quad: Quad, color: number[]): void {
    if (!this.line) return;
    this.line.baseline = origin[1] ?? this.line.baseline;
    this.line.chars.push({ text: c, x0: quad[0], x1: quad[2], style: styleOf(font, size, color) });
  }

  onImageBlock(): void {
    this.imageCount += 1;
  }

  /** The blocks of text lines, a table's rows cut into their cells, and the tables' gutters. */
  textBlocks(): { blocks: TextBlock[]; gutters: Box[] } {
    const { cellsOf, gutters } = tableCells<StyledChar, ReadLine>(
      this.blocks.flatMap((block) => block.lines),
    );
    const blocks = this.blocks.map(({ box, lines }) => ({
      box,
      lines: lines.flatMap(cellsOf).map(textLineOf),
    }));
    return { blocks, gutters };
  }
}

export interface ParsedPage {
  bounds: Box;
  blocks: TextBlock[];
  imageCount: number;
  /**
   * Thin horizontal and vertical lines drawn on the page (table rules, separators), and the gutters
   * between the columns of tables drawn without them (table-cells.ts).
   */
  rules: Box[];
}

/**
 * Thin lines and bars: the rules between table cells, which no paragraph crosses. Read in a pass of
 * their own: with vectors collected, MuPDF splits a line of text at its underline.
 */
function rulesOf(page: PDFPage): Box[] {
  const rules: Box[] = [];
  const vectors = page.toStructuredText('vectors');
  try {
    vectors.walk({
      onVector: ([x0 = 0, y0 = 0, x1 = 0, y1 = 0]) => {
        const [width, height] = [x1 - x0, y1 - y0];
        if ((width < 2 && height > 4) || (height < 2 && width > 4)) rules.push([x0, y0, x1, y1]);
      },
    });
  } finally {
    vectors.destroy();
  }
  return rules;
}

export function parsePage(page: PDFPage): ParsedPage {
  const text = page.toStructuredText('preserve-whitespace,preserve-images');
  const collector = new LineCollector();
  try {
    text.walk({
      beginTextBlock: (bbox) => collector.beginTextBlock(bbox),
      endTextBlock: () => collector.endTextBlock(),
      beginLine: (bbox, wmode, direction) => collector.beginLine(bbox, wmode, direction),
      endLine: () => collector.endLine(),
      // MuPDF.js wraps each character's font anew, freed only by a finalizer, which cannot run while
      // the pages are read without a pause: released at once, so memory does not grow with the pages.
      onChar: (c, origin, font, size, quad, color) => {
        collector.onChar(c, origin, font, size, quad as Quad, color);
        font.destroy();
      },
      onImageBlock: () => collector.onImageBlock(),
    });
  } finally {
    text.destroy();
  }
  const { blocks, gutters } = collector.textBlocks();
  return {
    bounds: page.getBounds() as Box,
    blocks,
    imageCount: collector.imageCount,
    rules: [...rulesOf(page), ...gutters],
  };
}
