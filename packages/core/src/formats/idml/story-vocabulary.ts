// What the elements of an IDML story are to a translator: the ranges that carry formatting, the
// breaks that end paragraphs, the elements around text (links, XML tags, tracked insertions), the
// elements that hold text flows of their own (tables, notes, footnotes), and everything else, which
// travels with the text as a code.
import { childElements, localName, type XmlElement } from '../xml-toolkit/xml-tree';

export const paragraphRange = 'ParagraphStyleRange';
export const characterRange = 'CharacterStyleRange';

/** Settings beside the text: a range's Properties, a story's preferences. */
const settingNames = new Set(['Properties', 'StoryPreference', 'InCopyExportOption']);

export function isSetting(element: XmlElement): boolean {
  return settingNames.has(localName(element));
}

/** Elements around a stretch of text that stay around its translation (an endnote's text included). */
const wrapperNames = new Set(['HyperlinkTextSource', 'XMLElement', 'Change', 'EndnoteRange']);

/**
 * Elements whose text is a flow of paragraphs of its own, translated apart from the paragraph around
 * it. Hidden text is translated too: it shows again when its condition is.
 */
const flowHolderNames = new Set(['Table', 'Note', 'Footnote', 'HiddenText']);

/** A deleted tracked change reads as gone once changes are accepted: it is kept, not translated. */
const isDeletion = (element: XmlElement) => element.attributes.ChangeType === 'DeletedText';

export function isWrapper(element: XmlElement): boolean {
  return wrapperNames.has(localName(element)) && !element.selfClosing && !isDeletion(element);
}

export function isFlowHolder(element: XmlElement): boolean {
  return flowHolderNames.has(localName(element));
}

/** The paragraph flows inside a flow holder: a table's cells, or the note or footnote itself. */
export function flowsOf(holder: XmlElement): XmlElement[] {
  return localName(holder) === 'Table' ? childElements(holder, 'Cell') : [holder];
}

/**
 * Characters InDesign stores in Content that are not words: a tab, a forced line break, the marker of
 * an anchored object or XML tag. An engine would move or drop them, so they travel as codes.
 */
export const codeCharacters = /[\t\n\r\u2028\u2029\uFEFF]/;
