// A translated element says which language it is now in: its `xml:lang` (and `dir`, where it has
// one) follow the target. Attributes an element does not have are not added.
import { languageByCode } from '../../languages';
import type { TextEdit } from '../source-positions/text-edits';
import { setAttribute } from '../xml-toolkit/open-tag';
import type { XmlElement } from '../xml-toolkit/xml-tree';

export function directionOf(language: string): 'rtl' | 'ltr' {
  return languageByCode(language)?.direction === 'rtl' ? 'rtl' : 'ltr';
}

/** The start tag rewritten with each of `values` it already carries replaced. */
export function replacedAttributes(
  element: XmlElement,
  source: string,
  values: Record<string, string>,
): TextEdit[] {
  const tag = source.slice(element.start, element.openEnd);
  let rewritten = tag;
  for (const [name, value] of Object.entries(values)) {
    if (element.attributes[name] !== undefined && element.attributes[name] !== value) {
      rewritten = setAttribute(rewritten, name, value);
    }
  }
  return rewritten === tag ? [] : [{ start: element.start, end: element.openEnd, text: rewritten }];
}

export function languageAttributeEdits(element: XmlElement, source: string, to: string): TextEdit[] {
  return replacedAttributes(element, source, { 'xml:lang': to, dir: directionOf(to) });
}
