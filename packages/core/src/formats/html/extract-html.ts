// Walks the parsed page in reading order: each block's runs of text and inline elements become
// segments, and so do the visible attributes of every element (alt, title, placeholder…). Scripts,
// styles, code, preformatted text and anything marked translate="no" are left out entirely.
import { parseFragment, type DefaultTreeAdapterTypes as Tree } from 'parse5';
import { stripPlaceholders } from '../../segments';
import type { Segment, SegmentContext } from '../../segments/segment';
import type { PlaceholderMarkup } from '../source-positions/placeholder-markup';
import type { SourceSpan } from '../source-positions/source-rewrite';
import { translatableAttributes } from './html-attributes';
import type { HtmlEdit } from './html-edits';
import {
  type HtmlElement,
  type HtmlNode,
  isElement,
  isInlineInText,
  isMarkedNoTranslate,
  isUntranslated,
} from './html-elements';
import { DisorderedRun, readInlineRun, spanOfNode } from './inline-run';
import { refuseDeepNesting } from './nesting-limit';

export interface ExtractedHtml {
  segments: Segment[];
  edits: HtmlEdit[];
}

// In the fallback, a text whose source holds a tag was moved by the parser and is left alone.
const swallowedMarkup = /<[A-Za-z/!?]/;
const headingTags = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
// Placeholders spell only the letters g and x (`<g1>`, `<x2/>`): any other letter is text, and only
// a text without one needs its placeholders taken out to be sure.
const hasLetters = (text: string) => /(?![gx])\p{L}/u.test(text) || /\p{L}/u.test(stripPlaceholders(text));
const isHtmlSpace = (character: string | undefined) =>
  character === ' ' || character === '\t' || character === '\n' || character === '\r' || character === '\f';
const isBlank = (node: HtmlNode) =>
  node.nodeName === '#comment' || (node.nodeName === '#text' && 'value' in node && !/\S/.test(node.value));

function isRunItem(node: HtmlNode): boolean {
  return (
    node.nodeName === '#text' || node.nodeName === '#comment' || (isElement(node) && isInlineInText(node))
  );
}

function withoutBlankEdges(nodes: HtmlNode[]): HtmlNode[] {
  let first = 0;
  let last = nodes.length;
  while (first < last && isBlank(nodes[first] as HtmlNode)) first += 1;
  while (last > first && isBlank(nodes[last - 1] as HtmlNode)) last -= 1;
  return nodes.slice(first, last);
}

class HtmlReader {
  readonly result: ExtractedHtml = { segments: [], edits: [] };
  private heading: string | undefined;
  private documentTitle: string | undefined;
  /** Start tags already made into placeholders, by offset. */
  private readonly claimedTags = new Set<number>();
  /** Attribute values already made into segments, by offset. */
  private readonly claimedAttributes = new Set<number>();

  constructor(private readonly source: string) {}

  readChildren(parent: Tree.ParentNode, depth: number): void {
    let run: HtmlNode[] = [];
    for (const child of parent.childNodes) {
      if (isRunItem(child)) {
        run.push(child);
        continue;
      }
      this.readRun(run, parent, depth);
      run = [];
      this.readBlock(child, depth + 1);
    }
    this.readRun(run, parent, depth);
  }

  private readBlock(node: HtmlNode, depth: number): void {
    refuseDeepNesting(node, depth);
    if (!isElement(node) || isMarkedNoTranslate(node)) return;
    // A `<textarea>` or `<pre>` keeps its content, but its placeholder or title is still read.
    this.readAttributes(node);
    if (!isUntranslated(node)) this.readChildren(node, depth);
  }

  private addSegment(text: string, edit: HtmlEdit): void {
    const context: SegmentContext = {};
    if (this.heading) context.heading = this.heading;
    if (this.documentTitle) context.documentTitle = this.documentTitle;
    const id = `s${this.result.segments.length + 1}`;
    this.result.segments.push(Object.keys(context).length > 0 ? { id, text, context } : { id, text });
    this.result.edits.push(edit);
  }

  private readAttributes(element: HtmlElement): void {
    for (const value of translatableAttributes(element, this.source)) {
      // A formatting element the parser reopened carries the original's attributes and location.
      if (!hasLetters(value.text) || this.claimedAttributes.has(value.span.start)) continue;
      this.claimedAttributes.add(value.span.start);
      const segment = this.result.segments.length;
      this.addSegment(value.text, { kind: 'attribute', segment, quote: value.quote, ...value.span });
    }
  }

  private readRun(nodes: HtmlNode[], parent: Tree.ParentNode, depth: number): void {
    const items = withoutBlankEdges(nodes);
    if (items.length === 0) return;
    try {
      const run = readInlineRun(items, this.source, depth + 1, this.claimedTags);
      if (run.span) this.addRun(run.text, run.numbering.markup, run.span, parent);
      for (const element of run.elements) this.readAttributes(element);
    } catch (error) {
      if (!(error instanceof DisorderedRun)) throw error;
      // The parser moved nodes around: each text is still safe to translate where it stands.
      for (const item of items) {
        const span = spanOfNode(item);
        const moved = span && swallowedMarkup.test(this.source.slice(span.start, span.end));
        if (item.nodeName === '#text' && 'value' in item && span && !moved)
          this.addRun(item.value, {}, span, parent);
        if (isElement(item)) this.readBlock(item, depth + 1);
      }
    }
  }

  /** A segment for the run, without the whitespace around it, when it has words. */
  private addRun(
    text: string,
    markup: Record<number, PlaceholderMarkup>,
    span: SourceSpan,
    parent: Tree.ParentNode,
  ): void {
    let { start, end } = span;
    while (start < end && isHtmlSpace(this.source[start])) start += 1;
    while (end > start && isHtmlSpace(this.source[end - 1])) end -= 1;
    const trimmed = text.replace(/[ \t\n\r\f]+/g, ' ').replace(/^ | $/g, '');
    if (!hasLetters(trimmed) || start >= end) return;
    this.addSegment(trimmed, { kind: 'run', segment: this.result.segments.length, markup, start, end });
    this.noteHeading(parent, trimmed);
  }

  private noteHeading(parent: Tree.ParentNode, text: string): void {
    const tag = 'tagName' in parent ? parent.tagName : '';
    if (headingTags.has(tag)) this.heading = stripPlaceholders(text);
    if (tag === 'title') this.documentTitle = stripPlaceholders(text);
  }
}

/** An HTML snippet on its own (a Markdown file's HTML block), with offsets into `source`. */
export function extractHtmlFragment(source: string): ExtractedHtml {
  const reader = new HtmlReader(source);
  reader.readChildren(parseFragment(source, { sourceCodeLocationInfo: true }), 0);
  return reader.result;
}

export function extractHtml(document: Tree.Document, source: string): ExtractedHtml {
  const reader = new HtmlReader(source);
  reader.readChildren(document, 0);
  return reader.result;
}
