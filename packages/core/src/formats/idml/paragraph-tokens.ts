// The markup `runParagraph` carries for an IDML paragraph is a token per code and wrapper, not XML:
// which XML a code or a run becomes depends on where the paragraph's translation lands (inside one
// CharacterStyleRange, or as ranges of its own) and, for a table, on its translated cells. Tokens
// are NUL-delimited, a character no XML text can hold, so they never collide with the text.

/** Something kept exactly as written, in the formatting (`style`) of the range it was in. */
export type StoryCode =
  /** An element (a table, a note, an anchored frame, a variable); `holdsFlows` when its text is translated. */
  | { kind: 'element'; start: number; end: number; style: string; holdsFlows: boolean }
  /** A processing instruction inside Content (`<?ACE 18?>`, the page number). */
  | { kind: 'instruction'; start: number; end: number; style: string }
  /** A tab, forced line break or anchor marker inside Content. */
  | { kind: 'character'; value: string; style: string };

/** An element around text: a hyperlink source, an XML tag, a tracked insertion. */
export interface StoryWrapper {
  /** Its open tag (with its Properties) and its close tag, as written. */
  open: string;
  close: string;
  /** Whether it sat inside a CharacterStyleRange, where it may go back when its text has one formatting. */
  insideRange: boolean;
}

export type ParagraphToken =
  | { kind: 'text'; index: number }
  | { kind: 'code'; index: number }
  | { kind: 'open'; index: number }
  | { kind: 'close'; index: number };

const mark = '\u0000';
const kinds: Record<string, ParagraphToken['kind']> = { t: 'text', c: 'code', o: 'open', e: 'close' };

export const textToken = (index: number) => `${mark}t${index}${mark}`;
export const codeToken = (index: number) => `${mark}c${index}${mark}`;
export const wrapperTokens = (index: number) => ({
  open: `${mark}o${index}${mark}`,
  close: `${mark}e${index}${mark}`,
});

/** The tokens of a rendered paragraph, in order. */
export function readTokens(rendered: string): ParagraphToken[] {
  return rendered
    .split(mark)
    .filter((piece) => piece !== '')
    .map((piece) => {
      const kind = kinds[piece[0] ?? ''];
      if (!kind) throw new Error(`Unexpected text between IDML paragraph tokens: ${JSON.stringify(piece)}`);
      return { kind, index: Number(piece.slice(1)) };
    });
}
