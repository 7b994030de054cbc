// The unit of text a format hands to an engine. Inline markup inside it (a bold word, a link, a line
// break, a variable) is written as placeholders the engine must carry: `<g1>…</g1>` around text,
// `<x2/>` standing alone. Each format keeps what a placeholder stands for in its skeleton.

/** Where a segment stands in its document, so engines that read context (LLMs) translate it in place. */
export interface SegmentContext {
  documentTitle?: string;
  /** The nearest heading above the segment. */
  heading?: string;
  /** The page it is on, from 1, in documents made of pages (PDF). */
  page?: number;
  previous?: string;
  next?: string;
  /**
   * What tells this text apart from the same words elsewhere in the file (a PO `msgctxt`: a "File" menu,
   * a "file" noun). The same text under two of these is translated twice, and remembered apart.
   */
  disambiguation?: string;
  /** What the file's author wrote for translators (an XLIFF `<note>`), passed to engines that read context. */
  note?: string;
}

export interface Segment {
  /** Stable within one document, so a translation can be put back where its source came from. */
  id: string;
  /** Source text, with placeholders for inline markup. */
  text: string;
  context?: SegmentContext;
}
