// A translation into Japanese or Chinese set in columns, as the original was lettered: characters top to
// bottom, columns from the right, the largest size at which every column fits the room. Marks that lie
// along the line (ー, brackets, dashes, Latin letters) are turned a quarter, and the small 、。 sit in the
// top right of their cell, as vertical typesetting has them.
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Box } from '../ocr/geometry';

/** Languages whose comics are lettered in columns: a vertical original is translated into columns. */
const verticalLanguages = new Set(['ja', 'zh', 'zh-TW', 'zh-HK']);

export const writtenVertically = (language: string) => verticalLanguages.has(language);

const turned = /[ー－〜～…‥（）()「」『』【】〈〉《》［］[\]—―\-:;A-Za-z0-9]/u;
const smallCorner = /[、。，．,.]/u;

/** Each cell is a character's size and a little air; columns stand a third of a character apart. */
const cellShare = 1.08;
const columnShare = 1.35;

interface ColumnLayout {
  size: number;
  perColumn: number;
}

/** The largest size, no larger than `largest`, at which `count` characters fill columns inside `room`. */
function columnLayout(count: number, [x0, y0, x1, y1]: Box, largest: number): ColumnLayout {
  for (let size = Math.floor(largest); size > 6; size--) {
    const perColumn = Math.floor((y1 - y0) / (size * cellShare));
    if (perColumn < 1) continue;
    const columns = Math.ceil(count / perColumn);
    if (columns * size * columnShare <= x1 - x0) return { size, perColumn };
  }
  return { size: 6, perColumn: Math.max(1, Math.floor((y1 - y0) / (6 * cellShare))) };
}

function drawCharacter(
  context: SKRSContext2D,
  character: string,
  x: number,
  y: number,
  size: number,
  outline: boolean,
) {
  context.save();
  context.translate(x, y);
  if (turned.test(character)) context.rotate(Math.PI / 2);
  if (smallCorner.test(character)) context.translate(size * 0.3, -size * 0.3);
  if (outline) context.strokeText(character, 0, 0);
  context.fillText(character, 0, 0);
  context.restore();
}

/**
 * Sets `text` in columns inside `room`, the block centred; the context's font family, colours and
 * outline width are the caller's. Returns the size it was set at.
 */
export function setInColumns(
  context: SKRSContext2D,
  text: string,
  room: Box,
  largest: number,
  fontList: string,
  outline: boolean,
): number {
  const characters = [...text.replace(/\s+/gu, '')];
  const { size, perColumn } = columnLayout(characters.length, room, largest);
  const columns = Math.ceil(characters.length / perColumn);
  const pitch = size * columnShare;
  const cell = size * cellShare;
  const rows = Math.min(perColumn, characters.length);
  const right = (room[0] + room[2]) / 2 + ((columns - 1) * pitch) / 2;
  const top = (room[1] + room[3]) / 2 - (rows * cell) / 2 + cell / 2;
  context.font = `${size}px ${fontList}`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  characters.forEach((character, index) => {
    const [column, row] = [Math.floor(index / perColumn), index % perColumn];
    drawCharacter(context, character, right - column * pitch, top + row * cell, size, outline);
  });
  return size;
}
