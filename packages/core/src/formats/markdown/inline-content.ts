// The inline content of a paragraph, heading or table cell as one segment: text stays text, emphasis,
// strong, strikethrough and link text become `<g1>…</g1>` (their delimiters and destination stay in
// the skeleton), and so do inline HTML elements around text (inline-html.ts); what must not be
// translated (inline code, math, images, breaks, other inline HTML, autolinks, footnote references)
// becomes `<x2/>`.
import type { Nodes, PhrasingContent } from 'mdast';
import type { AttributeValue } from '../html/html-attributes';
import { PlaceholderNumbering } from '../source-positions/placeholder-markup';
import type { SourceSpan } from '../source-positions/source-rewrite';
import { inlineTagAttributes, pairInlineHtml } from './inline-html';
import { findLinkTitle, type LinkTitle } from './link-title';

export interface ImageInText {
  span: SourceSpan;
  alt: string;
}

export interface InlineContent {
  text: string;
  numbering: PlaceholderNumbering;
  /** Images inside the content: their alt text is translated as a segment of its own. */
  images: ImageInText[];
  /** Titles of links and images, translated as segments of their own. */
  titles: LinkTitle[];
  /** Visible attributes of inline HTML tags (`<img alt>`, `<abbr title>`), segments of their own. */
  attributes: AttributeValue[];
}

const maxHtmlNesting = 32;
const enclosing = new Set(['emphasis', 'strong', 'delete', 'link', 'linkReference']);
// A text that spells a placeholder (`\<g1>` in the source) would be read as one: it is kept as markup.
const placeholderLookalike = /<\/?[gx]\d/;

export function hasPosition(node: Nodes): boolean {
  return node.position?.start.offset !== undefined && node.position.end.offset !== undefined;
}

export function spanOf(node: Nodes): SourceSpan {
  return { start: node.position?.start.offset ?? 0, end: node.position?.end.offset ?? 0 };
}

/** `<https://x.org>` and GFM's bare `https://x.org`: the text is the address, which is not translated. */
function isAutolink(node: PhrasingContent, source: string): boolean {
  if (node.type !== 'link') return false;
  const { start, end } = spanOf(node);
  const [child] = node.children;
  return (
    source[start] === '<' || (child !== undefined && spanOf(child).end - spanOf(child).start === end - start)
  );
}

function enclosesText(
  node: PhrasingContent,
  source: string,
): node is PhrasingContent & { children: PhrasingContent[] } {
  return (
    enclosing.has(node.type) && 'children' in node && node.children.length > 0 && !isAutolink(node, source)
  );
}

/**
 * `[Garden]` and `[Garden][]` find their definition by their own text, which translation changes:
 * once translated they are written as full references, `[Jardín][Garden]`. (For the same reason the
 * alt text of `![Garden]` is not translated.)
 */
function explicitReference(node: PhrasingContent): string | undefined {
  if (node.type !== 'linkReference' || node.referenceType === 'full') return undefined;
  return `][${node.label ?? node.identifier}]`;
}

/**
 * A bare `https://x.org` or `git@x.org` (GFM's autolink literal) takes in whatever a translation puts
 * right after it (`https://x.org。`), so once translated it is written as a plain link.
 */
function literalAutolink(node: PhrasingContent, source: string): string | undefined {
  if (node.type !== 'link' || source[spanOf(node).start] === '<') return undefined;
  const [child] = node.children;
  if (child?.type !== 'text') return undefined;
  return `[${child.value.replace(/[[\]\\]/g, '\\$&')}](<${node.url}>)`;
}

class InlineReader {
  readonly content: InlineContent = {
    text: '',
    numbering: new PlaceholderNumbering(),
    images: [],
    titles: [],
    attributes: [],
  };

  constructor(private readonly source: string) {}

  /** Inline HTML elements nested this deep are read as single tags: a hostile file nests thousands. */
  private htmlDepth = 0;

  read(nodes: readonly PhrasingContent[]): void {
    const elements = this.htmlDepth < maxHtmlNesting ? pairInlineHtml(nodes) : new Map();
    for (let index = 0; index < nodes.length; index += 1) {
      const element = elements.get(index);
      if (element) {
        this.readElement(nodes, element.open, element.close, element.role);
        index = element.close;
      } else this.readNode(nodes[index] as PhrasingContent);
    }
  }

  /** An inline HTML element: a pair around its translated content, or kept whole with it. */
  private readElement(
    nodes: readonly PhrasingContent[],
    open: number,
    close: number,
    role: 'pair' | 'opaque',
  ): void {
    const opening = spanOf(nodes[open] as PhrasingContent);
    const closing = spanOf(nodes[close] as PhrasingContent);
    if (role === 'opaque') {
      this.content.text += this.content.numbering.standalone({ start: opening.start, end: closing.end });
      return;
    }
    const html = nodes[open];
    if (html?.type === 'html') this.content.attributes.push(...inlineTagAttributes(html, this.source));
    const [openTag, closeTag] = this.content.numbering.pair(opening, closing);
    this.content.text += openTag;
    this.htmlDepth += 1;
    this.read(nodes.slice(open + 1, close));
    this.htmlDepth -= 1;
    this.content.text += closeTag;
  }

  private readNode(node: PhrasingContent): void {
    const span = spanOf(node);
    if ((node.type === 'link' || node.type === 'image') && node.title) {
      const title = findLinkTitle(this.source, span, node.title);
      if (title) this.content.titles.push(title);
    }
    if (node.type === 'text' && !placeholderLookalike.test(node.value)) {
      this.content.text += node.value;
    } else if (enclosesText(node, this.source)) {
      const first = spanOf(node.children[0] as PhrasingContent);
      const last = spanOf(node.children[node.children.length - 1] as PhrasingContent);
      const [open, close] = this.content.numbering.pair(
        { start: span.start, end: first.start },
        { start: last.end, end: span.end },
        explicitReference(node),
      );
      this.content.text += open;
      this.read(node.children);
      this.content.text += close;
    } else {
      if (node.type === 'image' || (node.type === 'imageReference' && node.referenceType === 'full')) {
        this.content.images.push({ span, alt: node.alt ?? '' });
      }
      if (node.type === 'html') this.content.attributes.push(...inlineTagAttributes(node, this.source));
      this.content.text += this.content.numbering.standalone(span, literalAutolink(node, this.source));
    }
  }
}

export function readInlineContent(nodes: readonly PhrasingContent[], source: string): InlineContent {
  const reader = new InlineReader(source);
  reader.read(nodes);
  return reader.content;
}
