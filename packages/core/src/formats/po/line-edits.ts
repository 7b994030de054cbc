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

/** The order edits are applied in: by first line, an insertion before a replacement starting there. */
export function compareEdits(a: LineEdit, b: LineEdit): number {
  return a.start - b.start || a.end - b.end;
}

/** Pieces are joined a few hundred at a time, so they are garbage long before the whole file is written. */
const piecesPerChunk = 512;

/**
 * Writes the file while edits arrive in line order, so a large catalogue's edits need not all be
 * held (and copied by the garbage collector) before the first line is written.
 */
export class LineEditWriter {
  private next = 0;
  private previous: LineEdit | undefined;
  private readonly chunks: string[] = [];
  private pieces: string[] = [];

  constructor(private readonly lines: PoLines) {}

  /** Applies `edit`; false (and nothing written) when it comes before the previous edit. */
  write(edit: LineEdit): boolean {
    if (this.previous && compareEdits(edit, this.previous) < 0) return false;
    this.previous = edit;
    // The kept lines between two edits are one slice of the original text.
    if (edit.start > this.next) this.add(lineRun(this.lines, this.next, Math.min(edit.start, this.count)));
    for (const line of keepMissingFinalNewline(this.lines, edit)) this.add(line);
    this.next = Math.max(this.next, edit.end);
    return true;
  }

  finish(): string {
    if (this.next < this.count) this.add(lineRun(this.lines, this.next, this.count));
    this.chunks.push(this.pieces.join(''));
    return this.chunks.join('');
  }

  private get count(): number {
    return lineCount(this.lines);
  }

  private add(piece: string): void {
    this.pieces.push(piece);
    if (this.pieces.length < piecesPerChunk) return;
    this.chunks.push(this.pieces.join(''));
    this.pieces = [];
  }
}

export function applyLineEdits(lines: PoLines, edits: readonly LineEdit[]): string {
  const writer = new LineEditWriter(lines);
  for (const edit of [...edits].sort(compareEdits)) writer.write(edit);
  return writer.finish();
}

/** A file that did not end with a line break still does not when its last lines are rewritten. */
function keepMissingFinalNewline(lines: PoLines, edit: LineEdit): string[] {
  if (edit.end !== lineCount(lines) || endsWithNewline(lines)) return edit.replacement;
  return edit.replacement.map((line, index) =>
    index === edit.replacement.length - 1 ? line.replace(/\r?\n$/, '') : line,
  );
}
