// The edits of a story's translated paragraphs, gathered deepest first: a paragraph holding a table
// is written after the table's cells, and asks for the cells' edits that fall inside the table.
import type { TextEdit } from '../source-positions/text-edits';

/** Edits not inside another one: an outer paragraph's rewrite already holds its table's edits. */
function outermost(edits: readonly TextEdit[]): TextEdit[] {
  const sorted = [...edits].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: TextEdit[] = [];
  for (const edit of sorted) {
    const last = kept.at(-1);
    if (!last || edit.start >= last.end) kept.push(edit);
  }
  return kept;
}

/** The index of the first edit starting at or after `offset` in edits sorted by start. */
function firstFrom(edits: readonly TextEdit[], offset: number): number {
  let low = 0;
  let high = edits.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((edits[middle]?.start ?? 0) < offset) low = middle + 1;
    else high = middle;
  }
  return low;
}

export class NestedEdits {
  private readonly added: TextEdit[] = [];
  /** The outermost of the edits of deeper levels, sorted: what a table at the current level holds. */
  private settled: TextEdit[] = [];

  add(edit: TextEdit): void {
    this.added.push(edit);
  }

  /** Called when the paragraphs of one nesting level are written, before the level above. */
  settle(): void {
    this.settled = outermost(this.added);
  }

  within(start: number, end: number): TextEdit[] {
    const inside: TextEdit[] = [];
    for (let index = firstFrom(this.settled, start); index < this.settled.length; index += 1) {
      const edit = this.settled[index];
      if (!edit || edit.start >= end) break;
      if (edit.end <= end) inside.push(edit);
    }
    return inside;
  }

  all(): TextEdit[] {
    return outermost(this.added);
  }
}
