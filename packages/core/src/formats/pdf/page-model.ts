// The intermediate representation the PDF stages pass along: what the parse stage read off a page
// (lines of styled spans with their boxes) and the paragraphs the layout stage built from them.
// Plain data, so an extracted document can wait for its translations without holding MuPDF objects.

import type { Box, Rgb } from '../ocr/geometry';

/** Boxes are in PDF points with the origin at the page's top left. */
export { type Box, type Rgb, unionBox } from '../ocr/geometry';

/** A run of characters in one font, size and colour. */
export interface TextSpan {
  text: string;
  font: string;
  size: number;
  bold: boolean;
  italic: boolean;
  serif: boolean;
  monospace: boolean;
  color: Rgb;
}

export interface TextLine {
  box: Box;
  /** y of the baseline. */
  baseline: number;
  spans: TextSpan[];
}

export interface TextBlock {
  box: Box;
  lines: TextLine[];
}

export type Alignment = 'left' | 'center' | 'right';

/** What a paragraph is besides body text: a running header or footer, or a figure or table caption. */
export type ParagraphRole = 'header' | 'footer' | 'caption';

export interface Paragraph {
  /** Union of its lines' boxes: where the translation is set. */
  box: Box;
  /** How far right the paragraph's column reaches: a left-aligned translation may use that room. */
  columnRight: number;
  /** Each line's box: what is removed from the page. */
  lineBoxes: Box[];
  /** Each line's baseline. */
  baselines: number[];
  spans: TextSpan[];
  /** The size most of its text is set in, and the distance between its baselines. */
  size: number;
  leading: number;
  /** y of the first line's baseline: the translation starts at the same height. */
  firstBaseline: number;
  /** How low the translation's last line may sit: above the next text below, or the page's margin. */
  bottomLimit: number;
  alignment: Alignment;
  /** Formulas and code are kept as they are on the page. */
  keep: boolean;
  role?: ParagraphRole;
}

export interface PageLayout {
  index: number;
  /** The page's visible area, top-left origin. */
  bounds: Box;
  paragraphs: Paragraph[];
  imageCount: number;
}

export const boxWidth = (box: Box) => box[2] - box[0];
export const boxHeight = (box: Box) => box[3] - box[1];
