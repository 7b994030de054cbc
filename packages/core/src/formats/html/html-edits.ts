// The skeleton's record of each translated span of an HTML file.
import type { PlaceholderMarkup } from '../source-positions/placeholder-markup';
import type { SourceSpan } from '../source-positions/source-rewrite';
import type { AttributeQuote } from './html-attributes';

/** A run of text and inline elements inside one block. */
export interface RunEdit extends SourceSpan {
  kind: 'run';
  segment: number;
  markup: Record<number, PlaceholderMarkup>;
}

/** The value of a translated attribute, inside its quotes. */
export interface AttributeEdit extends SourceSpan {
  kind: 'attribute';
  segment: number;
  quote: AttributeQuote;
}

/** Text decided when rebuilding (the root's `lang` and `dir`), not by a translation. */
export interface FixedEdit extends SourceSpan {
  kind: 'fixed';
  text: string;
}

export type HtmlEdit = RunEdit | AttributeEdit | FixedEdit;
