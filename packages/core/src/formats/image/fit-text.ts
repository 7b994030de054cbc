// The largest size at which a translation fits its room, and its lines at that size: words go on a line
// for as long as its measured width fits, so lines break where the face's real widths say. In a bubble
// the room follows the outline: each line gets the width the bubble has at that line's height, so a
// round bubble holds short lines at its top and bottom and long ones across its middle. Words are
// hyphenated where the language allows, rather than shrinking the size for one long word.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { hasUnspacedScript } from '../../segments/word-boundaries';
import type { Syllables } from '../../text/hyphenation';
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

/** Words, or single characters in scripts written without spaces. */
const breakableUnits = (text: string) =>
  hasUnspacedScript(text) ? [...text.replace(/\s+/gu, '')] : text.split(/\s+/u).filter(Boolean);

/** A line this full is ended before a word that does not fit, rather than hyphenating the word. */
const fullEnough = 0.6;
/** Shorter words are not hyphenated to fill a line, only when no line holds them. */
const longWordLetters = 8;
const letterCount = (word: string) => word.match(/\p{L}/gu)?.length ?? 0;

interface Breaking {
  context: SKRSContext2D;
  widthOf: (line: number) => number;
  joiner: string;
  syllables?: Syllables;
}

/** `word` cut after the most syllables that fit on `line` (index `index`) with a hyphen: head and tail. */
function hyphenate(
  { context, widthOf, joiner, syllables }: Breaking,
  line: string,
  word: string,
  index: number,
) {
  const pieces = syllables?.(word) ?? [];
  for (let count = pieces.length - 1; count > 0; count -= 1) {
    const head = `${pieces.slice(0, count).join('')}-`;
    const candidate = line === '' ? head : `${line}${joiner}${head}`;
    if (context.measureText(candidate).width <= widthOf(index))
      return [candidate, pieces.slice(count).join('')];
  }
  return undefined;
}

/**
 * The text broken into lines no wider than `widthOf(line index)`, hyphenated where `syllables` allows
 * (a word too wide for its line, or a long one that would leave its line under 60 % full); undefined when a
 * word fits no line. More lines than `widthOf` has room for are made at the last width given.
 */
function wrap(breaking: Breaking, text: string): string[] | undefined {
  const { context, widthOf, joiner } = breaking;
  const fits = (candidate: string, index: number) => context.measureText(candidate).width <= widthOf(index);
  const lines: string[] = [];
  const pending = breakableUnits(text);
  let line = '';
  for (let unit = pending.shift(); unit !== undefined; unit = pending.shift()) {
    const candidate = line === '' ? unit : `${line}${joiner}${unit}`;
    if (fits(candidate, lines.length)) {
      line = candidate;
      continue;
    }
    const full = line !== '' && context.measureText(line).width >= fullEnough * widthOf(lines.length);
    const worthCutting = line === '' || (!full && letterCount(unit) >= longWordLetters);
    const cut = worthCutting && joiner !== '' ? hyphenate(breaking, line, unit, lines.length) : undefined;
    if (cut) {
      lines.push(cut[0] ?? '');
      pending.unshift(cut[1] ?? '');
    } else if (line !== '') {
      lines.push(line);
      pending.unshift(unit);
    } else return undefined;
    line = '';
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
  breaking: Omit<Breaking, 'widthOf'>,
  text: string,
  room: TextRoom,
  size: number,
): FittedLine[] | undefined {
  const roomWidth = room.box[2] - room.box[0];
  let count = wrap({ ...breaking, widthOf: () => roomWidth }, text)?.length;
  for (let tries = 0; count !== undefined && tries < layoutTries; tries += 1) {
    if (!fitsHeight(room, size, count)) return undefined;
    const bands = lineBands(room, size, count);
    const widthOf = (line: number) => {
      const [left, right] = (bands[line] ?? bands.at(-1))?.span ?? [0, 0];
      return right - left;
    };
    const lines = wrap({ ...breaking, widthOf }, text);
    // A word wider than its line: more lines would only be narrower, so a smaller size is tried.
    if (lines === undefined) return undefined;
    if (lines.length === count)
      return lines.map(
        (line, index): FittedLine => ({ text: line, ...(bands[index] ?? { span: [0, 0], baseline: 0 }) }),
      );
    else count = lines.length;
  }
  return undefined;
}

export interface FitSettings {
  /** The original letters' size: the translation is set no larger. */
  largest: number;
  fontList: string;
  /** Where words may be hyphenated, in the translation's language (text/hyphenation.ts). */
  syllables?: Syllables;
}

export function fitText(
  context: SKRSContext2D,
  text: string,
  room: TextRoom,
  settings: FitSettings,
): FittedText {
  const breaking = { context, joiner: hasUnspacedScript(text) ? '' : ' ', syllables: settings.syllables };
  for (let size = Math.floor(settings.largest); size > smallestSize; size -= 1) {
    context.font = `${size}px ${settings.fontList}`;
    const lines = layoutAt(breaking, text, room, size);
    if (lines) return { size, lines };
  }
  context.font = `${smallestSize}px ${settings.fontList}`;
  const width = room.box[2] - room.box[0];
  const texts = wrap({ ...breaking, widthOf: () => width }, text) ?? [text];
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
