// What Verso knows about one XML vocabulary: which elements hold translatable text and which inline
// elements are code. A vocabulary is recognised from the document's root element.
import type { InlineRules } from '../inline-content';
import { attribute, childElements, hasTextContent, localName, type XmlElement } from '../xml-tree';

export interface XmlVocabulary extends InlineRules {
  name: string;
  matches(root: XmlElement): boolean;
  /** The elements whose content is one segment each, in document order. */
  translatableElements(root: XmlElement): XmlElement[];
}

/** ITS `translate="no"` (also `its:translate`) marks content to leave alone in any vocabulary. */
export function isMarkedUntranslatable(element: XmlElement): boolean {
  return attribute(element, 'translate') === 'no' || attribute(element, 'its:translate') === 'no';
}

/**
 * The generic rule: an element with text of its own is one segment, its child elements inline;
 * an element without is looked into. `skip` leaves whole subtrees out.
 */
export function textBlocks(element: XmlElement, skip: (element: XmlElement) => boolean): XmlElement[] {
  if (skip(element) || isMarkedUntranslatable(element)) return [];
  if (hasTextContent(element)) return [element];
  return childElements(element).flatMap((child) => textBlocks(child, skip));
}

export function rootIs(...names: string[]): (root: XmlElement) => boolean {
  return (root) => names.includes(localName(root));
}
