// Any XML Verso has no specific rules for: elements with text are segments, children inline.
import { localName } from '../xml-tree';
import { isMarkedUntranslatable, textBlocks, type XmlVocabulary } from './vocabulary';

// Code, wherever it turns up (XHTML, SVG).
const code = new Set(['script', 'style']);

export const genericVocabulary: XmlVocabulary = {
  name: 'generic',
  matches: () => true,
  translatableElements: (root) => textBlocks(root, (element) => code.has(localName(element))),
  isOpaque: isMarkedUntranslatable,
};
