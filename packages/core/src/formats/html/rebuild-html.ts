// Writes each translation where its source was: text escaped as HTML text, attribute values escaped
// for their quotes, placeholders turned back into the source's tags. Untouched segments keep their
// source bytes, entities and all.
import { renderPlaceholders } from '../source-positions/placeholder-markup';
import type { SpanRenderer } from '../source-positions/source-rewrite';
import { rewriteSource } from '../source-positions/source-rewrite';
import { renderAttributeValue } from './html-attributes';
import type { AttributeEdit, HtmlEdit, RunEdit } from './html-edits';

// `>` too, so that a translated `]]>` cannot end a CDATA-like reading in XHTML.
export function escapeHtmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A changed translation of a run or an attribute, as HTML. */
export function renderHtmlTranslation(
  edit: RunEdit | AttributeEdit,
  translation: string,
  renderSpan: SpanRenderer,
): string {
  if (edit.kind === 'attribute') return renderAttributeValue(translation, edit.quote);
  return renderPlaceholders(translation, edit.markup, escapeHtmlText, renderSpan);
}

export function rebuildHtml(
  source: string,
  edits: readonly HtmlEdit[],
  sources: readonly string[],
  translations: readonly string[],
): string {
  return rewriteSource(source, edits, (edit, renderSpan) => {
    if (edit.kind === 'fixed') return edit.text;
    const translation = translations[edit.segment] ?? sources[edit.segment] ?? '';
    if (translation === sources[edit.segment]) return renderSpan(edit);
    return renderHtmlTranslation(edit, translation, renderSpan);
  });
}
