// Subtitle files are read line by line; each line knows where its content ends and where the next
// line starts, so a cue's text can be cut out of the file without touching its line endings.

export interface TextLine {
  /** The line without its line ending. */
  content: string;
  start: number;
  /** Where the content ends (before `\r\n` or `\n`). */
  end: number;
  /** 1-based, for error messages. */
  number: number;
}

export function textLines(text: string): TextLine[] {
  const lines: TextLine[] = [];
  let start = 0;
  for (const match of text.matchAll(/\r?\n|$/g)) {
    const end = match.index;
    lines.push({ content: text.slice(start, end), start, end, number: lines.length + 1 });
    if (match[0] === '') break;
    start = end + match[0].length;
  }
  return lines;
}

export const isBlank = (line: TextLine | undefined): boolean =>
  line !== undefined && line.content.trim() === '';

/** The line ending the file mostly uses, for lines Verso adds (a bilingual cue's translation). */
export function lineEndingOf(text: string): string {
  return text.includes('\r\n') ? '\r\n' : '\n';
}
