// Tables drawn without rules (LibreOffice's and Word's default tables): MuPDF reads a row's cells as
// one line wherever they stand close ("Monday to Friday 9:00 to 13:00"). Rows of several pieces that
// follow each other with their pieces starting at the same x are a table; each column's left edge
// splits the lines that cross it, and the gutter before it becomes an invisible rule, so every cell
// is a paragraph of its own whose translation stays in its column (paragraphs.ts reads rules).

import { isListMarker } from './list-markers';
import type { Box } from './page-model';

/** A character with where it is drawn across the line. */
export interface PlacedChar {
  text: string;
  x0: number;
  x1: number;
}

export interface PlacedLine<C extends PlacedChar> {
  box: Box;
  baseline: number;
  chars: C[];
}

const lineHeight = (line: PlacedLine<PlacedChar>) => line.box[3] - line.box[1];
const inked = <C extends PlacedChar>(chars: readonly C[]) => chars.filter((char) => char.text.trim() !== '');
const textOf = (line: PlacedLine<PlacedChar>) => line.chars.map((char) => char.text).join('');

/** Lines on one baseline, left to right. */
function rowsOf<L extends PlacedLine<PlacedChar>>(lines: readonly L[]): L[][] {
  const rows: L[][] = [];
  for (const line of [...lines].sort((a, b) => a.baseline - b.baseline || a.box[0] - b.box[0])) {
    const row = rows.at(-1);
    const first = row?.[0];
    if (row && first && Math.abs(first.baseline - line.baseline) < lineHeight(first) * 0.2) row.push(line);
    else rows.push([line]);
  }
  return rows;
}

/**
 * A cell holds a word or a number of two characters at least: a formula's letters ("t" over "r") and
 * a list's marker beside its item are not a table's cells.
 */
const isCell = (line: PlacedLine<PlacedChar>) =>
  /[\p{L}\p{N}]{2}/u.test(textOf(line)) && !isListMarker(textOf(line));

/** A row of a table has two cells at least. */
const isTableRow = (row: readonly PlacedLine<PlacedChar>[]) => row.filter(isCell).length >= 2;

/** Runs of table rows following each other at no more than two and a half line heights. */
function tablesOf<L extends PlacedLine<PlacedChar>>(rows: readonly L[][]): L[][][] {
  const tables: L[][][] = [];
  let current: L[][] = [];
  for (const row of rows) {
    const previous = current.at(-1)?.[0];
    const first = row[0] as L;
    const follows = previous && first.baseline - previous.baseline <= lineHeight(previous) * 2.5;
    if (!isTableRow(row) || !follows) {
      if (current.length >= 2) tables.push(current);
      current = [];
    }
    if (isTableRow(row)) current.push(row);
  }
  if (current.length >= 2) tables.push(current);
  return tables;
}

/** True when a character is drawn across x: the row's text runs through, so no column starts there. */
const crosses = (row: readonly PlacedLine<PlacedChar>[], x: number) =>
  row.some((line) => inked(line.chars).some((char) => char.x0 < x - 0.5 && char.x1 > x + 0.5));

/** Where the table's inner columns start: where pieces of two rows start and no row runs through. */
function columnStarts(table: readonly PlacedLine<PlacedChar>[][]): number[] {
  const left = Math.min(...table.flat().map((line) => line.box[0]));
  const starts = table.flatMap((row) => row.flatMap((line) => inked(line.chars).map((char) => char.x0)));
  const pieceStarts = table.map((row) => row.map((line) => line.box[0]));
  const candidates = [...new Set(pieceStarts.flat())].filter((x) => x > left + 1).sort((a, b) => a - b);
  const shared = candidates.filter(
    (x) => table.filter((row) => row.some((start) => Math.abs(start.box[0] - x) < 1)).length >= 2,
  );
  // Each column once, at its leftmost start; a row may still reach it through a word starting there.
  return shared
    .filter((x, index) => index === 0 || x - (shared[index - 1] ?? 0) >= 1)
    .filter((x) => !table.some((row) => crosses(row, x)) && starts.some((start) => Math.abs(start - x) < 1));
}

/** A line cut at each column start where one of its words begins after a space. */
function splitAtColumns<C extends PlacedChar, L extends PlacedLine<C>>(line: L, columns: number[]): L[] {
  const cuts = line.chars.flatMap((char, index) => {
    const before = line.chars[index - 1];
    const atColumn = columns.some((x) => Math.abs(char.x0 - x) < 1);
    return index > 0 && atColumn && before?.text.trim() === '' && char.text.trim() !== '' ? [index] : [];
  });
  return [0, ...cuts].flatMap((from, cut) => {
    const to = cuts[cut];
    const cell = line.chars.slice(from, to ?? line.chars.length);
    const ink = inked(cell);
    if (ink.length === 0) return [];
    // The spaces before the next cell belong to neither.
    const chars = to === undefined ? cell : cell.slice(0, cell.lastIndexOf(ink.at(-1) as C) + 1);
    const [x0, x1] = [ink[0]?.x0 ?? line.box[0], ink.at(-1)?.x1 ?? line.box[2]];
    return [{ ...line, box: [x0, line.box[1], x1, line.box[3]] as Box, chars }];
  });
}

/** An invisible vertical rule halfway between a column's start and the text left of it. */
function gutterBefore(table: readonly PlacedLine<PlacedChar>[][], x: number): Box {
  const lines = table.flat();
  const leftOfIt = lines.flatMap((line) => inked(line.chars).filter((char) => char.x1 <= x + 0.5));
  const middle = (Math.max(...leftOfIt.map((char) => char.x1)) + x) / 2;
  const [top, bottom] = [
    Math.min(...lines.map((line) => line.box[1])),
    Math.max(...lines.map((line) => line.box[3])),
  ];
  return [middle, top, middle, bottom];
}

export interface TableCells<L> {
  /** Each line, or its cells when it crosses a column. */
  cellsOf: (line: L) => L[];
  /** The gutters between the columns, as rules. */
  gutters: Box[];
}

/** The page's tables without rules: their columns' gutters, and how each line splits into cells. */
export function tableCells<C extends PlacedChar, L extends PlacedLine<C>>(
  lines: readonly L[],
): TableCells<L> {
  const splits = new Map<L, number[]>();
  const gutters: Box[] = [];
  for (const table of tablesOf(rowsOf(lines))) {
    const columns = columnStarts(table);
    for (const line of table.flat()) splits.set(line, columns);
    gutters.push(...columns.map((x) => gutterBefore(table, x)));
  }
  return {
    cellsOf: (line) => {
      const columns = splits.get(line);
      return columns?.length ? splitAtColumns<C, L>(line, columns) : [line];
    },
    gutters,
  };
}
