// Text in drawings and charts: the paragraphs of text boxes and shapes, chart and axis titles, and
// the chart's cached or literal category and series names (`<c:strCache>`, `<c:strLit>`) when they
// read as words, so a chart shows the same names as the translated cells it was drawn from.
import { readDrawingParagraph, renderDrawingParagraph } from '../office-package';
import { escapeText } from '../xml-toolkit/xml-escape';
import { childElements, localName, type XmlElement } from '../xml-toolkit/xml-tree';
import { eachElement } from './each-element';
import type { PartText } from './rich-text-slots';
import { isTranslatableText } from './translatable-text';

function addParagraph({ plan, part, document }: PartText, paragraph: XmlElement, id: string): void {
  const drawing = readDrawingParagraph(document, paragraph);
  if (!drawing || !isTranslatableText(drawing.plain)) return;
  plan.addText(
    part,
    document,
    { id, text: drawing.paragraph.text, start: drawing.start, end: drawing.end },
    (translation) => renderDrawingParagraph(translation, drawing),
  );
}

/** Paragraphs live in text bodies (`xdr:txBody`, a table cell's `a:txBody`) and chart rich text. */
const paragraphHolders = new Set(['txBody', 'rich']);

export function addDrawingText(text: PartText): void {
  let count = 0;
  eachElement(text.document.root, (element) => {
    if (!paragraphHolders.has(localName(element))) return;
    for (const paragraph of childElements(element, 'p')) {
      addParagraph(text, paragraph, `${text.part}#p${count++}`);
    }
  });
}

const namesHolders = new Set(['strCache', 'strLit']);

function isNameValue(value: XmlElement, parent: XmlElement, grandparent: XmlElement | undefined): boolean {
  if (localName(value) !== 'v') return false;
  if (localName(parent) === 'tx') return true;
  return localName(parent) === 'pt' && grandparent !== undefined && namesHolders.has(localName(grandparent));
}

/** Every `<c:v>` holding a name, with its parents, found in one walk of the chart. */
function nameValues(element: XmlElement, parent?: XmlElement, found: XmlElement[] = []): XmlElement[] {
  for (const child of childElements(element)) {
    if (isNameValue(child, element, parent)) found.push(child);
    else nameValues(child, element, found);
  }
  return found;
}

export function addChartText(text: PartText): void {
  addDrawingText(text);
  const { plan, part, document } = text;
  nameValues(document.root).forEach((value, index) => {
    const name = value.children.map((child) => (child.kind === 'text' ? child.value : '')).join('');
    if (value.selfClosing || !isTranslatableText(name)) return;
    plan.addText(
      part,
      document,
      { id: `${part}#v${index}`, text: name, start: value.openEnd, end: value.closeStart },
      escapeText,
    );
  });
}
