// A DrawingML paragraph (`<a:p>`) as inline items: each `<a:r>` is text in its run style, line breaks,
// fields (slide number, date) and anything else inline are codes kept as written. The paragraph
// properties before and the end-of-paragraph properties after stay outside the rewritten range.
import type { InlineItem } from '../office-package';
import type { XmlDocument } from '../xml-toolkit/safe-xml';
import { childElements, firstChild, localName, type XmlElement } from '../xml-toolkit/xml-tree';
import { runStyle } from './run-style';

export interface ParagraphContent {
  items: InlineItem[];
  /** The range of the runs, which a translation replaces. */
  start: number;
  end: number;
}

const outsideContent = new Set(['pPr', 'endParaRPr']);

function textOf(element: XmlElement | undefined): string {
  if (!element) return '';
  return element.children
    .map((child) => (child.kind === 'text' || child.kind === 'cdata' ? child.value : ''))
    .join('');
}

function itemOf(document: XmlDocument, element: XmlElement): InlineItem {
  if (localName(element) === 'r') {
    const style = runStyle(document, firstChild(element, 'rPr'));
    return { kind: 'text', text: textOf(firstChild(element, 't')), style };
  }
  return { kind: 'code', markup: document.text.slice(element.start, element.end) };
}

export function paragraphContent(document: XmlDocument, paragraph: XmlElement): ParagraphContent | undefined {
  const inline = childElements(paragraph).filter((child) => !outsideContent.has(localName(child)));
  const first = inline[0];
  const last = inline.at(-1);
  if (!first || !last) return undefined;
  return { items: inline.map((element) => itemOf(document, element)), start: first.start, end: last.end };
}
