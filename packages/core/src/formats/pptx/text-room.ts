// Whether translated text still fits its shape at full size, estimated from average glyph widths:
// a title that grew from "Goals" to "Objetivos" fits easily and should keep its size. The estimate
// leans towards "does not fit" (wide glyphs, wasted line ends, a margin), since text that overflows
// is worse than text a little smaller than it had to be.

export interface TextRoom {
  /** Inside the shape's insets, in points. */
  width: number;
  height: number;
  /** The text's size in points. */
  fontSize: number;
  /** False for `wrap="none"`: each paragraph is one line, however long. */
  wraps: boolean;
}

/** Average advance of a Latin glyph, in ems, a little above Calibri's and Arial's. */
const latinWidth = 0.6;
/** CJK ideographs, kana, Hangul and full-width forms are one em wide. */
const wideCharacter = /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uff60]/u;
const lineHeight = 1.2;
/** Words do not end where lines end: part of every wrapped line stays empty. */
const wrapWaste = 1.15;
const usableHeight = 0.9;

function textWidth(text: string, fontSize: number): number {
  let ems = 0;
  for (const character of text) ems += wideCharacter.test(character) ? 1 : latinWidth;
  return ems * fontSize * wrapWaste;
}

/** Lines the paragraphs take in the room: each paragraph at least one, wrapped where it is wider. */
function linesNeeded(room: TextRoom, paragraphs: readonly string[]): number {
  return paragraphs.reduce(
    (lines, text) => lines + Math.max(1, Math.ceil(textWidth(text, room.fontSize) / room.width)),
    0,
  );
}

export function fitsInRoom(room: TextRoom, paragraphs: readonly string[]): boolean {
  if (room.width <= 0 || room.height <= 0) return false;
  if (!room.wraps && paragraphs.some((text) => textWidth(text, room.fontSize) > room.width)) return false;
  return linesNeeded(room, paragraphs) * room.fontSize * lineHeight <= room.height * usableHeight;
}
