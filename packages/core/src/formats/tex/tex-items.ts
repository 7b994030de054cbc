// What a run of LaTeX prose is made of, as offsets into the source so that anything Verso does not
// translate is written back exactly as it was.

interface SourceSpan {
  start: number;
  end: number;
}

export type InlineItem =
  /** Words; `text` is what they read as (`50\%` reads `50%`, `caf\'e` reads `café`). */
  | (SourceSpan & { kind: 'text'; text: string })
  | (SourceSpan & { kind: 'space' })
  /** A command with its arguments, math, a comment, `~`, `&`: one placeholder, kept as written. */
  | (SourceSpan & { kind: 'markup' })
  /** `\emph{` or `{`, and the `}` that ends it: a placeholder pair around styled text. */
  | (SourceSpan & { kind: 'open' })
  | (SourceSpan & { kind: 'close' })
  /** `\footnote{…}`: its text is a segment of its own, the footnote a placeholder in the sentence. */
  | (SourceSpan & { kind: 'footnote'; items: InlineItem[]; innerStart: number; innerEnd: number });

/** A stretch of the file: kept as written (`raw`), or prose to translate. */
export type TexPiece =
  | (SourceSpan & { kind: 'raw' })
  | (SourceSpan & { kind: 'prose'; items: InlineItem[]; role: 'paragraph' | 'heading' | 'title' });
