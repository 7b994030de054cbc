// What Verso knows about one XML vocabulary: which elements hold translatable text and which inline
// elements are code. A vocabulary is recognised from the document's root element.
import type { InlineRules } from '../../xml-toolkit/inline-content';
import {
  attribute,
  childElements,
  hasTextContent,
  localName,
  type XmlElement,
} from '../../xml-toolkit/xml-tree';

export interface XmlVocabulary extends InlineRules {
  name: string;
  matches(root: XmlElement): boolean;
  /** The elements whose content is one segment each, in document order. */
  translatableElements(root: XmlElement): XmlElement[];
  /** The elements whose attributes may hold text (`alt`, `label`…), in document order; none if absent. */
  attributeOwners?(root: XmlElement): XmlElement[];
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

/** The element and its descendants in document order, but for `skip`ped and `translate="no"` subtrees. */
export function elementsOutside(element: XmlElement, skip: (element: XmlElement) => boolean): XmlElement[] {
  if (skip(element) || isMarkedUntranslatable(element)) return [];
  return [element, ...childElements(element).flatMap((child) => elementsOutside(child, skip))];
}

export function rootIs(...names: string[]): (root: XmlElement) => boolean {
  return (root) => names.includes(localName(root));
}
