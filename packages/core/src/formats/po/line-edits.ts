// Rebuilding rewrites a few line ranges of the original file and copies every other line as it was.

export interface LineEdit {
  /** First line replaced. */
  start: number;
  /** First line kept after the replaced ones; equal to `start` for an insertion. */
  end: number;
  /** Complete lines, with their line endings. */
  replacement: string[];
}

export function applyLineEdits(lines: readonly string[], edits: readonly LineEdit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  const output: string[] = [];
  let next = 0;
  for (const edit of sorted) {
    output.push(...lines.slice(next, edit.start), ...keepMissingFinalNewline(lines, edit));
    next = Math.max(next, edit.end);
  }
  output.push(...lines.slice(next));
  return output.join('');
}

/** A file that did not end with a line break still does not when its last lines are rewritten. */
function keepMissingFinalNewline(lines: readonly string[], edit: LineEdit): string[] {
  const last = lines.at(-1);
  if (edit.end !== lines.length || last === undefined || last.endsWith('\n')) return edit.replacement;
  return edit.replacement.map((line, index) =>
    index === edit.replacement.length - 1 ? line.replace(/\r?\n$/, '') : line,
  );
}

/** The line ending a line uses, or `fallback` for the last line of a file without a final newline. */
export function lineEndingOf(line: string | undefined, fallback = '\n'): string {
  if (line?.endsWith('\r\n')) return '\r\n';
  if (line?.endsWith('\n')) return '\n';
  return fallback;
}
