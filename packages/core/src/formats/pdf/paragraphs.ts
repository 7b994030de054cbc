// Stage 2, layout: MuPDF's blocks are not paragraphs. Lines are grouped into paragraphs by their size,
// the gap between them, indentation, list markers and short last lines; running headers and footers
// (found across pages, running-lines.ts) and captions are paragraphs of their own; hyphenation at line
// ends is undone; each paragraph notes its alignment so the translation is set the same way.
import { startsCaption } from './captions';
import { centreRunningLines } from './centred-lines';
import { isFormulaOrCode } from './formula-text';
import { listMarker } from './list-markers';
import {
  type Alignment,
  type Box,
  boxHeight,
  type Paragraph,
  type ParagraphRole,
  type TextBlock,
  type TextLine,
  type TextSpan,
  unionBox,
} from './page-model';
import { isPageNumber, type LineRole, numbersApart, type RoleOfLine } from './running-lines';

const lineText = (line: TextLine) => line.spans.map((span) => span.text).join('');

/** The size that covers the most characters of the line. */
function mainSize(spans: readonly TextSpan[]): number {
  const bySize = new Map<number, number>();
  for (const span of spans) bySize.set(span.size, (bySize.get(span.size) ?? 0) + span.text.length);
  return [...bySize].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
}

/** Bold, or not, when the whole line is set one way; undefined for a line that mixes them. */
function lineWeight(line: TextLine): boolean | undefined {
  const weights = new Set(line.spans.filter((span) => span.text.trim() !== '').map((span) => span.bold));
  return weights.size === 1 ? [...weights][0] : undefined;
}

/** A line's width over its characters: enough to estimate how much room a word needs. */
function firstWordWidth(line: TextLine): number {
  const text = lineText(line).trimStart();
  const word = text.split(/\s/u)[0] ?? '';
  return ((line.box[2] - line.box[0]) * word.length) / Math.max(1, text.length);
}

/**
 * The right edge of the column a line sits in: the furthest any line starting near it and overlapping
 * it reaches. A line that ends with room to spare for the next line's first word ended on purpose.
 */
function columnRights(lines: readonly TextLine[]): Map<TextLine, number> {
  return new Map(
    lines.map((line) => {
      const size = mainSize(line.spans);
      const neighbours = lines.filter(
        (other) =>
          Math.abs(other.box[0] - line.box[0]) < size * 3 &&
          other.box[0] < line.box[2] &&
          other.box[2] > line.box[0],
      );
      return [line, Math.max(...neighbours.map((other) => other.box[2]))];
    }),
  );
}

const isVertical = (rule: Box) => rule[3] - rule[1] > rule[2] - rule[0];

/** True when a drawn rule separates the two lines: a table's cells are separate paragraphs. */
function ruleBetween(a: TextLine, b: TextLine, rules: readonly Box[]): boolean {
  const [top, bottom] = [Math.min(a.box[3], b.box[3]), Math.max(a.box[1], b.box[1])];
  const [left, right] = [Math.min(a.box[2], b.box[2]), Math.max(a.box[0], b.box[0])];
  return rules.some((rule) => {
    if (isVertical(rule)) {
      const across = Math.min(a.box[3], b.box[3], rule[3]) - Math.max(a.box[1], b.box[1], rule[1]) > 0;
      return across && rule[0] >= left - 0.5 && rule[2] <= right + 0.5;
    }
    const across = Math.min(a.box[2], b.box[2], rule[2]) - Math.max(a.box[0], b.box[0], rule[0]) > 0;
    return across && rule[1] >= top - 0.5 && rule[3] <= bottom + 0.5;
  });
}

function startsParagraph(
  previous: TextLine,
  line: TextLine,
  columnRight: number,
  rules: readonly Box[],
): boolean {
  const size = mainSize(previous.spans);
  if (line.baseline <= previous.baseline) return true;
  if (ruleBetween(previous, line, rules)) return true;
  if (Math.abs(mainSize(line.spans) - size) > size * 0.2) return true;
  if (line.box[1] - previous.box[3] > size * 0.8) return true;
  if (line.box[0] >= previous.box[2] || line.box[2] <= previous.box[0]) return true;
  // An indent starts a paragraph, unless it is the hanging indent after a list marker.
  if (line.box[0] > previous.box[0] + size && !listMarker.test(lineText(previous))) return true;
  if (listMarker.test(lineText(line))) return true;
  const [weight, previousWeight] = [lineWeight(line), lineWeight(previous)];
  if (weight !== undefined && previousWeight !== undefined && weight !== previousWeight) return true;
  return previous.box[2] + firstWordWidth(line) + size * 0.5 < columnRight;
}

