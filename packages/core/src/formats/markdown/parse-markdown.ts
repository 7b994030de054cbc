// The Markdown tree with a source position on every node it can have one for; long files are parsed
// in pieces (piece-parse.ts), which gives the same tree.
import type { Root } from 'mdast';
import { refuseHostileNesting } from './hostile-input';
import { parseMarkdownTree } from './markdown-processor';
import { parseInPieces } from './piece-parse';
import { restorePositions } from './restore-positions';

/** Small enough that micromark's splicing stays cheap, large enough that pieces are few. */
const defaultPieceSize = 32_000;

export function parseMarkdown(text: string, pieceSize = defaultPieceSize): Root {
  refuseHostileNesting(text);
  const tree = parseInPieces(text, pieceSize) ?? parseMarkdownTree(text);
  restorePositions(tree, text);
  return tree;
}
