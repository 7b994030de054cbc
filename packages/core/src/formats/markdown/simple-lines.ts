// A line of a block's content as the simple parser sees it (simple-blocks.ts): where its content
// starts after the prefixes of its containers (`> `, a list item's indentation), and where it ends.
import type { Root } from 'mdast';

type Point = NonNullable<Root['position']>['start'];

export interface ContentLine {
  /** Offset of the content's first character in the file. */
  start: number;
  /** Offset of the line's end, before its line break. */
  end: number;
  /** Offset of the line's first character, before any container prefix. */
  lineStart: number;
  /** 1-based line number in the file. */
  line: number;
}

export const pointAt = (line: ContentLine, offset: number): Point => ({
  line: line.line,
  column: offset - line.lineStart + 1,
  offset,
});
