// Finds the text a reader sees in one part: every DrawingML paragraph in a text body (shapes, groups,
// tables, chart titles, SmartArt), alternative text of pictures and shapes, chart category and series
// names, and the title and subject of the document properties. Slide numbers and notes' slide images
// are left alone.
import type { XmlDocument } from '../xml-toolkit/safe-xml';
import { attribute, childElements, firstChild, localName, type XmlElement } from '../xml-toolkit/xml-tree';
import { type ParagraphContent, paragraphContent } from './paragraph-runs';

export interface TextBody {
  element: XmlElement;
  /** Table cells cannot autofit: their runs' font size shrinks instead. */
  kind: 'shape' | 'table';
  /** The type of the placeholder holding it (`title`, `body`…), undefined outside placeholders. */
  placeholder: string | undefined;
  /** The shape it belongs to (`<p:sp>`, `<dsp:sp>`); undefined in table cells. */
  shape: XmlElement | undefined;
}

export interface ParagraphText {
  kind: 'paragraph';
  paragraph: XmlElement;
  content: ParagraphContent;
  /** The text body to fit when the translation is longer; none for charts and SmartArt data. */
  body: TextBody | undefined;
}

/** Plain text: an element's content or an attribute's value, replaced as a whole. */
export interface ValueText {
  kind: 'value';
  text: string;
  start: number;
  end: number;
  quote: '"' | "'" | undefined;
}

export type PartText = ParagraphText | ValueText;

/** Alternative text that only names the picture's file (`logo.png`, `C:\\art\\logo.png`) is kept. */
export const isFileName = (text: string) => /^\S+\.[a-z0-9]{2,4}$/i.test(text.trim());

const paragraphParents = new Set(['txBody', 't', 'rich']);
const untranslatedPlaceholders = new Set(['sldNum', 'sldImg']);
const propertyNames = new Set(['title', 'subject']);
const stringCaches = new Set(['strCache', 'strLit']);

/** A chart's cached category or series name (`<c:strCache><c:pt><c:v>`), or a series name typed as is (`<c:tx><c:v>`). */
function isChartString(parent: XmlElement | undefined, grandparent: XmlElement | undefined): boolean {
  if (!parent) return false;
  if (localName(parent) === 'tx') return true;
  return localName(parent) === 'pt' && grandparent !== undefined && stringCaches.has(localName(grandparent));
}

/** The shape's `<p:ph>`, when the shape is a placeholder (filled from its layout and master). */
export function placeholderOf(shape: XmlElement): XmlElement | undefined {
  const properties = childElements(shape).find((child) => localName(child).startsWith('nv'));
  return properties && firstChild(firstChild(properties, 'nvPr') ?? properties, 'ph');
}

/** A placeholder's type: `title`, `body`, `sldNum`…; undefined for other shapes and untyped placeholders. */
export function placeholderType(shape: XmlElement): string | undefined {
  const placeholder = placeholderOf(shape);
  return placeholder && attribute(placeholder, 'type');
}

function textOf(element: XmlElement): string {
  return element.children
    .map((child) => (child.kind === 'text' || child.kind === 'cdata' ? child.value : ''))
    .join('');
}

function elementValue(element: XmlElement): ValueText | undefined {
  if (element.selfClosing) return undefined;
  return {
    kind: 'value',
    text: textOf(element),
    start: element.openEnd,
    end: element.closeStart,
    quote: undefined,
  };
}

function attributeValue(document: XmlDocument, element: XmlElement, name: string): ValueText | undefined {
  const openTag = document.text.slice(element.start, element.openEnd);
  const match = new RegExp(`\\s${name}\\s*=\\s*(["'])(.*?)\\1`, 's').exec(openTag);
  const value = attribute(element, name);
  if (!match?.[1] || match[2] === undefined || !value) return undefined;
  const start = element.start + match.index + match[0].length - 1 - match[2].length;
  return { kind: 'value', text: value, start, end: start + match[2].length, quote: match[1] as '"' | "'" };
}

function bodyOf(parent: XmlElement, grandparent: XmlElement | undefined): TextBody | undefined {
  if (localName(parent) !== 'txBody') return undefined;
  const owner = grandparent && localName(grandparent);
  const ph = owner === 'sp' && grandparent ? placeholderOf(grandparent) : undefined;
  const placeholder = ph && (attribute(ph, 'type') ?? 'body');
  const shape = owner === 'sp' ? grandparent : undefined;
  return { element: parent, kind: owner === 'tc' ? 'table' : 'shape', placeholder, shape };
}

class PartReader {
  readonly texts: PartText[] = [];

  constructor(private readonly document: XmlDocument) {}

  visit(element: XmlElement, parent?: XmlElement, grandparent?: XmlElement): void {
    const name = localName(element);
    if (name === 'sp' && untranslatedPlaceholders.has(placeholderType(element) ?? '')) return;
    if (name === 'p' && parent && paragraphParents.has(localName(parent))) {
      this.addParagraph(element, bodyOf(parent, grandparent));
      return;
    }
    if (name === 'cNvPr') this.addAlternativeText(element);
    if (name === 'v' && isChartString(parent, grandparent)) this.add(elementValue(element));
    for (const child of childElements(element)) this.visit(child, element, parent);
  }

  readProperties(root: XmlElement): void {
    for (const child of childElements(root)) {
      if (propertyNames.has(localName(child))) this.add(elementValue(child));
    }
  }

  private addParagraph(paragraph: XmlElement, body: TextBody | undefined): void {
    const content = paragraphContent(this.document, paragraph);
    if (content) this.texts.push({ kind: 'paragraph', paragraph, content, body });
  }

  private addAlternativeText(element: XmlElement): void {
    const description = attributeValue(this.document, element, 'descr');
    if (description && !isFileName(description.text)) this.texts.push(description);
  }

  private add(value: ValueText | undefined): void {
    if (value) this.texts.push(value);
  }
}

/** The part's texts in document order; `properties` reads the document properties' fields. */
export function partTexts(document: XmlDocument, properties: boolean): PartText[] {
  const reader = new PartReader(document);
  if (properties) reader.readProperties(document.root);
  else reader.visit(document.root);
  return reader.texts;
}
