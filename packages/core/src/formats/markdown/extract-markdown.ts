// Walks the Markdown tree in reading order and collects the segments with the edits that put their
// translations back: front matter values, then every paragraph, heading and table cell, each followed
// by the alt texts of its images, and the text of HTML blocks. Code, math and link definitions are
// left alone.
import type { Nodes, PhrasingContent, Root } from 'mdast';
import type { Segment } from '../../segments';
import { stripPlaceholders } from '../../segments';
import type { SegmentContext } from '../../segments/segment';
import type { SourceSpan } from '../source-positions/source-rewrite';
import { type FrontMatterValue, frontMatterValues } from './front-matter';
import { htmlBlockSegments } from './html-block';
import { hasPosition, type ImageInText, readInlineContent, spanOf } from './inline-content';
import type { MarkdownEdit } from './markdown-edits';
import { readMarkdown } from './parse-markdown';
import { tomlFrontMatterValues } from './toml-front-matter';

export interface ExtractedMarkdown {
  segments: Segment[];
  edits: MarkdownEdit[];
}

interface InlinePlace {
  singleLine: boolean;
  inTable: boolean;
}

// remark-frontmatter makes `toml` nodes, which mdast's types do not list.
const isToml = (node: Nodes) => (node.type as string) === 'toml';
/** Every node has a source position (see restore-positions.ts): else the block stays as it is. */
function allPlaced(nodes: readonly Nodes[]): boolean {
  return nodes.every((node) => hasPosition(node) && (!('children' in node) || allPlaced(node.children)));
}

// Placeholders spell only the letters g and x (`<g1>`, `<x2/>`): any other letter is text, and only a
// text without one needs its placeholders taken out to be sure.
const hasLetters = (text: string) => /(?![gx])\p{L}/u.test(text) || /\p{L}/u.test(stripPlaceholders(text));

/** The alt text's span: from after `![` to its closing bracket, minding nested brackets and escapes. */
function altSpan(source: string, image: ImageInText): { start: number; end: number } | undefined {
  let depth = 0;
  for (let index = image.span.start + 2; index < image.span.end; index += 1) {
    const character = source[index];
    if (character === '\\') index += 1;
    else if (character === '[') depth += 1;
    else if (character === ']' && depth-- === 0) return { start: image.span.start + 2, end: index };
  }
  return undefined;
}

/**
 * The prefix of a translation's continuation lines: the source's own (`> `, indentation) when the
 * block has more than one line, else what stands before its first line (`- ` becomes two spaces).
 */
function linePrefixOf(source: string, span: SourceSpan): string {
  const lineEnd = source.indexOf('\n', span.start);
  if (lineEnd >= 0 && lineEnd < span.end) {
    let end = lineEnd + 1;
    for (; end < span.end; end += 1) {
      const character = source[end];
      if (character !== ' ' && character !== '\t' && character !== '>') break;
    }
    return source.slice(lineEnd + 1, end);
  }
  const lineStart = source.lastIndexOf('\n', span.start - 1) + 1;
  if (lineStart === span.start) return '';
  return source.slice(lineStart, span.start).replace(/[^>\t]/g, ' ');
}

/** The line ending a translation's line breaks are written with: the block's own, else the file's. */
function lineBreakOf(text: string, fallback: string): string {
  if (text.includes('\r\n')) return '\r\n';
  return text.includes('\n') ? '\n' : fallback;
}

class MarkdownReader {
  readonly result: ExtractedMarkdown = { segments: [], edits: [] };
  private heading: string | undefined;
  private documentTitle: string | undefined;

  private readonly lineBreak: string;
  /** Files without CR line breaks, most of them, need not look for them block by block. */
  private readonly hasCarriageReturns: boolean;

  constructor(private readonly source: string) {
    this.lineBreak = lineBreakOf(source, '\n');
    this.hasCarriageReturns = source.includes('\r');
  }

  /** The line break of the block at `span`. */
  private lineBreakAt(span: SourceSpan): string {
    if (this.hasCarriageReturns) return lineBreakOf(this.source.slice(span.start, span.end), this.lineBreak);
    const lineEnd = this.source.indexOf('\n', span.start);
    return lineEnd >= 0 && lineEnd < span.end ? '\n' : this.lineBreak;
  }

