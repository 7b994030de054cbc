// The shape of the bubble a text sits in, row by row: how far the background reaches left and right of
// the text at each height, up to the bubble's outline. Lines set in it follow the outline (fit-text.ts)
// instead of the largest rectangle inside it, which leaves a round bubble's widest rows half empty.
import type { Box, Rgb } from '../ocr/geometry';
import type { RgbImage } from '../ocr/scan-colours';
import type { TextRoom } from './fit-text';
import { isInColour } from './flat-background';
import type { EnclosedArea } from './vertical-bubbles';

/** Kept clear of the outline: this share of the bubble's smaller side, and at least `leastMargin` px. */
const marginShare = 0.07;
const leastMargin = 6;

type Step = readonly [dx: -1 | 0 | 1, dy: -1 | 0 | 1];

/** From (x, y) along `step` while the pixels are the background: how far it went, in pixels. */
function reach(image: RgbImage, x: number, y: number, [dx, dy]: Step, colour: readonly number[]): number {
  let distance = 0;
  for (;;) {
    const [nextX, nextY] = [x + dx * (distance + 1), y + dy * (distance + 1)];
    if (nextX < 0 || nextY < 0 || nextX >= image.width || nextY >= image.height) return distance;
    if (!isInColour(image, nextX, nextY, colour)) return distance;
    distance += 1;
  }
}

/** The bubble's width across the middle of the text. */
function widestRow(image: RgbImage, box: Box, colour: readonly number[]): number {
  const y = Math.round((box[1] + box[3]) / 2);
  const [left, right] = [Math.floor(box[0]) - 3, Math.ceil(box[2]) + 3];
  if (y < 0 || y >= image.height || left < 0 || right >= image.width) return right - left;
  return right - left + reach(image, left, y, [-1, 0], colour) + reach(image, right, y, [1, 0], colour);
}

/**
 * The room for a text in a bubble: `room` (the rectangle grown to the outline, flat-background.ts) as
 * tall as the bubble is above and below the text, each row as wide as the bubble is there — never
 * narrower than `room`, which is known clear.
 */
export function bubbleRoom(image: RgbImage, box: Box, room: Box, background: Rgb): TextRoom {
  const colour = background.map((value) => value * 255);
  const column = Math.min(image.width - 1, Math.max(0, Math.round((box[0] + box[2]) / 2)));
  const [textTop, textBottom] = [Math.floor(box[1]), Math.ceil(box[3])];
  const above = Math.max(0, textTop - 1);
  const below = Math.min(image.height - 1, textBottom);
  const [up, down] = [
    reach(image, column, above, [0, -1], colour),
    reach(image, column, below, [0, 1], colour),
  ];
  const bubbleHeight = below + down - (above - up);
  const margin = Math.max(leastMargin, marginShare * Math.min(bubbleHeight, widestRow(image, box, colour)));
  const top = Math.min(room[1], above - up + margin);
  const bottom = Math.max(room[3], below + down - margin);
  const spanOfRow = (y: number): [number, number] => {
    // Rows across the letters are measured from just outside them; the others from the middle.
    const crossesText = y >= textTop && y < textBottom;
    const [left, right] = crossesText ? [Math.floor(box[0]) - 3, Math.ceil(box[2]) + 3] : [column, column];
    const clear = (x: number) => x >= 0 && x < image.width && isInColour(image, x, y, colour);
    const reached: [number, number] =
      clear(left) && clear(right)
        ? [
            left - reach(image, left, y, [-1, 0], colour) + margin,
            right + reach(image, right, y, [1, 0], colour) - margin,
          ]
        : [column, column];
    const inRoom = y >= room[1] && y < room[3];
    return inRoom ? [Math.min(reached[0], room[0]), Math.max(reached[1], room[2])] : reached;
  };
  const firstRow = Math.max(0, Math.floor(top));
  const spans = Array.from({ length: Math.max(0, Math.ceil(bottom) - firstRow) }, (_, index) =>
    spanOfRow(firstRow + index),
  );
  return {
    box: [room[0], top, room[2], bottom],
    spanAt(lineTop, lineBottom) {
      const rows = spans.slice(Math.max(0, Math.floor(lineTop) - firstRow), Math.ceil(lineBottom) - firstRow);
      if (rows.length === 0) return [column, column];
      // The narrowest row of the line: no letter may cross the outline.
      return [Math.max(...rows.map(([left]) => left)), Math.min(...rows.map(([, right]) => right))];
    },
  };
}

/**
 * The room for a text in a bubble known by its inside (an ink outline around screentone or a tint,
 * ink-bubbles.ts): each row as wide as the inside is there, kept clear of the outline as above, never
 * narrower than `room` (the text's own box, known clear).
 */
export function enclosedRoom({ box: inside, rows }: EnclosedArea, room: Box): TextRoom {
  const margin = Math.max(leastMargin, marginShare * Math.min(inside[2] - inside[0], inside[3] - inside[1]));
  const column = Math.round((room[0] + room[2]) / 2);
  const spanOfRow = (y: number): [number, number] => {
    const [left, right] = rows.get(y) ?? [column, column];
    const reached: [number, number] = [left + margin, right + 1 - margin];
    const inRoom = y >= room[1] && y < room[3];
    return inRoom ? [Math.min(reached[0], room[0]), Math.max(reached[1], room[2])] : reached;
  };
  return {
    box: [
      Math.min(room[0], inside[0] + margin),
      Math.min(room[1], inside[1] + margin),
      Math.max(room[2], inside[2] - margin),
      Math.max(room[3], inside[3] - margin),
    ],
    spanAt(lineTop, lineBottom) {
      const spans = [];
      for (let y = Math.floor(lineTop); y < Math.ceil(lineBottom); y++) spans.push(spanOfRow(y));
      if (spans.length === 0) return [column, column];
      // The narrowest row of the line: no letter may cross the outline.
      return [Math.max(...spans.map(([left]) => left)), Math.min(...spans.map(([, right]) => right))];
    },
  };
}
