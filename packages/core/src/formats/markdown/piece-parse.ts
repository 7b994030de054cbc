// micromark's time grows faster than the file (its event lists are spliced over and over), so a file
// is parsed in pieces cut where a new top-level block starts (block-boundaries.ts) and the trees are
// joined, their positions moved to the whole file. A piece written in the plain subset that
// simple-blocks.ts reads is read there, much faster; the others are parsed by micromark. References
// may point to a definition in another piece: every micromark piece is parsed with a stand-in of each
// definition of the file, and the stand-ins are dropped from its tree. Each micromark piece is checked
// to have ended every block it opened; when a check fails the caller parses the file whole.
import type { Nodes, Root, RootContent } from 'mdast';
import { blockBoundaries } from './block-boundaries';
import { parseMarkdownTree } from './markdown-processor';
import { restorePositions } from './restore-positions';
import { readSimpleBlocks } from './simple-blocks';

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

/** Takes the file's top-level nodes, piece by piece, in reading order. */
export type BlockReader = (nodes: readonly RootContent[]) => void;

/** Where the last piece, and so the file, ends, as micromark places the root's end. */
const fileEnd = (last: Piece): Point => ({
  line: last.line + lineEndings(last.text),
  column: last.text.length - last.text.lastIndexOf('\n'),
  offset: last.offset + last.text.length,
});

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

/** How many line endings (`\r\n`, `\r` or `\n`) the text holds. */
function lineEndings(text: string): number {
  let count = 0;
  for (let index = text.indexOf('\n'); index >= 0; index = text.indexOf('\n', index + 1)) count += 1;
  if (!text.includes('\r')) return count;
  for (let index = text.indexOf('\r'); index >= 0; index = text.indexOf('\r', index + 1)) {
    if (text[index + 1] !== '\n') count += 1;
  }
  return count;
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

/**
 * Reads the pieces between the cuts: each run of blocks simple-blocks.ts can read is read there, and
 * the runs between them are joined into pieces of about `pieceSize` characters for micromark. Returns
 * where the file ends and the definitions met, or undefined when a piece fails its checks.
 */
function readPieces(
  text: string,
  starts: readonly number[],
  pieceSize: number,
  identifiers: ReadonlySet<string>,
  read: BlockReader,
) {
  const standIns = standInsOf(identifiers);
  const defined = new Set<string>();
  let end: Point | undefined;
  let pending: Piece | undefined;
  const flush = (): boolean => {
    if (!pending) return true;
    const parsed = parsePiece(pending, standIns, identifiers, defined);
    pending = undefined;
    if (!parsed) return false;
    restorePositions({ type: 'root', children: parsed.children }, text);
    read(parsed.children);
    end = parsed.end;
    return true;
  };
  let line = 1;
  for (let index = 0; index < starts.length; index += 1) {
    const offset = starts[index] as number;
    const pieceEnd = starts[index + 1] ?? text.length;
    const last = pieceEnd === text.length;
    const simple = readSimpleBlocks(text, offset, pieceEnd, line);
    if (simple || (pending && pending.text.length >= pieceSize)) {
      if (!flush()) return undefined;
    }
    const lines = lineEndings(text.slice(offset, pieceEnd));
    if (simple) {
      read(simple);
      if (last) end = fileEnd({ text: text.slice(offset, pieceEnd), offset, line, last });
    } else if (pending) {
      pending.text += text.slice(offset, pieceEnd);
      pending.last = last;
    } else {
      pending = { text: text.slice(offset, pieceEnd), offset, line, last };
    }
    line += lines;
  }
  if (!flush()) return undefined;
  return { end, defined };
}

/** Cut wherever a cut is allowed, so that simple pieces are found between the others. */
const everyCut = 1;

/**
 * Hands the file's top-level nodes, in order and with their positions restored, to the reader that
 * `startReading` makes; a second reader is made when the first pass guessed the definitions wrong.
 * Returns where the file ends, or undefined when it cannot be parsed in pieces (the file must then be
 * parsed whole; a reader may have been given some nodes by then).
 */
export function readInPieces(
  text: string,
  pieceSize: number,
  startReading: () => BlockReader,
): Point | undefined {
  // micromark counts offsets after a byte order mark, which would put every piece one off.
  if (text.startsWith('\uFEFF')) return undefined;
  const { starts, labels } = blockBoundaries(text, everyCut);
  if (starts.length < 2) return undefined;
  const guessed = new Set(labels.map(identifierOf));
  const first = readPieces(text, starts, pieceSize, guessed, startReading());
  if (!first || sameSet(first.defined, guessed)) return first?.end;
  // A label guessed wrong (a definition in a quote, a lookalike line): again with the real ones.
  const second = readPieces(text, starts, pieceSize, first.defined, startReading());
  return second && sameSet(second.defined, first.defined) ? second.end : undefined;
}

/** The file's tree as a whole parse makes it, or undefined when it cannot be parsed in pieces. */
export function parseInPieces(text: string, pieceSize: number): Root | undefined {
  const tree: Root = { type: 'root', children: [] };
  const end = readInPieces(text, pieceSize, () => {
    tree.children = [];
    return (nodes) => tree.children.push(...nodes);
  });
  if (!end) return undefined;
  tree.position = { start: { line: 1, column: 1, offset: 0 }, end };
  return tree;
}
