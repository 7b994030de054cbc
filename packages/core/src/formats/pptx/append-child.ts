// An edit that adds markup as the last children of an element, also when it was written empty (`<x/>`).

import type { TextEdit } from '../source-positions/text-edits';
import type { XmlDocument } from '../xml-toolkit/safe-xml';
import type { XmlElement } from '../xml-toolkit/xml-tree';

export function appendChildEdit(document: XmlDocument, element: XmlElement, markup: string): TextEdit {
  if (!element.selfClosing) return { start: element.closeStart, end: element.closeStart, text: markup };
  const openTag = document.text.slice(element.start, element.end).replace(/\s*\/>$/, '>');
  return { start: element.start, end: element.end, text: `${openTag}${markup}</${element.name}>` };
}
