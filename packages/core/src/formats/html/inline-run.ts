// A run of text and inline elements inside one block as one segment: `<b>`, `<a>`, `<span>`… become
// `<g1>…</g1>` around their text, what must not change (`<br>`, `<img>`, `<code>`, comments, anything
// marked translate="no") becomes `<x2/>`. Broken HTML is repaired by the parser, so the tree may not
// follow the source: a tag without its end tag becomes a standalone, source between two pieces that no
// node claims (a stray `</b>`) becomes one too, and a run whose pieces are out of source order is
// given up as a whole (each of its texts is then a segment of its own).
import { PlaceholderNumbering } from '../source-positions/placeholder-markup';
import type { SourceSpan } from '../source-positions/source-rewrite';
import {
  type HtmlElement,
  type HtmlNode,
  isElement,
  isMarkedNoTranslate,
  isUntranslated,
} from './html-elements';
import { refuseDeepNesting } from './nesting-limit';

export interface InlineRun {
  text: string;
  numbering: PlaceholderNumbering;
  /** Inline elements of the run, whose attributes (alt, title) are translated on their own. */
  elements: HtmlElement[];
  /** From the first piece's start to the last piece's end. */
  span: SourceSpan | undefined;
}

const placeholderLookalike = /<\/?[gx]\d/;
// Text whose source holds a tag was moved there by the parser (foster-parented out of a table).
const swallowedMarkup = /<[A-Za-z/!?]/;

export function spanOfNode(node: HtmlNode): SourceSpan | undefined {
  const location = node.sourceCodeLocation;
  return location ? { start: location.startOffset, end: location.endOffset } : undefined;
}

/** The run's nodes do not follow the source order, so no single span of source holds them. */
export class DisorderedRun extends Error {}

const collapseSpaces = (text: string) => text.replace(/[ \t\n\r\f]+/g, ' ');

class InlineRunReader {
  readonly run: InlineRun = {
    text: '',
    numbering: new PlaceholderNumbering(),
    elements: [],
    span: undefined,
  };
  private cursor: number | undefined;

  constructor(
    private readonly source: string,
    private readonly claimedTags: Set<number>,
  ) {}

  read(nodes: readonly HtmlNode[], depth: number): void {
    for (const node of nodes) this.readNode(node, depth);
  }

  /** Moves past `span`, keeping any unclaimed source before it as a standalone. */
  private advanceTo(span: SourceSpan): void {
    if (this.cursor !== undefined && span.start < this.cursor) throw new DisorderedRun();
    if (this.cursor !== undefined && span.start > this.cursor) {
      this.run.text += this.run.numbering.standalone({ start: this.cursor, end: span.start });
    }
    this.cursor = span.end;
    this.run.span = { start: this.run.span?.start ?? span.start, end: span.end };
  }

  private standalone(span: SourceSpan): void {
    this.advanceTo(span);
    this.run.text += this.run.numbering.standalone(span);
  }

  private readNode(node: HtmlNode, depth: number): void {
    refuseDeepNesting(node, depth);
    const span = spanOfNode(node);
    if (isElement(node)) this.readElement(node, depth);
    else if (!span) return;
    else if (node.nodeName === '#text' && 'value' in node && this.isPlainText(node.value, span)) {
      this.advanceTo(span);
      this.run.text += collapseSpaces(node.value);
    } else this.standalone(span);
  }

  private isPlainText(value: string, span: SourceSpan): boolean {
    return (
      !placeholderLookalike.test(value) && !swallowedMarkup.test(this.source.slice(span.start, span.end))
    );
  }

  private readElement(element: HtmlElement, depth: number): void {
    if (!isMarkedNoTranslate(element)) this.run.elements.push(element);
    const location = element.sourceCodeLocation;
    if (isUntranslated(element)) {
      if (location) this.standalone({ start: location.startOffset, end: location.endOffset });
      return;
    }
    // The parser reopens formatting elements (`<b>` across paragraphs) with the location of the
    // original tag: only the first element to claim a tag owns it, the reopened ones are transparent.
    const owned = location?.startTag && !this.claimedTags.has(location.startTag.startOffset);
    if (owned && location?.startTag) this.claimedTags.add(location.startTag.startOffset);
    const { startTag, endTag } = owned ? (location ?? {}) : {};
    if (startTag && endTag && element.childNodes.length > 0) {
      const open = { start: startTag.startOffset, end: startTag.endOffset };
      const close = { start: endTag.startOffset, end: endTag.endOffset };
      const [openTag, closeTag] = this.run.numbering.pair(open, close);
      this.advanceTo(open);
      this.run.text += openTag;
      this.read(element.childNodes, depth + 1);
      this.advanceTo(close);
      this.run.text += closeTag;
      return;
    }
    if (startTag) this.standalone({ start: startTag.startOffset, end: startTag.endOffset });
    this.read(element.childNodes, depth + 1);
    if (endTag) this.standalone({ start: endTag.startOffset, end: endTag.endOffset });
  }
}

/** Throws DisorderedRun when the nodes' source is out of order. */
export function readInlineRun(
  nodes: readonly HtmlNode[],
  source: string,
  depth: number,
  claimedTags: Set<number>,
): InlineRun {
  const reader = new InlineRunReader(source, claimedTags);
  reader.read(nodes, depth);
  return reader.run;
}
