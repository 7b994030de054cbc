// Stage 4, typeset: a translated paragraph set in its original box. It starts at the original size
// and leading; when the translation needs more lines than the box holds, size and leading shrink
// together, step by step, down to a floor — below that the text would be unreadable, so it is set at
// the floor and may run past the box's bottom. Right-to-left text is broken into lines in logical
// order and each line drawn in visual order; a left-aligned paragraph becomes right-aligned.
import { embeddingLevels, isRightToLeft, visualOrder } from './bidi-order';
import type { FontBook, GlyphRun } from './font-book';
import { type Piece, type Token, tokensOf } from './line-breaks';
import { type Alignment, boxWidth, type Paragraph, type Rgb } from './page-model';
import type { SpanLook } from './paragraph-segment';

export interface PlacedRun extends GlyphRun {
  size: number;
  color: Rgb;
}

export interface PlacedLine {
  x: number;
  baseline: number;
  runs: PlacedRun[];
}

export interface SetParagraph {
  lines: PlacedLine[];
  /** The size the main text was set in, over the original's: 1 when nothing had to shrink. */
  scale: number;
}

const smallerStep = 0.94;
// Below this the text is hard to read, but it is still better than text printed over other text.
const smallestScale = 0.3;
const subscriptScale = 0.7;

interface MeasuredToken extends Token {
  runs: GlyphRun[];
  /** At size 1. */
  width: number;
}

class ParagraphSetter {
  private readonly tokens: MeasuredToken[];

  constructor(
    private readonly paragraph: Paragraph,
    pieces: readonly Piece[],
    fonts: FontBook,
    private readonly language: string,
  ) {
    const tokens = tokensOf(pieces, language);
    const levels = embeddingLevels(tokens.map((token) => token.text).join(''), language);
    let offset = 0;
    this.tokens = tokens.map((token) => {
      const runs = fonts.glyphRuns(
        token.text,
        token.look,
        levels.subarray(offset, offset + token.text.length),
      );
      offset += token.text.length;
      const scale = token.look.small ? subscriptScale : 1;
      return { ...token, runs, width: runs.reduce((sum, run) => sum + run.width, 0) * scale };
    });
  }

  /** Left-aligned text may use its column's width; centred and right-aligned text keeps its box. */
  private width(): number {
    const { box, alignment, columnRight } = this.paragraph;
    return alignment === 'left' ? columnRight - box[0] : boxWidth(box);
  }

  /** Greedy line filling at `size`: each line as many whole tokens as fit. */
  private wrap(size: number): MeasuredToken[][] {
    const limit = this.width() + size * 0.05;
    const lines: MeasuredToken[][] = [[]];
    let width = 0;
    for (const token of this.tokens) {
      let line = lines.at(-1) as MeasuredToken[];
      if (token.breakBefore && line.length > 0 && (width + token.width) * size > limit && !token.space) {
        line = [];
        lines.push(line);
        width = 0;
      }
      if (line.length === 0 && token.space) continue;
      line.push(token);
      width += token.width;
    }
    return lines.map((line) => (line.at(-1)?.space ? line.slice(0, -1) : line));
  }

  /** Where line `index` sits at `size`: the first at the original's height, scaled with the text. */
  private baseline(index: number, size: number, lineGap: number): number {
    const { box, firstBaseline } = this.paragraph;
    return box[1] + (firstBaseline - box[1]) * (size / this.paragraph.size) + index * lineGap * size;
  }

  /** The largest scale, stepping down from 1 to `floor`, at which the text fits; undefined if none. */
  private fit(floor: number, fits: (lines: MeasuredToken[][], size: number) => boolean) {
    const { size } = this.paragraph;
    for (let scale = 1; scale >= floor; scale *= smallerStep) {
      const lines = this.wrap(size * scale);
      if (fits(lines, size * scale)) return { lines, scale };
    }
    return undefined;
  }

  /**
   * First as many lines as the original, a little smaller if need be (a title stays one line);
   * then into the free room below; at worst as small as it must be.
   */
  set(): SetParagraph {
    const { size, leading, bottomLimit, lineBoxes } = this.paragraph;
    const lineGap = Math.max(leading, size * 1.05) / size;
    const widthLimit = this.width() + size * 0.05;
    const fitsWidth = (lines: MeasuredToken[][], scaled: number) =>
      lines.every((line) => line.reduce((sum, token) => sum + token.width, 0) * scaled <= widthLimit);
    const fitsBelow = (lines: MeasuredToken[][], scaled: number) =>
      this.baseline(lines.length - 1, scaled, lineGap) + scaled * 0.2 <= bottomLimit;
    const fitted =
      this.fit(0.75, (lines, scaled) => lines.length <= lineBoxes.length && fitsWidth(lines, scaled)) ??
      this.fit(smallestScale, (lines, scaled) => fitsWidth(lines, scaled) && fitsBelow(lines, scaled));
    const scale = fitted?.scale ?? smallestScale;
    const lines = fitted?.lines ?? this.wrap(size * scale);
    return { lines: this.place(lines, size * scale, lineGap), scale };
  }

  /** Right-to-left text reads from the right: a paragraph set flush left is set flush right. */
  private alignment(): Alignment {
    const { alignment } = this.paragraph;
    return alignment === 'left' && isRightToLeft(this.language) ? 'right' : alignment;
  }

  private place(lines: MeasuredToken[][], size: number, lineGap: number): PlacedLine[] {
    const { box } = this.paragraph;
    const alignment = this.alignment();
    const widths = lines.map((tokens) => tokens.reduce((sum, token) => sum + token.width, 0) * size);
    // A flush-left paragraph may be wider than its box (it took the column's room): set flush right,
    // its lines end where its widest line does.
    const right =
      this.paragraph.alignment === 'left' ? Math.max(box[2], box[0] + Math.max(0, ...widths)) : box[2];
    return lines.map((tokens, index) => {
      const width = widths[index] ?? 0;
      const x =
        alignment === 'center'
          ? box[0] + (boxWidth(box) - width) / 2
          : alignment === 'right'
            ? right - width
            : box[0];
      return {
        x,
        baseline: this.baseline(index, size, lineGap),
        runs: visualOrder(tokens.flatMap((token) => placedRuns(token, size))),
      };
    });
  }
}

function placedRuns(token: MeasuredToken, size: number): PlacedRun[] {
  const look: SpanLook = token.look;
  const runSize = look.small ? size * subscriptScale : size;
  return token.runs.map((run) => ({ ...run, size: runSize, color: look.color }));
}

export function setParagraph(
  paragraph: Paragraph,
  pieces: readonly Piece[],
  fonts: FontBook,
  language: string,
) {
  return new ParagraphSetter(paragraph, pieces, fonts, language).set();
}
