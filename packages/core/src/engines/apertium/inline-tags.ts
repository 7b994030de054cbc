// The segment model's placeholders as Apertium has to see them. A pair `<g1>…</g1>` around words rides
// on those words (as word-bound blanks), so it follows them through reordering; everything that has no
// word to ride on stays in place as verbatim markup: a standalone `<x2/>`, a pair around nothing but
// spaces (`<g1></g1>`, which Apertium would drop), and a tag whose partner is missing.

export type InlineToken =
  | { kind: 'text'; text: string }
  | { kind: 'open'; id: string }
  | { kind: 'close' }
  | { kind: 'standalone'; markup: string };

interface Tag {
  markup: string;
  /** The number of a `<gN>` or `</gN>`; undefined for `<xN/>`. */
  pairId?: string;
  closing: boolean;
}

type Piece = { text: string } | Tag;

const placeholderTag = /<(\/?)g(\d+)>|<x\d+\/>/g;

function splitAtTags(text: string): Piece[] {
  const pieces: Piece[] = [];
  let position = 0;
  for (const match of text.matchAll(placeholderTag)) {
    const start = match.index ?? 0;
    if (start > position) pieces.push({ text: text.slice(position, start) });
    pieces.push({ markup: match[0], pairId: match[2], closing: match[1] === '/' });
    position = start + match[0].length;
  }
  if (position < text.length) pieces.push({ text: text.slice(position) });
  return pieces;
}

function pairIdAt(pieces: readonly Piece[], index: number): string | undefined {
  const piece = pieces[index];
  return piece && 'pairId' in piece ? piece.pairId : undefined;
}

/** The index of each opening tag's closing partner. A tag left without one is read as standalone. */
function partnersOf(pieces: readonly Piece[]): Map<number, number> {
  const partners = new Map<number, number>();
  const open: number[] = [];
  pieces.forEach((piece, index) => {
    if (!('markup' in piece) || piece.pairId === undefined) return;
    if (!piece.closing) {
      open.push(index);
      return;
    }
    // A close that skips over inner opens leaves those inner opens without a partner.
    const match = open.findLastIndex((opener) => pairIdAt(pieces, opener) === piece.pairId);
    if (match === -1) return;
    partners.set(open[match] ?? -1, index);
    open.length = match;
  });
  return partners;
}

function holdsWords(pieces: readonly Piece[]): boolean {
  return pieces.some((piece) => 'text' in piece && piece.text.trim() !== '');
}

function markupOf(pieces: readonly Piece[]): string {
  return pieces.map((piece) => ('text' in piece ? piece.text : piece.markup)).join('');
}

/** Reads a text's placeholders; the opens and closes in the result always balance. */
export function parseInlineTags(text: string): InlineToken[] {
  const pieces = splitAtTags(text);
  const partners = partnersOf(pieces);
  const closers = new Set(partners.values());
  const tokens: InlineToken[] = [];
  for (let index = 0; index < pieces.length; index++) {
    const piece = pieces[index] as Piece;
    const partner = partners.get(index);
    if ('text' in piece) {
      tokens.push({ kind: 'text', text: piece.text });
    } else if (partner === undefined) {
      tokens.push(closers.has(index) ? { kind: 'close' } : { kind: 'standalone', markup: piece.markup });
    } else if (holdsWords(pieces.slice(index + 1, partner))) {
      tokens.push({ kind: 'open', id: piece.pairId ?? '' });
    } else {
      tokens.push({ kind: 'standalone', markup: markupOf(pieces.slice(index, partner + 1)) });
      index = partner;
    }
  }
  return tokens;
}
