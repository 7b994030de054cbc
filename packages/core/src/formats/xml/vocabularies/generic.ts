// Any XML Verso has no specific rules for: elements with text are segments, children inline.
import { localName, type XmlElement } from '../../xml-toolkit/xml-tree';
import { elementsOutside, isMarkedUntranslatable, textBlocks, type XmlVocabulary } from './vocabulary';

// Code, wherever it turns up (XHTML, SVG).
const code = new Set(['script', 'style']);
const isCode = (element: XmlElement) => code.has(localName(element));

export const genericVocabulary: XmlVocabulary = {
  name: 'generic',
  matches: () => true,
  translatableElements: (root) => textBlocks(root, isCode),
  attributeOwners: (root) => elementsOutside(root, isCode),
  isOpaque: isMarkedUntranslatable,
};