/** A first-line indent and a short last line are normal in left-aligned and justified text. */
function alignmentOf(lines: readonly TextLine[]): Alignment {
  if (lines.length < 2) return 'left';
  const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
  const lefts = spread(lines.slice(1).map((line) => line.box[0]));
  const rights = spread(lines.slice(0, -1).map((line) => line.box[2]));
  const centres = spread(lines.map((line) => (line.box[0] + line.box[2]) / 2));
  if (lefts < 2) return 'left';
  if (centres < 2) return 'center';
  return rights < 2 && lines.length > 2 ? 'right' : 'left';
}

/** Joins a paragraph's lines: a space between them, or nothing where a word was hyphenated. */
function joinLines(lines: readonly TextLine[]): TextSpan[] {
  const spans: TextSpan[] = [];
  lines.forEach((line, index) => {
    const lineSpans = line.spans.map((span) => ({ ...span }));
    const next = lines[index + 1];
    const last = lineSpans.at(-1);
    if (next && last) {
      const hyphenated = /\p{Ll}-$/u.test(last.text.trimEnd()) && /^\p{Ll}/u.test(lineText(next).trimStart());
      last.text = hyphenated ? last.text.trimEnd().slice(0, -1) : `${last.text.trimEnd()} `;
    }
    spans.push(...lineSpans);
  });
  return spans;
}

function leadingOf(lines: readonly TextLine[], size: number): number {
  if (lines.length < 2) return Math.max(size * 1.2, boxHeight(lines[0]?.box ?? [0, 0, 0, 0]));
  const gaps = lines.slice(1).map((line, index) => line.baseline - (lines[index]?.baseline ?? 0));
  return gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length;
}

function paragraphOf(lines: TextLine[], rights: Map<TextLine, number>, running?: LineRole): Paragraph {
  const lineBoxes = lines.map((line) => line.box);
  // A running line's numbers (the page's) are spans of their own, carried as placeholders.
  const spans = running ? numbersApart(joinLines(lines)) : joinLines(lines);
  const role: ParagraphRole | undefined =
    running ?? (lines[0] && startsCaption(lines[0]) ? 'caption' : undefined);
  const text = spans.map((span) => span.text).join('');
  const size = mainSize(spans);
  const box = unionBox(lineBoxes);
  // A paragraph of several lines shows its column's width; a single line may have room beside it.
  const columnRight = lines.length > 1 ? box[2] : (rights.get(lines[0] as TextLine) ?? box[2]);
  return {
    box,
    columnRight,
    lineBoxes,
    baselines: lines.map((line) => line.baseline),
    spans,
    size,
    leading: leadingOf(lines, size),
    firstBaseline: lines[0]?.baseline ?? 0,
    bottomLimit: (lines.at(-1)?.baseline ?? 0) + size * 0.25,
    alignment: alignmentOf(lines),
    // A page number ("iv", "Page 3") in the margin stays as it is.
    keep: isFormulaOrCode(spans) || (running !== undefined && isPageNumber(text)),
    ...(role && { role }),
  };
}

/** MuPDF splits a line where justified text leaves a wide gap (after a full stop in TeX). */
function sameLine(left: TextLine, right: TextLine, rules: readonly Box[]): boolean {
  const size = mainSize(left.spans);
  return (
    Math.abs(left.baseline - right.baseline) < size * 0.2 &&
    right.box[0] - left.box[2] < size * 3 &&
    right.box[0] >= left.box[0] &&
    !ruleBetween(left, right, rules)
  );
}

function joined(left: TextLine, right: TextLine): TextLine {
  const last = left.spans.at(-1);
  const spans =
    last && !/\s$/u.test(last.text)
      ? [...left.spans.slice(0, -1), { ...last, text: `${last.text} ` }]
      : left.spans;
  return { box: unionBox([left.box, right.box]), baseline: left.baseline, spans: [...spans, ...right.spans] };
}

/** Lines in reading order: blocks as MuPDF orders them, each block's lines top to bottom. */
export function linesInOrder(blocks: readonly TextBlock[], rules: readonly Box[]): TextLine[] {
  return blocks.flatMap((block) => {
    const sorted = [...block.lines].sort((a, b) => a.baseline - b.baseline || a.box[0] - b.box[0]);
    const lines: TextLine[] = [];
    for (const line of sorted) {
      const previous = lines.at(-1);
      if (previous && sameLine(previous, line, rules)) lines[lines.length - 1] = joined(previous, line);
      else lines.push(line);
    }
    return lines;
  });
}

/**
 * How far right the translation may reach: a single line into the free room beside it, any
 * paragraph no further than the text that stands beside one of its lines.
 */
