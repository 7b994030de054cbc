// Which parts of a document's tree hold text to translate, by kind and by the user's options: hidden
// slides, speaker notes, comments, masters, headers and footers can each be left alone, and a cell's
// displayed value is translated only when the cell holds a string (not a number, date or formula).
import type { FormatOptions } from '../format';
import { localName, type XmlElement } from '../xml-toolkit/xml-tree';
import type { DocumentKind } from './document-kinds';
import type { OdfNames } from './odf-names';

export interface WalkRules {
  kind: DocumentKind;
  options: FormatOptions;
  names: OdfNames;
  /** Drawing-page styles that hide the slide they style. */
  hiddenPageStyles: ReadonlySet<string>;
  /** A spreadsheet's own sheets (not those of a chart's or an embedded object's table) have names to translate. */
  readsSheetNames: boolean;
}

/** The drawing-page styles of a presentation's content.xml that hide their slide. */
export function hiddenPageStyles(root: XmlElement, names: OdfNames): Set<string> {
  const hidden = new Set<string>();
  const automatic = names.child(root, 'office:automatic-styles');
  for (const style of automatic ? names.children(automatic, 'style:style') : []) {
    const properties = names.child(style, 'style:drawing-page-properties');
    const name = names.attribute(style, 'style:name');
    if (name && properties && names.attribute(properties, 'presentation:visibility') === 'hidden') {
      hidden.add(name);
    }
  }
  return hidden;
}

function isHiddenSlide(page: XmlElement, rules: WalkRules): boolean {
  const { names } = rules;
  if (names.attribute(page, 'presentation:visibility') === 'hidden') return true;
  const style = names.attribute(page, 'draw:style-name');
  return style !== undefined && rules.hiddenPageStyles.has(style);
}

const headerOrFooter = /^(header|footer)(-left|-first)?$/;

function isMaster(element: XmlElement, names: OdfNames): boolean {
  return names.is(element, 'style:master-page') || names.is(element, 'style:handout-master');
}

/** True when nothing inside `element` is to be translated. `parent` is the element it sits in. */
export function skipsElement(element: XmlElement, parent: XmlElement | undefined, rules: WalkRules): boolean {
  const { names, options, kind } = rules;
  if (names.is(element, 'text:script')) return true;
  if (names.is(element, 'office:annotation') || names.is(element, 'officeooo:annotation')) {
    return options.skipComments === true;
  }
  if (names.is(element, 'presentation:notes')) return options.skipNotes === true;
  if (names.is(element, 'draw:page'))
    return options.skipHiddenSlides === true && isHiddenSlide(element, rules);
  if (isMaster(element, names)) return kind.id === 'odp' && options.skipMasterSlides === true;
  if (parent && isMaster(parent, names) && headerOrFooter.test(localName(element))) {
    return options.skipHeadersFooters === true;
  }
  return false;
}

/**
 * A cell whose paragraphs show a computed or formatted value (a number, a date, a formula's result):
 * they follow the value, so they are not translated; the cell's comment still is.
 */
export function showsComputedValue(cell: XmlElement, names: OdfNames): boolean {
  if (!names.is(cell, 'table:table-cell') && !names.is(cell, 'table:covered-table-cell')) return false;
  const type = names.attribute(cell, 'office:value-type');
  return names.attribute(cell, 'table:formula') !== undefined || (type !== undefined && type !== 'string');
}