  readBlock(node: Nodes): void {
    if (node.type === 'yaml') this.readFrontMatter(frontMatterValues(this.source, node));
    else if (isToml(node)) {
      const { start, end } = spanOf(node);
      this.readFrontMatter(tomlFrontMatterValues(this.source, start, end));
    } else if (node.type === 'paragraph')
      this.readInline(node.children, { singleLine: false, inTable: false });
    else if (node.type === 'heading') {
      const text = this.readInline(node.children, { singleLine: true, inTable: false });
      if (text !== undefined) this.heading = stripPlaceholders(text).trim();
    } else if (node.type === 'tableCell') this.readInline(node.children, { singleLine: true, inTable: true });
    else if (node.type === 'html') {
      for (const { text, edit } of htmlBlockSegments(this.source, node)) {
        this.addSegment(text, { ...edit, segment: this.result.segments.length });
      }
    } else if (node.type !== 'code' && 'children' in node) {
      for (const child of node.children) this.readBlock(child);
    }
  }

  private addSegment(text: string, edit: MarkdownEdit): void {
    const context: SegmentContext = {};
    if (this.heading) context.heading = this.heading;
    if (this.documentTitle) context.documentTitle = this.documentTitle;
    const id = `s${this.result.segments.length + 1}`;
    this.result.segments.push(Object.keys(context).length > 0 ? { id, text, context } : { id, text });
    this.result.edits.push(edit);
  }

  private readFrontMatter(values: FrontMatterValue[]): void {
    for (const value of values) {
      if (!hasLetters(value.text)) continue;
      const segment = this.result.segments.length;
      this.addSegment(value.text, { kind: 'frontMatter', segment, style: value.style, ...value.span });
      if (value.key === 'title') this.documentTitle = value.text.trim();
    }
  }

  /** Adds the content as a segment when it has words; returns its text. */
  private readInline(children: PhrasingContent[], place: InlinePlace): string | undefined {
    const first = children[0];
    const last = children[children.length - 1];
    if (!first || !last || !allPlaced(children)) return undefined;
    const content = readInlineContent(children, this.source);
    const text = this.hasCarriageReturns ? content.text.replace(/\r\n/g, '\n') : content.text;
    const span = { start: spanOf(first).start, end: spanOf(last).end };
    if (hasLetters(text)) {
      this.addSegment(text, {
        kind: 'inline',
        segment: this.result.segments.length,
        markup: content.numbering.markup,
        linePrefix: linePrefixOf(this.source, span),
        lineBreak: this.lineBreakAt(span),
        ...span,
        ...place,
      });
    }
    for (const image of content.images) this.readAlt(image, place.inTable);
    for (const { text: value, span: valueSpan, quote } of content.attributes) {
      if (!hasLetters(value)) continue;
      this.addSegment(value, {
        kind: 'attribute',
        segment: this.result.segments.length,
        quote,
        ...valueSpan,
      });
    }
    for (const title of content.titles) {
      if (!hasLetters(title.text)) continue;
      const segment = this.result.segments.length;
      this.addSegment(title.text, { kind: 'title', segment, delimiter: title.delimiter, ...title.span });
    }
    return text;
  }

  private readAlt(image: ImageInText, inTable: boolean): void {
    const span = altSpan(this.source, image);
    if (!span || !hasLetters(image.alt)) return;
    this.addSegment(image.alt, { kind: 'alt', segment: this.result.segments.length, inTable, ...span });
  }
}

export function extractMarkdown(tree: Root, source: string): ExtractedMarkdown {
  const reader = new MarkdownReader(source);
  reader.readBlock(tree);
  return reader.result;
}

/** The same as extracting from the file's tree, read piece by piece as the file is parsed. */
export function extractMarkdownText(source: string): ExtractedMarkdown {
  let reader = new MarkdownReader(source);
  readMarkdown(source, () => {
    reader = new MarkdownReader(source);
    return (nodes) => {
      for (const node of nodes) reader.readBlock(node);
    };
  });
  return reader.result;
}
