// A PO file's lines as offsets into its text rather than one string per line: a large catalogue then
// costs one number per line, and rebuilding copies each unchanged run of lines as a single slice.

export interface PoLines {
  text: string;
  /** Where each line starts, followed by the text's length (where the last line ends). */
  starts: Int32Array;
}

/** Where each line after the first starts: after every `\n` but a final one. */
function forEachLineStart(text: string, visit: (start: number) => void): void {
  for (let newline = text.indexOf('\n'); newline !== -1; newline = text.indexOf('\n', newline + 1))
    if (newline + 1 < text.length) visit(newline + 1);
}

/**
 * The lines `text.split(/(?<=\n)/)` would give: each keeps its line ending; an empty text has one.
 * A typed array sized by a first count: no regrowth, and nothing for the garbage collector to scan.
 */
export function indexLines(text: string): PoLines {
  let count = 1;
  forEachLineStart(text, () => {
    count += 1;
  });
  const starts = new Int32Array(count + 1);
  let line = 1;
  forEachLineStart(text, (start) => {
    starts[line++] = start;
  });
  starts[count] = text.length;
  return { text, starts };
}

export function lineCount(lines: PoLines): number {
  return lines.starts.length - 1;
}

function lineStart(lines: PoLines, index: number): number {
  return lines.starts[index] ?? lines.text.length;
}

/** Line `index` with its line ending. */
export function lineText(lines: PoLines, index: number): string {
  return lines.text.slice(lineStart(lines, index), lineStart(lines, index + 1));
}

/** Line `index` without its line ending (`\n` or `\r\n`). */
export function lineContent(lines: PoLines, index: number): string {
  const { text } = lines;
  const start = lineStart(lines, index);
  let end = lineStart(lines, index + 1);
  if (end > start && text.charCodeAt(end - 1) === 10) {
    end -= 1;
    if (end > start && text.charCodeAt(end - 1) === 13) end -= 1;
  }
  return text.slice(start, end);
}

/** The lines `start` to `end` (excluded) as they are in the file. */
export function lineRun(lines: PoLines, start: number, end: number): string {
  return lines.text.slice(lineStart(lines, start), lineStart(lines, end));
}

/** Whether the file's last line ends with a line break. */
export function endsWithNewline(lines: PoLines): boolean {
  return lines.text.endsWith('\n');
}

/** The line ending line `index` uses, or `fallback` for a last line without one (or no such line). */
export function lineEndingAt(lines: PoLines, index: number, fallback = '\n'): string {
  if (index >= lineCount(lines)) return fallback;
  const start = lineStart(lines, index);
  const end = lineStart(lines, index + 1);
  if (end === start || lines.text.charCodeAt(end - 1) !== 10) return fallback;
  return end - 2 >= start && lines.text.charCodeAt(end - 2) === 13 ? '\r\n' : '\n';
}
