// The largest size at which a translation fits its room, and its lines at that size: words go on a line
// for as long as its measured width fits, so lines break where the face's real widths say. In a bubble
// the room follows the outline: each line gets the width the bubble has at that line's height, so a
// round bubble holds short lines at its top and bottom and long ones across its middle.
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Box } from '../ocr/geometry';

export interface TextRoom {
  box: Box;
  /** The room's left and right edges across rows `top` to `bottom`, when it follows a bubble's outline. */
  spanAt?: (top: number, bottom: number) => [number, number];
}

export interface FittedLine {
  text: string;
  /** Where the line may go, left to right: the room's width at its height. */
  span: [number, number];
  baseline: number;
}

export interface FittedText {
  size: number;
  lines: FittedLine[];
}

const leading = 1.2;
/** Below this the text is unreadable; it is set at this size even if it overflows. */
const smallestSize = 8;
/** Line counts tried before a size is given up: the count decides the heights, which decide the widths. */
const layoutTries = 6;

const unspaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

/** Words, or single characters in scripts written without spaces. */
const breakableUnits = (text: string) =>
  unspaced.test(text) ? [...text.replace(/\s+/gu, '')] : text.split(/\s+/u).filter(Boolean);

/**
 * The text broken into lines no wider than `widthOf(line index)`; undefined when a single word is wider
 * than its line. More lines than `widthOf` has room for are still made, at the last width given.
 */
function wrap(context: SKRSContext2D, text: string, widthOf: (line: number) => number): string[] | undefined {
  const joiner = unspaced.test(text) ? '' : ' ';
  const lines: string[] = [];
  let line = '';
  for (const unit of breakableUnits(text)) {
    const width = widthOf(lines.length);
    const candidate = line === '' ? unit : `${line}${joiner}${unit}`;
    if (context.measureText(candidate).width <= width) line = candidate;
    else if (line === '' || context.measureText(unit).width > widthOf(lines.length + 1)) return undefined;
    else {
      lines.push(line);
      line = unit;
    }
  }
  return line === '' ? lines : [...lines, line];
}

/** `count` lines at `size`, their block centred in the room: each line's rows and span. */
function lineBands(room: TextRoom, size: number, count: number) {
  const [x0, y0, x1, y1] = room.box;
  const lineHeight = size * leading;
  const top = y0 + Math.max(0, (y1 - y0 - count * lineHeight) / 2);
  return Array.from({ length: count }, (_, index) => {
    const lineTop = top + index * lineHeight;
    const span = room.spanAt?.(lineTop, lineTop + lineHeight) ?? [x0, x1];
    // The first baseline one ascent (≈ 0.8 of the size) below the line's top, after half the leading.
    return { span, baseline: lineTop + (lineHeight - size) / 2 + size * 0.8 };
  });
}

const fitsHeight = (room: TextRoom, size: number, count: number) =>
  count * size * leading <= room.box[3] - room.box[1] + size * (leading - 1);

/** The lines at `size`, each in the width its height gives, or undefined when they do not fit. */
function layoutAt(
  context: SKRSContext2D,
  text: string,
  room: TextRoom,
  size: number,
): FittedLine[] | undefined {
  const roomWidth = room.box[2] - room.box[0];
  let count = wrap(context, text, () => roomWidth)?.length;
  for (let tries = 0; count !== undefined && tries < layoutTries; tries += 1) {
    if (!fitsHeight(room, size, count)) return undefined;
    const bands = lineBands(room, size, count);
    const widthOf = (line: number) => {
      const [left, right] = (bands[line] ?? bands.at(-1))?.span ?? [0, 0];
      return right - left;
    };
    const lines = wrap(context, text, widthOf);
    // A word wider than its line: more lines would only be narrower, so a smaller size is tried.
    if (lines === undefined) return undefined;
    if (lines.length === count)
      return lines.map((line, index) => ({ text: line, ...(bands[index] ?? { span: [0, 0], baseline: 0 }) }));
    else count = lines.length;
  }
  return undefined;
}

export function fitText(
  context: SKRSContext2D,
  text: string,
  room: TextRoom,
  largest: number,
  fontList: string,
): FittedText {
  for (let size = Math.floor(largest); size > smallestSize; size -= 1) {
    context.font = `${size}px ${fontList}`;
    const lines = layoutAt(context, text, room, size);
    if (lines) return { size, lines };
  }
  context.font = `${smallestSize}px ${fontList}`;
  const width = room.box[2] - room.box[0];
  const texts = wrap(context, text, () => width) ?? [text];
  const bands = lineBands(room, smallestSize, texts.length);
  return {
    size: smallestSize,
    lines: texts.map((line, index) => ({
      text: line,
      span: [room.box[0], room.box[2]],
      baseline: bands[index]?.baseline ?? 0,
    })),
  };
}
