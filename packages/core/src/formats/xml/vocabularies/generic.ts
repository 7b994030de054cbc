// Any XML Verso has no specific rules for: elements with text are segments, children inline.
import { isMarkedUntranslatable, textBlocks, type XmlVocabulary } from './vocabulary';

export const genericVocabulary: XmlVocabulary = {
  name: 'generic',
  matches: () => true,
  translatableElements: (root) => textBlocks(root, () => false),
  isOpaque: isMarkedUntranslatable,
};
