// What extraction finds in a part, one segment each: a paragraph of runs (text:p, text:h), a plain
// text element (an image's title, the document title), a sheet's name or a list number's prefix. Rebuild rewrites each in
// place from its source offsets.
import type { RunParagraph } from '../office-package';
import type { XmlElement } from '../xml-toolkit/xml-tree';

export interface SourceRange {
  start: number;
  end: number;
}

/**
 * A code or a wrapper's tag inside a paragraph, kept by its source range so that what was rewritten
 * inside it (a footnote's paragraphs, a frame's caption) is written back with it.
 */
export interface InlineMarkup {
  range: SourceRange;
  /** Kept in a bilingual paragraph's translated copy: tabs and fields are; notes, bookmarks, frames are not. */
  copyable: boolean;
  /** Shows something (a field's value, a tab, a note's number): a space after it is not collapsed. */
  visible: boolean;
}

export interface TextUnit {
  kind: 'paragraph' | 'plain';
  element: XmlElement;
  /** Codes and wrappers carry the index of their `markups` entry as their markup. */
  paragraph: RunParagraph;
  markups: InlineMarkup[];
  /** The nearest heading above, for engines that read context. */
  heading?: string;
  /**
   * The spreadsheet cell this paragraph fills, when the cell also states its string as
   * `office:string-value` (which LibreOffice shows instead of the paragraph): it gets the translation.
   */
  valueCell?: XmlElement;
}

export interface SheetNameUnit {
  kind: 'sheet-name';
  /** The `table:table` whose `table:name` this is. */
  element: XmlElement;
  paragraph: RunParagraph;
  name: string;
}

/** Visible text kept in an attribute: a list number's prefix and suffix (`Chapter 1:`), a link's tooltip. */
export interface AttributeUnit {
  kind: 'attribute';
  element: XmlElement;
  /** The attribute's name as written. */
  attribute: string;
  paragraph: RunParagraph;
}

export type Unit = TextUnit | SheetNameUnit | AttributeUnit;
