// The largest size at which a translation fits a box, and its lines at that size: words go on a line
// for as long as its measured width fits, so lines break where the face's real widths say.
import type { SKRSContext2D } from '@napi-rs/canvas';

export interface FittedText {
  size: number;
  lines: string[];
  /** Baseline to baseline. */
  lineHeight: number;
}

const leading = 1.2;
/** Below this the text is unreadable; it is set at this size even if it overflows. */
const smallestSize = 8;

const unspaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

/** Words, or single characters in scripts written without spaces. */
const breakableUnits = (text: string) =>
  unspaced.test(text) ? [...text.replace(/\s+/gu, '')] : text.split(/\s+/u).filter(Boolean);

function wrap(context: SKRSContext2D, text: string, width: number): string[] | undefined {
  const joiner = unspaced.test(text) ? '' : ' ';
  const lines: string[] = [];
  let line = '';
  for (const unit of breakableUnits(text)) {
    const candidate = line === '' ? unit : `${line}${joiner}${unit}`;
    if (context.measureText(candidate).width <= width) line = candidate;
    else if (line === '' || context.measureText(unit).width > width) return undefined;
    else {
      lines.push(line);
      line = unit;
    }
  }
  return line === '' ? lines : [...lines, line];
}

export function fitText(
  context: SKRSContext2D,
  text: string,
  room: { width: number; height: number },
  largest: number,
  fontList: string,
): FittedText {
  for (let size = Math.floor(largest); size > smallestSize; size -= 1) {
    context.font = `${size}px ${fontList}`;
    const lines = wrap(context, text, room.width);
    if (lines && lines.length * size * leading <= room.height + size * (leading - 1))
      return { size, lines, lineHeight: size * leading };
  }
  context.font = `${smallestSize}px ${fontList}`;
  const lines = wrap(context, text, room.width) ?? [text];
  return { size: smallestSize, lines, lineHeight: smallestSize * leading };
}
