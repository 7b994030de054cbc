// The original of a block (or of a run inside one) as bilingual output shows it: its source markup
// without `id`s (an id may appear once per document), marked with the source language and a class
// and style that set it apart from the translation.
import type { DefaultTreeAdapterTypes as Tree } from 'parse5';
import type { SourceSpan } from '../source-positions/source-rewrite';
import { applyEdits, type TextEdit } from '../source-positions/text-edits';
import { setAttribute } from '../xml-toolkit/open-tag';
import { directionOf } from './language-attributes';

const originalClass = 'verso-original';
// Lighter whatever the reader's theme: a colour would vanish on a dark background.
const originalStyle = 'opacity: 0.65';

export interface OriginalLanguage {
  from: string;
  to: string;
  /** `lang` is not XHTML 1.1 (EPUB 2): there only `xml:lang` is written. */
  withLang: boolean;
}

function childElementsOf(node: Tree.Node): Tree.Element[] {
  return 'childNodes' in node
    ? node.childNodes.filter((child): child is Tree.Element => 'tagName' in child)
    : [];
}

/** Removals of every `id` in `span` (with the space before it), relative to the span's start. */
function idRemovals(elements: readonly Tree.Element[], source: string, span: SourceSpan): TextEdit[] {
  const removals: TextEdit[] = [];
  const visit = (element: Tree.Element) => {
    for (const name of ['id', 'xml:id']) {
      const location = element.sourceCodeLocation?.attrs?.[name];
      if (!location || location.startOffset < span.start || location.endOffset > span.end) continue;
      let start = location.startOffset;
      while (/\s/.test(source[start - 1] ?? '')) start -= 1;
      removals.push({ start: start - span.start, end: location.endOffset - span.start, text: '' });
    }
    childElementsOf(element).forEach(visit);
  };
  elements.forEach(visit);
  return removals;
}

function markedAsOriginal(tag: string, className: string | undefined, language: OriginalLanguage): string {
  let marked = setAttribute(tag, 'class', className ? `${className} ${originalClass}` : originalClass);
  marked = setAttribute(marked, 'style', originalStyle);
  marked = setAttribute(marked, 'xml:lang', language.from);
  if (language.withLang) marked = setAttribute(marked, 'lang', language.from);
  const direction = directionOf(language.from);
  if (direction !== directionOf(language.to)) marked = setAttribute(marked, 'dir', direction);
  return marked;
}

/** `span` of the source with the ids of `elements` (and their descendants) inside it removed. */
function withoutIds(elements: readonly Tree.Element[], source: string, span: SourceSpan): string {
  return applyEdits(source.slice(span.start, span.end), idRemovals(elements, source, span));
}

/** A copy of `block` (an element located in `source`), its start tag marked as the original. */
export function blockCopy(block: Tree.Element, source: string, language: OriginalLanguage): string {
  const location = block.sourceCodeLocation;
  const startTag = location?.startTag;
  if (!location || !startTag) return '';
  const tag = withoutIds([block], source, { start: startTag.startOffset, end: startTag.endOffset });
  const content = withoutIds(childElementsOf(block), source, {
    start: startTag.endOffset,
    end: location.endOffset,
  });
  const className = block.attrs.find((attr) => attr.name === 'class')?.value;
  return markedAsOriginal(tag, className, language) + content;
}

/** A run's source (text and inline elements of `parent`) in a span of its own, on a new line. */
export function runCopy(
  run: SourceSpan,
  parent: Tree.Element,
  source: string,
  language: OriginalLanguage,
): string {
  const copy = withoutIds(childElementsOf(parent), source, run);
  return `<br/>${markedAsOriginal('<span>', undefined, language)}${copy}</span>`;
}
