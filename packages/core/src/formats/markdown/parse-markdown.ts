// The Markdown tree with a source position on every node it can have one for; long files are parsed
// in pieces (piece-parse.ts), which gives the same tree. Extraction reads the pieces as they come, so
// that no tree of the whole file is kept.
import type { Root } from 'mdast';
import { refuseHostileNesting } from './hostile-input';
import { parseMarkdownTree } from './markdown-processor';
import { type BlockReader, parseInPieces, readInPieces } from './piece-parse';
import { restorePositions } from './restore-positions';

/** Small enough that micromark's splicing stays cheap, large enough that pieces are few. */
const defaultPieceSize = 32_000;

function parseWhole(text: string): Root {
  const tree = parseMarkdownTree(text);
  restorePositions(tree, text);
  return tree;
}

export function parseMarkdown(text: string, pieceSize = defaultPieceSize): Root {
  refuseHostileNesting(text);
  return parseInPieces(text, pieceSize) ?? parseWhole(text);
}

/**
 * Hands the file's top-level nodes, in reading order, to the reader `startReading` makes. When the
 * file has to be parsed again (whole, or with other definitions) a new reader is made for it, so the
 * last reader made has read the file exactly once.
 */
export function readMarkdown(
  text: string,
  startReading: () => BlockReader,
  pieceSize = defaultPieceSize,
): void {
  refuseHostileNesting(text);
  if (readInPieces(text, pieceSize, startReading)) return;
  startReading()(parseWhole(text).children);
}
