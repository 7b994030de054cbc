// A paragraph's spans as one segment: the most common look is plain text, a bold or italic word, a
// coloured link or a superscript becomes `<gN>…</gN>`, and a formula inside a sentence or a running
// header's page number `<xN/>`, so the translation is set with each look on the words it belongs to.
import { type InlineItem, type RunParagraph, runParagraph } from '../office-package/inline-runs';
import { isMathSpan } from './formula-text';
import type { Paragraph, Rgb, TextSpan } from './page-model';
import { isNumberSpan } from './running-lines';

/** How a run is set on the page; serialised as the run's style key. */
export interface SpanLook {
  bold: boolean;
  italic: boolean;
  serif: boolean;
  monospace: boolean;
  color: Rgb;
  /** Superscripts and subscripts: set smaller than the paragraph. */
  small: boolean;
}

const rounded = (color: Rgb): Rgb => color.map((value) => Math.round(value * 1000) / 1000) as Rgb;

export function lookOf(span: TextSpan, paragraphSize: number): SpanLook {
  const { bold, italic, serif, monospace } = span;
  return {
    bold,
    italic,
    serif,
    monospace,
    color: rounded(span.color),
    small: span.size < paragraphSize * 0.8,
  };
}

export const parseLook = (style: string) => JSON.parse(style) as SpanLook;

/** Inline formulas are codes whose markup names the span to set again as it was. */
export const formulaMarkup = (index: number) => `formula:${index}`;

/** Set again as it was: a formula inside a sentence, a page number inside a running header or footer. */
function keptAsDrawn(span: TextSpan, paragraph: Paragraph): boolean {
  if (isMathSpan(span) && span.text.trim() !== '') return true;
  return (paragraph.role === 'header' || paragraph.role === 'footer') && isNumberSpan(span);
}

export function paragraphSegment(paragraph: Paragraph): RunParagraph {
  const items: InlineItem[] = paragraph.spans.map((span, index) =>
    keptAsDrawn(span, paragraph)
      ? { kind: 'code', markup: formulaMarkup(index) }
      : { kind: 'text', text: span.text, style: JSON.stringify(lookOf(span, paragraph.size)) },
  );
  return runParagraph(items);
}
