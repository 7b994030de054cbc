// Writes each translation where its source was, in Markdown: escaped so it stays text, its line breaks
// kept inside their quote or list item, its placeholders turned back into the source's markup.
import { renderHtmlTranslation } from '../html/rebuild-html';
import { type PlaceholderMarkup, renderPlaceholders } from '../source-positions/placeholder-markup';
import { rewriteSource, type SpanRenderer } from '../source-positions/source-rewrite';
import { renderFrontMatterValue } from './front-matter';
import { renderLinkTitle } from './link-title';
import type { InlineEdit, MarkdownEdit } from './markdown-edits';
import { escapeMarkdownText } from './markdown-escape';

/**
 * `*text*` is emphasis but `* text *` is not: spaces an engine put just inside a tag pair are moved
 * outside it, where they mean the same and break nothing.
 */
function spacesOutsidePairs(translation: string): string {
  return translation.replace(/<g(\d+)>(\s+)/g, '$2<g$1>').replace(/(\s+)<\/g(\d+)>/g, '</g$2>$1');
}

/** A bare URL followed by a space or nothing is still the same autolink: it keeps its source form. */
function markupFor(edit: InlineEdit, text: string): Record<number, PlaceholderMarkup> {
  const endsFreely = new Set(Array.from(text.matchAll(/<x(\d+)\/>(?=\s|$)/g), (match) => Number(match[1])));
  return Object.fromEntries(
    Object.entries(edit.markup).map(([id, markup]) => {
      if (!endsFreely.has(Number(id)) || markup.close) return [id, markup];
      return [id, { open: markup.open }];
    }),
  );
}

function renderInline(edit: InlineEdit, translation: string, renderSpan: SpanRenderer): string {
  let text = spacesOutsidePairs(translation);
  // A blank line would end the paragraph (or the quote, or the list item) in the middle of the text.
  text = edit.singleLine ? text.replace(/[ \t]*\r?\n\s*/g, ' ') : text.replace(/\r?\n\s*\n\s*/g, '\n');
  return renderPlaceholders(
    text,
    markupFor(edit, text),
    (piece, atStart) =>
      escapeMarkdownText(piece, { inTable: edit.inTable, atLineStart: atStart }).replace(
        /\r?\n/g,
        `${edit.lineBreak}${edit.linePrefix}`,
      ),
    renderSpan,
  );
}

export function rebuildMarkdown(
  source: string,
  edits: readonly MarkdownEdit[],
  sources: readonly string[],
  translations: readonly string[],
): string {
  return rewriteSource(source, edits, (edit, renderSpan) => {
    const translation = translations[edit.segment] ?? sources[edit.segment] ?? '';
    if (translation === sources[edit.segment]) return renderSpan(edit);
    if (edit.kind === 'inline') return renderInline(edit, translation, renderSpan);
    if (edit.kind === 'title') return renderLinkTitle(translation, edit.delimiter);
    // In an HTML block a blank line ends the block, and a line break in its first tag unmakes it;
    // HTML reads any run of spaces as one, so line breaks become spaces.
    if (edit.kind === 'run' || edit.kind === 'attribute') {
      return renderHtmlTranslation(edit, translation.replace(/\s*\n\s*/g, ' '), renderSpan);
    }
    if (edit.kind === 'alt') {
      return escapeMarkdownText(translation.replace(/\s*\n\s*/g, ' '), {
        inTable: edit.inTable,
        atLineStart: false,
      });
    }
    return renderFrontMatterValue(translation, edit.style);
  });
}
