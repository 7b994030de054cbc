// DITA topics and maps: titles, paragraphs, list items, table entries… with `<codeph>` and friends kept
// as code, and code blocks and reviewers' comments left out.
import { localName, type XmlElement } from '../../xml-toolkit/xml-tree';
import {
  elementsOutside,
  isMarkedUntranslatable,
  rootIs,
  textBlocks,
  type XmlVocabulary,
} from './vocabulary';

const codeElements = new Set(['codeph', 'codeblock', 'filepath', 'cmdname', 'varname', 'apiname', 'msgnum']);
const leftOut = new Set(['codeblock', 'draft-comment', 'required-cleanup', 'prolog', 'data']);

const isLeftOut = (element: XmlElement) => leftOut.has(localName(element));
const isCode = (element: XmlElement) =>
  codeElements.has(localName(element)) || isMarkedUntranslatable(element);

export const ditaVocabulary: XmlVocabulary = {
  name: 'dita',
  matches: rootIs('topic', 'concept', 'task', 'reference', 'glossentry', 'troubleshooting', 'map', 'bookmap'),
  translatableElements: (root) => textBlocks(root, isLeftOut),
  attributeOwners: (root) => elementsOutside(root, isLeftOut),
  isOpaque: isCode,
};
