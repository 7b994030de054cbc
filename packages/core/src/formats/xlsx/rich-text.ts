// Excel's rich strings: a shared string's <si>, an inline string's <is> and a comment's <text> hold
// either one plain <t> or runs (<r><rPr>…</rPr><t>…</t></r>). The runs become one segment with the
// toolkit's placeholders; phonetic guides (<rPh>, <phoneticPr>) after them are kept as they are.
import { type InlineItem, type RunParagraph, renderRuns, runParagraph } from '../office-package';
import type { XmlDocument } from '../xml-toolkit/safe-xml';
import { escapeText } from '../xml-toolkit/xml-escape';
import { childElements, firstChild, localName, prefixOf, type XmlElement } from '../xml-toolkit/xml-tree';

export interface RichText {
  paragraph: RunParagraph;
  /** The text without formatting, to judge whether it is worth translating. */
  plain: string;
  /** The range of the <t> or runs that a translation replaces. */
  start: number;
  end: number;
  /** True when the string had no runs: a translation without formatting stays one <t>. */
  isPlain: boolean;
  prefix: string;
}

const textOf = (element: XmlElement | undefined) =>
  element?.children
    .map((child) => (child.kind === 'text' || child.kind === 'cdata' ? child.value : ''))
    .join('') ?? '';

function runItem(document: XmlDocument, run: XmlElement): InlineItem {
  const properties = firstChild(run, 'rPr');
  const style = properties ? document.text.slice(properties.start, properties.end) : '';
  return { kind: 'text', text: textOf(firstChild(run, 't')), style };
}

/** The container's text, or undefined when it has none. */
export function readRichText(document: XmlDocument, container: XmlElement): RichText | undefined {
  const pieces = childElements(container).filter((child) => ['t', 'r'].includes(localName(child)));
  const first = pieces[0];
  const last = pieces.at(-1);
  if (!first || !last) return undefined;
  const items = pieces.map(
    (piece): InlineItem =>
      localName(piece) === 'r' ? runItem(document, piece) : { kind: 'text', text: textOf(piece), style: '' },
  );
  return {
    paragraph: runParagraph(items),
    plain: items.map((item) => (item.kind === 'text' ? item.text : '')).join(''),
    start: first.start,
    end: last.end,
    isPlain: pieces.every((piece) => localName(piece) === 't'),
    prefix: prefixOf(container),
  };
}

/** Excel writes xml:space="preserve" only where spaces at either end would otherwise be lost. */
function textElement(prefix: string, text: string): string {
  const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
  return `<${prefix}t${space}>${escapeText(text)}</${prefix}t>`;
}

export function renderRichText(translation: string, rich: RichText): string {
  const { prefix } = rich;
  if (rich.isPlain)
    return textElement(
      prefix,
      renderRuns(translation, rich.paragraph, (_style, text) => text),
    );
  return renderRuns(
    translation,
    rich.paragraph,
    (style, text) => `<${prefix}r>${style}${textElement(prefix, text)}</${prefix}r>`,
  );
}
