// The skeleton's record of each translated span of a Markdown file, and what rebuilding must know to
// write a translation there.
import type { AttributeEdit, RunEdit } from '../html/html-edits';
import type { PlaceholderMarkup } from '../source-positions/placeholder-markup';
import type { SourceSpan } from '../source-positions/source-rewrite';
import type { FrontMatterValue } from './front-matter';
import type { TitleDelimiter } from './link-title';

/** The inline content of a paragraph, heading or table cell. */
export interface InlineEdit extends SourceSpan {
  kind: 'inline';
  segment: number;
  markup: Record<number, PlaceholderMarkup>;
  /** Written after each line break of a translation, so it stays inside its quote or list item. */
  linePrefix: string;
  /** `\r\n` or `\n`, as the source writes them; engines see `\n` only. */
  lineBreak: string;
  /** Headings and table cells hold one line: a translation's line breaks become spaces. */
  singleLine: boolean;
  inTable: boolean;
}

/** An image's alt text, between `![` and `]`. */
export interface AltEdit extends SourceSpan {
  kind: 'alt';
  segment: number;
  inTable: boolean;
}

/** The title of a link or image, inside its delimiters. */
export interface TitleEdit extends SourceSpan {
  kind: 'title';
  segment: number;
  delimiter: TitleDelimiter;
}

/** A `title` or `description` value of the YAML or TOML front matter. */
export interface FrontMatterEdit extends SourceSpan {
  kind: 'frontMatter';
  segment: number;
  style: FrontMatterValue['style'];
}

/** Text and attributes inside an HTML block, written as the HTML format writes them. */
export type MarkdownEdit = InlineEdit | AltEdit | TitleEdit | FrontMatterEdit | RunEdit | AttributeEdit;