function roomBeside(
  paragraph: Paragraph,
  others: readonly Paragraph[],
  rules: readonly Box[],
  pageRight: number,
): number {
  const [x0, y0, x1, y1] = paragraph.box;
  // A table's rule to the right is its cell's wall.
  const walls = rules
    .filter((rule) => isVertical(rule) && rule[0] >= x1 - 1 && rule[1] < y1 && rule[3] > y0)
    .map((rule) => rule[0] - paragraph.size * 0.3);
  const single = paragraph.lineBoxes.length === 1;
  const reach = single ? Math.min(paragraph.columnRight, x1 + (x1 - x0) * 3, pageRight) : x1;
  const beside = others.flatMap((other) =>
    other === paragraph
      ? []
      : paragraph.lineBoxes
          .filter((line) => other.box[0] >= line[2] - 1 && other.box[1] < line[3] && other.box[3] > line[1])
          .map(() => other.box[0] - paragraph.size * 0.5),
  );
  return Math.max(x0 + paragraph.size * 2, Math.min(Math.max(reach, x1), ...beside, ...walls));
}

/** The room below: down to just above the next text under the paragraph, or the page's margin. */
function roomBelow(
  paragraph: Paragraph,
  others: readonly Paragraph[],
  rules: readonly Box[],
  pageBottom: number,
): number {
  const [x0, , x1, y1] = paragraph.box;
  const floors = rules
    .filter((rule) => !isVertical(rule) && rule[1] >= y1 - 1 && rule[0] < x1 && rule[2] > x0)
    .map((rule) => rule[1] - paragraph.size * 0.25);
  const below = others
    .filter((other) => other !== paragraph && other.firstBaseline > paragraph.firstBaseline)
    // Both may widen into their room: what counts is where each translation can reach.
    .filter(
      (other) =>
        other.box[0] < Math.max(x1, paragraph.columnRight) && Math.max(other.box[2], other.columnRight) > x0,
    )
    .map((other) => other.firstBaseline - other.size * 0.8);
  return Math.max(paragraph.bottomLimit, Math.min(pageBottom, ...below, ...floors));
}

/** From cap height to just under the baseline: where a line's ink is. */
function inkBands(paragraph: Paragraph): Box[] {
  return paragraph.lineBoxes.map((box, index) => {
    const baseline = paragraph.baselines[index] ?? paragraph.firstBaseline;
    return [box[0], baseline - paragraph.size * 0.7, box[2], baseline + paragraph.size * 0.2];
  });
}

const bandsCross = (a: Box, b: Box) =>
  Math.min(a[2], b[2]) - Math.max(a[0], b[0]) > 1 && Math.min(a[3], b[3]) - Math.max(a[1], b[1]) > 1;

/**
 * Text lines that interleave with other text closer than a line's height are typeset mathematics
 * (fractions, limits, indices between lines): the shorter of two such paragraphs is kept as drawn.
 */
function keepInterleaved(paragraphs: Paragraph[]): Paragraph[] {
  const bands = paragraphs.map(inkBands);
  const length = (paragraph: Paragraph) => paragraph.spans.reduce((sum, span) => sum + span.text.length, 0);
  return paragraphs.map((paragraph, index) => {
    const crossed = paragraphs.some(
      (other, otherIndex) =>
        otherIndex !== index &&
        length(other) >= length(paragraph) &&
        (bands[index] ?? []).some((band) =>
          (bands[otherIndex] ?? []).some((otherBand) => bandsCross(band, otherBand)),
        ),
    );
    return crossed ? { ...paragraph, keep: true } : paragraph;
  });
}

/**
 * Paragraphs may run across MuPDF's blocks: one block per line is common. `roleOf` tells the page's
 * running headers and footers (running-lines.ts), which never share a paragraph with the body.
 */
export function paragraphsOf(
  blocks: readonly TextBlock[],
  pageBounds: Box,
  rules: readonly Box[],
  roleOf: RoleOfLine = () => undefined,
): Paragraph[] {
  const lines = linesInOrder(blocks, rules);
  const rights = columnRights(lines);
  const paragraphs: Paragraph[] = [];
  let current: TextLine[] = [];
  const breaksBefore = (previous: TextLine, line: TextLine) =>
    roleOf(previous) !== roleOf(line) ||
    startsCaption(line) ||
    startsParagraph(previous, line, rights.get(previous) ?? previous.box[2], rules);
  for (const line of lines) {
    const previous = current.at(-1);
    if (previous && breaksBefore(previous, line)) {
      paragraphs.push(paragraphOf(current, rights, roleOf(previous)));
      current = [];
    }
    current.push(line);
  }
  const last = current[0];
  if (last) paragraphs.push(paragraphOf(current, rights, roleOf(last)));
  const [pageRight, pageBottom] = [pageBounds[2] - 18, pageBounds[3] - 18];
  const widened = centreRunningLines(keepInterleaved(paragraphs), pageBounds).map((paragraph) => ({
    ...paragraph,
    columnRight: roomBeside(paragraph, paragraphs, rules, pageRight),
  }));
  return widened.map((paragraph) => ({
    ...paragraph,
    bottomLimit: roomBelow(paragraph, widened, rules, pageBottom),
  }));
}
