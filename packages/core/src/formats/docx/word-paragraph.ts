// One Word paragraph as one segment: its runs, read by paragraphItems, and the markup that writes a
// translation back, each word in its run's formatting and in the target language. Right-to-left
// targets also get a right-to-left paragraph (`w:bidi`).
import { type RunParagraph, renderRuns, runParagraph } from '../office-package';
import { paragraphPropertyOrder } from '../office-package/wordprocessing-order';
import type { TextEdit } from '../source-positions/text-edits';
import type { XmlDocument } from '../xml-toolkit/safe-xml';
import { escapeText } from '../xml-toolkit/xml-escape';
import { childElements, firstChild, localName, prefixOf, type XmlElement } from '../xml-toolkit/xml-tree';
import { inSchemaOrder } from './child-order';
import type { FieldState } from './field-state';
import { paragraphItems, type SourceCode } from './paragraph-items';
import { targetRunProperties } from './run-properties';
import type { RenderContext } from './translation-plan';

export interface WordParagraph {
  element: XmlElement;
  document: XmlDocument;
  /** `w:` or whatever prefix the part gives WordprocessingML. */
  prefix: string;
  runs: RunParagraph;
  properties: XmlElement | undefined;
  /** The range of the inline content (after the properties): what a translation replaces. */
  start: number;
  end: number;
  /** False where a field runs on into other paragraphs (a table of contents): copies leave its codes out. */
  fieldsBalanced: boolean;
}

const hasWords = (text: string) => /\p{L}/u.test(text);

/** The paragraph, or undefined when it has no words to translate. */
export function readWordParagraph(
  document: XmlDocument,
  element: XmlElement,
  fields: FieldState,
): WordParagraph | undefined {
  const { items, fieldsBalanced } = paragraphItems(document, element, fields);
  if (element.selfClosing || !items.some((item) => item.kind === 'text' && hasWords(item.text))) return;
  const properties = firstChild(element, 'pPr');
  return {
    element,
    document,
    prefix: prefixOf(element),
    runs: runParagraph(items),
    properties,
    start: properties ? properties.end : element.openEnd,
    end: element.closeStart,
    fieldsBalanced,
  };
}

const isSourceCode = (placeholder: object): placeholder is SourceCode => 'nested' in placeholder;
const fieldCode = /<(?:[\w.-]+:)?(?:fldChar|instrText)\b/;

/** A copy must not repeat what is unique, nor half of a field that runs on into other paragraphs. */
function leftOutOfCopy(paragraph: WordParagraph, code: SourceCode): boolean {
  return code.unique || (!paragraph.fieldsBalanced && fieldCode.test(code.markup));
}

/**
 * The paragraph's runs with codes that hold text (text boxes, alt text) written with their own
 * translations; in a copy, codes that must stay unique (bookmarks, pictures, note references) and
 * the ends of fields that span paragraphs go.
 */
function runsForRendering(paragraph: WordParagraph, context: RenderContext, copy: boolean): RunParagraph {
  const placeholders = paragraph.runs.placeholders.map((placeholder) => {
    if (!isSourceCode(placeholder)) return placeholder;
    if (copy && leftOutOfCopy(paragraph, placeholder)) return { ...placeholder, markup: '' };
    if (!placeholder.nested) return placeholder;
    const inner = context.nested(placeholder.start, placeholder.end);
    return { ...placeholder, markup: placeholder.before + inner + placeholder.after };
  });
  return { ...paragraph.runs, placeholders };
}

/** The translation as runs, each in its formatting with the target's language marks. */
export function renderParagraphRuns(
  paragraph: WordParagraph,
  translation: string,
  context: RenderContext,
  copy = false,
): string {
  const { prefix } = paragraph;
  const properties = new Map<string, string>();
  const runProperties = (style: string) => {
    const known = properties.get(style);
    if (known !== undefined) return known;
    const written = targetRunProperties(style, prefix, context.language);
    properties.set(style, written);
    return written;
  };
  return renderRuns(
    translation,
    runsForRendering(paragraph, context, copy),
    (style, text) =>
      `<${prefix}r>${runProperties(style)}<${prefix}t xml:space="preserve">${escapeText(text)}</${prefix}t></${prefix}r>`,
  );
}

/** The paragraph properties' children, with `w:bidi` added for a right-to-left target. */
export function propertiesMarkup(
  paragraph: WordParagraph,
  rightToLeft: boolean,
  leaveOut: ReadonlySet<string> = new Set(),
): string {
  const { document, prefix, properties } = paragraph;
  const children = (properties ? childElements(properties) : [])
    .filter((child) => !leaveOut.has(localName(child)))
    .map((child) => ({ name: localName(child), markup: document.text.slice(child.start, child.end) }));
  if (rightToLeft && !children.some((child) => child.name === 'bidi')) {
    children.push({ name: 'bidi', markup: `<${prefix}bidi/>` });
  }
  return inSchemaOrder(paragraphPropertyOrder, children);
}

/** The edit that makes an existing paragraph right-to-left. */
export function rightToLeftEdit(paragraph: WordParagraph): TextEdit[] {
  const { properties, prefix, element } = paragraph;
  if (properties && childElements(properties).some((child) => localName(child) === 'bidi')) return [];
  const text = `<${prefix}pPr>${propertiesMarkup(paragraph, true)}</${prefix}pPr>`;
  if (properties) return [{ start: properties.start, end: properties.end, text }];
  return [{ start: element.openEnd, end: element.openEnd, text }];
}
