// What each placeholder of a segment stands for in the source, and how a translation is turned back
// into markup: text between the tags goes through the format's own escaping, tags become the source
// spans they were made from.
import { placeholderTokens } from '../../segments';
import type { SourceSpan, SpanRenderer } from './source-rewrite';

/** `open` is the whole span of a standalone `<x1/>`, or the opening markup of a `<g1>…</g1>` pair. */
export interface PlaceholderMarkup {
  open: SourceSpan;
  close?: SourceSpan;
  /**
   * Written instead of the standalone's span, or the pair's close span, once the text around it is
   * translated: the source's markup would no longer mean the same there (see ../markdown/inline-content.ts).
   */
  whenTranslated?: string;
}

/** Numbers placeholders from 1 within one segment and remembers their markup. */
export class PlaceholderNumbering {
  readonly markup: Record<number, PlaceholderMarkup> = {};
  private count = 0;

  standalone(span: SourceSpan, whenTranslated?: string): string {
    this.count += 1;
    this.markup[this.count] = whenTranslated ? { open: span, whenTranslated } : { open: span };
    return `<x${this.count}/>`;
  }

  /** The opening tag and the closing one, to put around the text the pair encloses. */
  pair(open: SourceSpan, close: SourceSpan, whenTranslated?: string): [string, string] {
    this.count += 1;
    this.markup[this.count] = whenTranslated ? { open, close, whenTranslated } : { open, close };
    return [`<g${this.count}>`, `</g${this.count}>`];
  }
}

/**
 * The translation with its placeholders swapped back for source markup. A tag the engine invented has
 * no markup and is dropped; one it lost is simply missing (the pipeline repairs what it can before).
 */
export function renderPlaceholders(
  translation: string,
  markup: Readonly<Record<number, PlaceholderMarkup>>,
  renderText: (text: string, atStart: boolean) => string,
  renderSpan: SpanRenderer,
): string {
  let output = '';
  let position = 0;
  for (const token of placeholderTokens(translation)) {
    output += renderText(translation.slice(position, token.index), position === 0);
    const known = markup[token.id];
    const span = token.kind === 'close' ? known?.close : known?.open;
    const fitting = span && (token.kind === 'standalone') === (known?.close === undefined);
    if (fitting) output += (token.kind !== 'open' && known?.whenTranslated) || renderSpan(span);
    position = token.index + token.text.length;
  }
  return output + renderText(translation.slice(position), position === 0);
}
