// Attribute values rewritten in place: the parser keeps offsets of elements, not of their attributes,
// so the value is found again inside the element's open tag.

import { escapeRegExp } from '../../text/escape-reg-exp';
import type { TextEdit } from '../source-positions/text-edits';
import type { XmlDocument } from '../xml-toolkit/safe-xml';
import { escapeAttribute } from '../xml-toolkit/xml-escape';
import type { XmlElement } from '../xml-toolkit/xml-tree';

/** The edit that gives `element`'s attribute `name` the value `value`, or undefined if it has none. */
export function attributeEdit(
  document: XmlDocument,
  element: XmlElement,
  name: string,
  value: string,
): TextEdit | undefined {
  const tag = document.text.slice(element.start, element.openEnd);
  const match = new RegExp(`\\s${escapeRegExp(name)}\\s*=\\s*(["'])`).exec(tag);
  if (!match) return undefined;
  const quote = match[1] === "'" ? "'" : '"';
  const start = element.start + match.index + match[0].length;
  const end = document.text.indexOf(quote, start);
  return { start, end, text: escapeAttribute(value, quote) };
}
