// Bilingual books: each translated paragraph (p, h1–h6, li, div, blockquote…) is followed by its
// original, set apart by a lighter style; text inside a block that cannot be repeated (a table
// cell, a figure's caption, a list item holding a list) gets its original on a new line instead.
import { parse, type DefaultTreeAdapterTypes as Tree } from 'parse5';
import type { ExtractedDocument } from '../format';
import type { HtmlSkeleton } from '../html';
import type { FixedEdit, RunEdit } from '../html/html-edits';
import { isElement, isInlineInText } from '../html/html-elements';
import { parserText } from '../html/xhtml-self-closing';
import type { SourceSpan } from '../source-positions/source-rewrite';
import { blockCopy, type OriginalLanguage, runCopy } from './original-copy';

const repeatableBlocks = new Set([
  ...['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'dt', 'dd', 'div', 'blockquote', 'address'],
]);

function bodyOf(document: Tree.Document): Tree.Element | undefined {
  const html = document.childNodes.find((node) => isElement(node) && node.tagName === 'html');
  return html && isElement(html)
    ? (html.childNodes.find((node) => isElement(node) && node.tagName === 'body') as Tree.Element | undefined)
    : undefined;
}

function contentHolds(element: Tree.Element, span: SourceSpan): boolean {
  const location = element.sourceCodeLocation;
  const start = location?.startTag?.endOffset;
  const end = location?.endTag?.startOffset;
  return start !== undefined && end !== undefined && start <= span.start && span.end <= end;
}

interface RunPlace {
  /** The block the run's text belongs to. */
  parent: Tree.Element;
  /** The run, or the inline element around it (a run translated inside its `<span>`), whole. */
  whole: SourceSpan;
}

const spanOf = (element: Tree.Element): SourceSpan => ({
  start: element.sourceCodeLocation?.startOffset ?? 0,
  end: element.sourceCodeLocation?.endOffset ?? 0,
});

/** The child element whose content holds the run, looking through elements the parser implied (`tbody`). */
function holdingChild(parent: Tree.Element, run: SourceSpan): Tree.Element | undefined {
  for (const node of parent.childNodes) {
    if (!isElement(node)) continue;
    const child = node.sourceCodeLocation ? node : holdingChild(node, run);
    if (child && contentHolds(child, run)) return child;
  }
  return undefined;
}

/** The innermost block element whose content holds the run, climbing out of inline wrappers. */
function placeOf(body: Tree.Element, run: SourceSpan): RunPlace | undefined {
  if (!contentHolds(body, run)) return undefined;
  let parent = body;
  for (;;) {
    const child = holdingChild(parent, run);
    if (!child) return { parent, whole: run };
    if (isInlineInText(child)) return { parent, whole: spanOf(child) };
    parent = child;
  }
}

const holdsOnlyInline = (element: Tree.Element) =>
  element.childNodes.every((child) => !isElement(child) || isInlineInText(child));

function translatedRuns(page: ExtractedDocument<HtmlSkeleton>, translations: readonly string[]): RunEdit[] {
  return page.skeleton.edits.filter(
    (edit): edit is RunEdit =>
      edit.kind === 'run' &&
      (translations[edit.segment] ?? page.segments[edit.segment]?.text) !== page.segments[edit.segment]?.text,
  );
}

/** The edits that put each translated paragraph's original after it. */
export function bilingualPairs(
  page: ExtractedDocument<HtmlSkeleton>,
  translations: readonly string[],
  language: OriginalLanguage,
): FixedEdit[] {
  const source = page.skeleton.source;
  const body = bodyOf(parse(parserText(source, true), { sourceCodeLocationInfo: true }));
  if (!body) return [];
  const pairedBlocks = new Set<Tree.Element>();
  const edits: FixedEdit[] = [];
  for (const run of translatedRuns(page, translations)) {
    const place = placeOf(body, run);
    if (!place) continue;
    const { parent, whole } = place;
    if (repeatableBlocks.has(parent.tagName) && holdsOnlyInline(parent)) {
      const endTag = parent.sourceCodeLocation?.endTag;
      if (!endTag || pairedBlocks.has(parent)) continue;
      pairedBlocks.add(parent);
      // The end tag is replaced, not followed by an insertion, so that no edit can start where it does.
      const text = source.slice(endTag.startOffset, endTag.endOffset) + blockCopy(parent, source, language);
      edits.push({ kind: 'fixed', start: endTag.startOffset, end: endTag.endOffset, text });
    } else {
      const text = runCopy(whole, parent, source, language);
      edits.push({ kind: 'fixed', start: whole.end, end: whole.end, text });
    }
  }
  return edits;
}
