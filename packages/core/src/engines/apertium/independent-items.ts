// A text that is only a list of tagged items side by side — links separated by line breaks, say
// `<g1>Top of this Page</g1><x2/><g3>Sample Document</g3>` — is several texts to Apertium. Sent as one, the
// tagger and transfer read across the breaks ("Page Sample Document" became one noun phrase), moved words
// from one link into another, and the links came back nested inside each other. Each item is translated on
// its own instead; the markup between items stays as it was.

const placeholder = /<(\/?)g(\d+)>|<x\d+\/>/g;

export interface TextPiece {
  text: string;
  /** True for an item to translate, false for the markup and spaces between items. */
  translate: boolean;
}

/** Cuts at each standalone tag outside every pair; undefined when a tag does not balance. */
function topLevelPieces(text: string): string[] | undefined {
  const pieces: string[] = [];
  const open: string[] = [];
  let start = 0;
  for (const match of text.matchAll(placeholder)) {
    const [tag, closing, id] = match;
    const at = match.index ?? 0;
    if (id === undefined) {
      if (open.length > 0) continue;
      pieces.push(text.slice(start, at), tag);
      start = at + tag.length;
    } else if (closing) {
      if (open.pop() !== id) return undefined;
    } else {
      open.push(id);
    }
  }
  if (open.length > 0) return undefined;
  pieces.push(text.slice(start));
  return pieces;
}

/** One pair around the whole piece, spaces aside: `<g3>Sample Document</g3>`. */
function isOneItem(piece: string): boolean {
  const match = /^\s*<g(\d+)>([\s\S]*)<\/g\1>\s*$/.exec(piece);
  return match !== null && !new RegExp(`</?g${match[1]}>`).test(match[2] ?? '');
}

/**
 * The pieces of `text` when it is two or more tagged items separated by standalone tags and nothing else;
 * otherwise the whole text as one piece to translate.
 */
export function independentItems(text: string): TextPiece[] {
  const pieces = topLevelPieces(text);
  const whole = [{ text, translate: true }];
  if (!pieces) return whole;
  const between = (piece: string, index: number) => index % 2 === 1 || piece.trim() === '';
  const items = pieces.filter((piece, index) => !between(piece, index));
  if (items.length < 2 || !items.every(isOneItem)) return whole;
  return pieces.flatMap((piece, index) =>
    piece === '' ? [] : [{ text: piece, translate: !between(piece, index) }],
  );
}
