// micromark's time grows faster than the file (its event lists are spliced over and over), so a long
// file is parsed in pieces cut where a new top-level block starts (block-boundaries.ts) and the trees
// are joined, their positions moved to the whole file. References may point to a definition in
// another piece: every piece is parsed with a stand-in of each definition of the file, and the stand-ins
// are dropped from its tree. Each piece is checked to have ended every block it opened; when a check
// fails the caller parses the file whole.
import type { Nodes, Root, RootContent } from 'mdast';
import { blockBoundaries } from './block-boundaries';
import { parseMarkdownTree } from './markdown-processor';

type Position = NonNullable<Root['position']>;
type Point = Position['start'];

/** A paragraph after a piece that every block left open at its end would swallow. */
const endMark = 'verso-piece-end';

interface Piece {
  text: string;
  offset: number;
  /** 1-based line of the piece's first character in the file. */
  line: number;
  last: boolean;
}

interface PieceTree {
  children: RootContent[];
  end: Point | undefined;
}

/** micromark's identifier of a label (normalizeIdentifier, then lower case as mdast keeps it). */
const identifierOf = (label: string) =>
  label
    .replace(/[\t\n\r ]+/g, ' ')
    .replace(/^ | $/g, '')
    .toLowerCase()
    .toUpperCase()
    .toLowerCase();

const lineEndings = (text: string) => text.match(/\r\n|\r|\n/g)?.length ?? 0;

function piecesOf(text: string, starts: readonly number[]): Piece[] {
  let line = 1;
  return starts.map((offset, index) => {
    const end = starts[index + 1] ?? text.length;
    const piece = { text: text.slice(offset, end), offset, line, last: end === text.length };
    line += lineEndings(piece.text);
    return piece;
  });
}

/** Stand-ins, each its own block: footnote identifiers start with `^`. */
const standInsOf = (identifiers: ReadonlySet<string>) =>
  Array.from(identifiers, (id) => `[${id}]: ${id.startsWith('^') ? 'x' : '#'}\n\n`).join('');

const moved = (point: Point, offset: number, lines: number): Point => ({
  line: point.line + lines,
  column: point.column,
  offset: (point.offset ?? 0) + offset,
});

/** What a definition defines, footnotes with `^`; undefined for any other node. */
function definedBy(node: Nodes): string | undefined {
  if (node.type === 'definition') return node.identifier;
  return node.type === 'footnoteDefinition' ? `^${node.identifier}` : undefined;
}

/** Moves the node's positions by the piece's place and notes the definitions it holds. */
function place(node: Nodes, offset: number, lines: number, defined: Set<string>): void {
  if (node.position) {
    const { start, end } = node.position;
    node.position = { start: moved(start, offset, lines), end: moved(end, offset, lines) };
  }
  const identifier = definedBy(node);
  if (identifier !== undefined) defined.add(identifier);
  if ('children' in node) for (const child of node.children) place(child, offset, lines, defined);
}

const sameSet = (a: ReadonlySet<string | undefined>, b: ReadonlySet<string | undefined>) =>
  a.size === b.size && [...a].every((item) => b.has(item));

const isEndMark = (node: RootContent | undefined) =>
  node?.type === 'paragraph' &&
  node.children.length === 1 &&
  node.children[0]?.type === 'text' &&
  node.children[0].value === endMark;

function parsePiece(
  piece: Piece,
  standIns: string,
  identifiers: ReadonlySet<string>,
  defined: Set<string>,
): PieceTree | undefined {
  const before = piece.last ? standIns : '';
  const tree = parseMarkdownTree(before + piece.text + (piece.last ? '' : `${standIns}${endMark}\n`));
  const from = before.length;
  const to = from + piece.text.length;
  const children: RootContent[] = [];
  const extra: RootContent[] = [];
  for (const node of tree.children) {
    const start = node.position?.start.offset ?? -1;
    const end = node.position?.end.offset ?? -1;
    if (start >= from && end <= to) children.push(node);
    else if (end <= from || start >= to) extra.push(node);
    else return undefined;
  }
  if (!piece.last && !isEndMark(extra.pop())) return undefined;
  // Each stand-in must define what it stands for, or references to it would not find it.
  if (extra.length !== identifiers.size || !sameSet(new Set(extra.map(definedBy)), identifiers)) {
    return undefined;
  }
  const lines = piece.line - 1 - lineEndings(before);
  for (const node of children) place(node, piece.offset - from, lines, defined);
  const end = tree.position?.end;
  return { children, end: end && moved(end, piece.offset - from, lines) };
}

function parsePieces(pieces: readonly Piece[], identifiers: ReadonlySet<string>) {
  const standIns = standInsOf(identifiers);
  const defined = new Set<string>();
  const tree: Root = { type: 'root', children: [] };
  let end: Point | undefined;
  for (const piece of pieces) {
    const parsed = parsePiece(piece, standIns, identifiers, defined);
    if (!parsed) return undefined;
    tree.children.push(...parsed.children);
    end = parsed.end;
  }
  if (end) tree.position = { start: { line: 1, column: 1, offset: 0 }, end };
  return { tree, defined };
}

/** The file's tree as a whole parse makes it, or undefined when it cannot be parsed in pieces. */
export function parseInPieces(text: string, pieceSize: number): Root | undefined {
  // micromark counts offsets after a byte order mark, which would put every piece one off.
  if (text.startsWith('\uFEFF')) return undefined;
  const { starts, labels } = blockBoundaries(text, pieceSize);
  if (starts.length < 2) return undefined;
  const pieces = piecesOf(text, starts);
  const guessed = new Set(labels.map(identifierOf));
  const first = parsePieces(pieces, guessed);
  if (!first || sameSet(first.defined, guessed)) return first?.tree;
  // A label guessed wrong (a definition in a quote, a lookalike line): again with the real ones.
  const second = parsePieces(pieces, first.defined);
  return second && sameSet(second.defined, first.defined) ? second.tree : undefined;
}
