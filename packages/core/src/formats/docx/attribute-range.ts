// Where an attribute's value sits in the source, so a translation replaces exactly those characters,
// and how a value is written back (line breaks survive in an attribute only as character references).
import type { XmlDocument } from '../xml-toolkit/safe-xml';
import { escapeAttribute } from '../xml-toolkit/xml-escape';
import type { XmlElement } from '../xml-toolkit/xml-tree';

export interface AttributeRange {
  start: number;
  end: number;
  quote: '"' | "'";
}

/** The range of the value of the attribute named `name` (as written, `w:val`) in the element's open tag. */
export function attributeValueRange(
  document: XmlDocument,
  element: XmlElement,
  name: string,
): AttributeRange | undefined {
  const openTag = document.text.slice(element.start, element.openEnd);
  const match = new RegExp(`\\s${name.replace('.', '\\.')}\\s*=\\s*(["'])`).exec(openTag);
  if (!match) return undefined;
  const quote = match[1] as '"' | "'";
  const start = element.start + match.index + match[0].length;
  return { start, end: document.text.indexOf(quote, start), quote };
}

export const attributeText = (text: string, quote: '"' | "'") =>
  escapeAttribute(text, quote).replace(/[\t\n\r]/g, (character) => `&#${character.charCodeAt(0)};`);
