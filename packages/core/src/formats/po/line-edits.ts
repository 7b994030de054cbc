// Rebuilding rewrites a few line ranges of the original file and copies every other line as it was.
import { endsWithNewline, lineCount, lineRun, type PoLines } from './po-lines';

export interface LineEdit {
  /** First line replaced. */
  start: number;
  /** First line kept after the replaced ones; equal to `start` for an insertion. */
  end: number;
  /** Complete lines, with their line endings. */
  replacement: string[];
}

export function applyLineEdits(lines: PoLines, edits: readonly LineEdit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  const count = lineCount(lines);
  const output: string[] = [];
  let next = 0;
  for (const edit of sorted) {
    // The kept lines between two edits are one slice of the original text.
    if (edit.start > next) output.push(lineRun(lines, next, Math.min(edit.start, count)));
    for (const line of keepMissingFinalNewline(lines, edit)) output.push(line);
    next = Math.max(next, edit.end);
  }
  if (next < count) output.push(lineRun(lines, next, count));
  return output.join('');
}

/** A file that did not end with a line break still does not when its last lines are rewritten. */
function keepMissingFinalNewline(lines: PoLines, edit: LineEdit): string[] {
  if (edit.end !== lineCount(lines) || endsWithNewline(lines)) return edit.replacement;
  return edit.replacement.map((line, index) =>
    index === edit.replacement.length - 1 ? line.replace(/\r?\n$/, '') : line,
  );
}
