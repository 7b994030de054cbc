// A large file's lines as two arrays of offsets instead of one object per line: locating a long SRT
// file's cues then makes no per-line garbage, and a line's text is cut out only when it is looked at.

export interface LineSpans {
  /** Where each line starts. */
  starts: number[];
  /** Where each line's content ends (before `\r\n` or `\n`). */
  ends: number[];
}

/** The same lines as `textLines` gives: split at `\r\n` or `\n`, the last one running to the end. */
export function lineSpans(text: string): LineSpans {
  const starts: number[] = [];
  const ends: number[] = [];
  let start = 0;
  for (let newline = text.indexOf('\n'); newline !== -1; newline = text.indexOf('\n', start)) {
    starts.push(start);
    ends.push(newline > start && text.charCodeAt(newline - 1) === 13 ? newline - 1 : newline);
    start = newline + 1;
  }
  starts.push(start);
  ends.push(text.length);
  return { starts, ends };
}
