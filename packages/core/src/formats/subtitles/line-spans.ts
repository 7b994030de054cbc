// A large file's lines as two arrays of offsets instead of one object per line: locating a long SRT
// file's cues then makes no per-line garbage, and a line's text is cut out only when it is looked at.

export interface LineSpans {
  /** Where each line starts. */
  starts: Int32Array;
  /** Where each line's content ends (before `\r\n` or `\n`). */
  ends: Int32Array;
}

function countLines(text: string): number {
  let count = 1;
  for (let newline = text.indexOf('\n'); newline !== -1; newline = text.indexOf('\n', newline + 1))
    count += 1;
  return count;
}

/**
 * The same lines as `textLines` gives: split at `\r\n` or `\n`, the last one running to the end.
 * Typed arrays sized by a first count: no regrowth, and nothing for the garbage collector to scan.
 */
export function lineSpans(text: string): LineSpans {
  const count = countLines(text);
  const starts = new Int32Array(count);
  const ends = new Int32Array(count);
  let start = 0;
  for (let line = 0; line < count - 1; line += 1) {
    const newline = text.indexOf('\n', start);
    starts[line] = start;
    ends[line] = newline > start && text.charCodeAt(newline - 1) === 13 ? newline - 1 : newline;
    start = newline + 1;
  }
  starts[count - 1] = start;
  ends[count - 1] = text.length;
  return { starts, ends };
}
