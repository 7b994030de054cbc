// The content of one translatable element as segment text: text and CDATA as they read, every
// inline element, comment or instruction as a placeholder (`<g1>…</g1>` around content, `<x2/>`
// standing alone). `render-inline.ts` writes a translation back.
import type { XmlElement, XmlNode } from './xml-tree';

export type Placeholder =
  | { kind: 'pair'; open: string; close: string; cdata: boolean }
  | { kind: 'standalone'; markup: string };

/** How a vocabulary spells characters inside its text (Android escapes quotes with a backslash). */
export interface TextCodec {
  decode(text: string): string;
  encode(text: string): string;
}

export interface InlineRules {
  /** Inline elements whose whole content is code, not text (`<codeph>`, XLIFF `<ph>`): one `<xN/>`. */
  isOpaque(element: XmlElement): boolean;
  codec?: TextCodec;
}

export interface InlineContent {
  text: string;
  /** `placeholders[n - 1]` is what `<gn>`/`<xn/>` stands for. */
  placeholders: Placeholder[];
  /** The content exactly as written, put back when a translation is the source unchanged. */
  markup: string;
  /** The whole content is one CDATA section: the translation is written in one too. */
  inCdata: boolean;
  /** XML parsers read `\r\n` as `\n`; a file written with `\r\n` gets them back in translations. */
  lineBreak: '\n' | '\r\n';
  codec?: TextCodec;
}

// A literal `<g1>` in the text would read as a placeholder; its `<` becomes one instead.
const placeholderLookalike = /<(?=\/?[gx]\d)/g;

const cdataSection: Placeholder = { kind: 'pair', open: '<![CDATA[', close: ']]>', cdata: true };

class InlineBuilder {
  text = '';
  readonly placeholders: Placeholder[] = [];

  constructor(
    private readonly source: string,
    private readonly rules: InlineRules,
  ) {}

  add(node: XmlNode): void {
    if (node.kind === 'text' || node.kind === 'cdata') this.addText(node.kind, node.value);
    else if (node.kind === 'element') this.addElement(node);
    else this.standalone(this.source.slice(node.start, node.end));
  }

  private addText(kind: 'text' | 'cdata', value: string): void {
    if (kind === 'text') {
      this.addRun(value, '&lt;');
      return;
    }
    const id = this.placeholders.push({ ...cdataSection });
    this.text += `<g${id}>`;
    this.addRun(value, '<');
    this.text += `</g${id}>`;
  }

  /** Text as it reads; `lessThan` is how a placeholder-lookalike's `<` is written back. */
  addRun(value: string, lessThan: string): void {
    const decoded = this.rules.codec?.decode(value) ?? value;
    decoded.split(placeholderLookalike).forEach((piece, index) => {
      if (index > 0) this.standalone(lessThan);
      this.text += piece;
    });
  }

  private addElement(element: XmlElement): void {
    if (element.children.length === 0 || this.rules.isOpaque(element)) {
      this.standalone(this.source.slice(element.start, element.end));
      return;
    }
    const id = this.placeholders.push({
      kind: 'pair',
      open: this.source.slice(element.start, element.openEnd),
      close: this.source.slice(element.closeStart, element.end),
      cdata: false,
    });
    this.text += `<g${id}>`;
    for (const child of element.children) this.add(child);
    this.text += `</g${id}>`;
  }

  private standalone(markup: string): void {
    this.text += `<x${this.placeholders.push({ kind: 'standalone', markup })}/>`;
  }
}

function isSingleCdata(nodes: readonly XmlNode[]): boolean {
  return nodes.length === 1 && nodes[0]?.kind === 'cdata';
}

/** The segment text of `element`'s content. */
export function inlineContent(source: string, element: XmlElement, rules: InlineRules): InlineContent {
  const markup = source.slice(element.openEnd, element.closeStart);
  const { children } = element;
  const inCdata = isSingleCdata(children);
  const builder = new InlineBuilder(source, rules);
  if (inCdata) builder.addRun((children[0] as XmlNode & { value: string }).value, '<');
  else for (const child of children) builder.add(child);
  const lineBreak = markup.includes('\r\n') ? '\r\n' : '\n';
  return {
    text: builder.text,
    placeholders: builder.placeholders,
    markup,
    inCdata,
    lineBreak,
    codec: rules.codec,
  };
}
