// DrawingML paragraphs (<a:p>), the text of text boxes, shapes, SmartArt and charts' titles and labels
// in DOCX and XLSX: runs (<a:r><a:rPr/><a:t/></a:r>) become one segment; line breaks and fields
// (<a:br/>, <a:fld>) are kept as they are, wherever the translation puts them. Paragraph and
// end-of-paragraph properties stay put.
import type { XmlDocument } from '../xml-toolkit/safe-xml';
import { escapeText } from '../xml-toolkit/xml-escape';
import { childElements, firstChild, localName, prefixOf, type XmlElement } from '../xml-toolkit/xml-tree';
import { type InlineItem, type RunParagraph, renderRuns, runParagraph } from './inline-runs';

export interface DrawingParagraph {
  paragraph: RunParagraph;
  /** The runs' text, with a space for each break or field. */
  plain: string;
  start: number;
  end: number;
  prefix: string;
}

// Proofing and language marks differ between runs that look the same; they are not formatting.
const proofingAttributes = /\s(?:lang|altLang|dirty|err|noProof|smtClean|smtId|bmk)="[^"]*"/g;

const inlineNames = new Set(['r', 'br', 'fld']);

function runText(run: XmlElement): string {
  const text = firstChild(run, 't');
  return text?.children.map((child) => (child.kind === 'text' ? child.value : '')).join('') ?? '';
}

function inlineItem(document: XmlDocument, child: XmlElement): InlineItem {
  const markup = document.text.slice(child.start, child.end);
  if (localName(child) !== 'r') return { kind: 'code', markup };
  const properties = firstChild(child, 'rPr');
  const style = properties
    ? document.text.slice(properties.start, properties.end).replace(proofingAttributes, '')
    : '';
  return { kind: 'text', text: runText(child), style };
}

export function readDrawingParagraph(
  document: XmlDocument,
  paragraph: XmlElement,
): DrawingParagraph | undefined {
  const inline = childElements(paragraph).filter((child) => inlineNames.has(localName(child)));
  const first = inline[0];
  const last = inline.at(-1);
  if (!first || !last) return undefined;
  const items = inline.map((child) => inlineItem(document, child));
  return {
    paragraph: runParagraph(items),
    plain: items.map((item) => (item.kind === 'text' ? item.text : ' ')).join(''),
    start: first.start,
    end: last.end,
    prefix: prefixOf(paragraph),
  };
}

/** The translated runs; `restyle` may change a run's `<a:rPr>` (as written, or '' when it had none). */
export function renderDrawingParagraph(
  translation: string,
  drawing: DrawingParagraph,
  restyle: (style: string) => string = (style) => style,
): string {
  const { prefix } = drawing;
  return renderRuns(
    translation,
    drawing.paragraph,
    (style, text) => `<${prefix}r>${restyle(style)}<${prefix}t>${escapeText(text)}</${prefix}t></${prefix}r>`,
  );
}
