// Writes a paragraph's translation back as IDML: each run of text a `<Content>` in the formatting its
// placeholder carried, as new CharacterStyleRanges with the original attributes and Properties (or,
// for a paragraph inside one range, as Content inside it). A hyperlink or XML tag whose text keeps one
// formatting goes back inside its CharacterStyleRange, as InDesign writes it; one whose text mixes
// formatting goes around the ranges.
import { type RunParagraph, renderRuns } from '../office-package';
import { escapeText } from '../xml-toolkit/xml-escape';
import { readTokens, type StoryCode, type StoryWrapper, textToken } from './paragraph-tokens';
import type { ReplacedRange } from './replaced-range';
import type { StoryParagraph } from './story-paragraphs';

type RenderedNode =
  | { kind: 'leaf'; style: string; markup: string; text?: string }
  | { kind: 'wrapper'; wrapper: StoryWrapper; children: RenderedNode[] };

/** Characters XML 1.0 cannot hold, which an engine may still return: dropped, or the story would not parse. */
const notXml =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const contentOf = (text: string) => `<Content>${escapeText(text.replace(notXml, ''))}</Content>`;

interface Run {
  style: string;
  text: string;
}

class NodeBuilder {
  private readonly stack: RenderedNode[][] = [[]];

  constructor(private readonly wrappers: readonly StoryWrapper[]) {}

  get nodes(): RenderedNode[] {
    return this.stack[0] ?? [];
  }

  private get siblings(): RenderedNode[] {
    return this.stack.at(-1) ?? [];
  }

  text({ style, text }: Run): void {
    const previous = this.siblings.at(-1);
    if (previous?.kind === 'leaf' && previous.text !== undefined && previous.style === style) {
      previous.text += text;
      previous.markup = contentOf(previous.text);
    } else this.siblings.push({ kind: 'leaf', style, text, markup: contentOf(text) });
  }

  code(style: string, markup: string): void {
    this.siblings.push({ kind: 'leaf', style, markup });
  }

  open(index: number): void {
    const wrapper = this.wrappers[index];
    if (!wrapper) return;
    const node: RenderedNode = { kind: 'wrapper', wrapper, children: [] };
    this.siblings.push(node);
    this.stack.push(node.children);
  }

  close(): void {
    if (this.stack.length > 1) this.stack.pop();
  }
}

/** The one formatting a node's text has, when it can sit inside a CharacterStyleRange. */
function singleStyle(node: RenderedNode): string | undefined {
  if (node.kind === 'leaf') return node.style;
  if (!node.wrapper.insideRange) return undefined;
  const styles = new Set(node.children.map(singleStyle));
  const [style] = styles;
  return styles.size === 1 && style !== undefined ? style : undefined;
}

function contentMarkup(node: RenderedNode): string {
  if (node.kind === 'leaf') return node.markup;
  return node.wrapper.open + node.children.map(contentMarkup).join('') + node.wrapper.close;
}

const closeTagOf = (style: string) => `</${/^<([^\s/>]+)/.exec(style)?.[1] ?? 'CharacterStyleRange'}>`;

/** Nodes as CharacterStyleRanges: neighbours in one formatting share a range. */
function rangesMarkup(nodes: readonly RenderedNode[]): string {
  let output = '';
  let open: string | undefined;
  const closeOpen = () => {
    if (open) output += closeTagOf(open);
    open = undefined;
  };
  for (const node of nodes) {
    const style = singleStyle(node);
    if (style === undefined && node.kind === 'wrapper') {
      closeOpen();
      output += node.wrapper.open + rangesMarkup(node.children) + node.wrapper.close;
      continue;
    }
    if (style !== open) {
      closeOpen();
      if (style) output += style;
      open = style || undefined;
    }
    output += contentMarkup(node);
  }
  closeOpen();
  return output;
}

/** The XML that replaces `range` for this translation of `paragraph`. */
export function renderParagraph(
  translation: string,
  paragraph: StoryParagraph,
  runs: RunParagraph,
  range: ReplacedRange,
  codeMarkup: (code: StoryCode) => string,
): string {
  const texts: Run[] = [];
  const rendered = renderRuns(translation, runs, (style, text) => textToken(texts.push({ style, text }) - 1));
  const builder = new NodeBuilder(paragraph.wrappers);
  for (const token of readTokens(rendered)) {
    if (token.kind === 'text') {
      const run = texts[token.index];
      if (run) builder.text(run);
    } else if (token.kind === 'code') {
      const code = paragraph.codes[token.index];
      if (code) builder.code(code.style, codeMarkup(code));
    } else if (token.kind === 'open') builder.open(token.index);
    else builder.close();
  }
  const body =
    range.level === 'content' ? builder.nodes.map(contentMarkup).join('') : rangesMarkup(builder.nodes);
  return range.before + body + range.after;
}
