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
  // Lines are pushed one by one: spreading slices of a large file would copy each run twice.
  for (const edit of sorted) {
    for (let line = next; line < edit.start; line += 1) output.push(lines[line] as string);
    for (const line of keepMissingFinalNewline(lines, edit)) output.push(line);
    next = Math.max(next, edit.end);
  }
  for (let line = next; line < lines.length; line += 1) output.push(lines[line] as string);
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
