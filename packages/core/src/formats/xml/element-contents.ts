// Element-content XML: each translatable element's content (as the vocabulary decides) is one
// segment with its inline markup as placeholders, and each attribute value that is text (an `alt`, an
// `android:text`) one more; every other byte of the file is copied through, and the root's `xml:lang`
// names the target language.
import { stripPlaceholders } from '../../segments';
import type { ExtractedDocument } from '../format';
import { applyEdits, type TextEdit } from '../source-positions/text-edits';
import type { TextEncoding } from '../text-files/text-encoding';
import { type InlineContent, inlineContent } from '../xml-toolkit/inline-content';
import { attributeSpans } from '../xml-toolkit/open-tag';
import { renderInline } from '../xml-toolkit/render-inline';
import type { XmlDocument } from '../xml-toolkit/safe-xml';
import { encodeXml } from '../xml-toolkit/xml-encoding';
import { escapeAttribute } from '../xml-toolkit/xml-escape';
import type { XmlElement } from '../xml-toolkit/xml-tree';
import { withHeadings } from './headings';
import { type TextAttribute, textAttributes } from './text-attributes';
import { vocabularyOf, type XmlVocabulary } from './vocabularies';

interface ContentSlot {
  start: number;
  end: number;
  content: InlineContent;
}

interface AttributeSlot {
  start: number;
  end: number;
  quote: '"' | "'";
  value: string;
}

type Slot = ({ kind: 'content' } & ContentSlot) | ({ kind: 'attribute' } & AttributeSlot);

export interface ElementContentSkeleton {
  text: string;
  encoding: TextEncoding;
  /** One per segment, in document order. */
  slots: Slot[];
  /** The value of the root's `xml:lang`, when it has one. */
  languageValue?: AttributeSlot;
}

const hasText = (content: InlineContent) => stripPlaceholders(content.text).trim() !== '';

function languageValueOf(text: string, root: XmlElement): AttributeSlot | undefined {
  const value = root.attributes['xml:lang'];
  if (value === undefined) return undefined;
  const span = attributeSpans(text.slice(root.start, root.openEnd)).find((s) => s.name === 'xml:lang');
  if (!span) return undefined;
  return { start: root.start + span.valueStart, end: root.start + span.valueEnd, quote: span.quote, value };
}

interface Unit {
  element: XmlElement;
  slot: Slot;
  text: string;
}

function contentUnits(text: string, root: XmlElement, vocabulary: XmlVocabulary): Unit[] {
  return vocabulary
    .translatableElements(root)
    .map((element) => ({ element, content: inlineContent(text, element, vocabulary) }))
    .filter((unit) => hasText(unit.content))
    .map(({ element, content }) => ({
      element,
      text: content.text,
      slot: { kind: 'content', start: element.openEnd, end: element.closeStart, content },
    }));
}

/**
 * Text attributes of elements outside every content slot: an element inside one travels as an inline
 * placeholder whose tag is copied as written, so its attributes stay as they are.
 */
function attributeUnits(text: string, root: XmlElement, vocabulary: XmlVocabulary, contents: Unit[]): Unit[] {
  const owners = (vocabulary.attributeOwners?.(root) ?? []).filter(
    (element) => !contents.some(({ slot }) => element.start >= slot.start && element.end <= slot.end),
  );
  return textAttributes(text, owners).map((attribute: TextAttribute) => ({
    element: attribute.element,
    text: attribute.value,
    slot: { kind: 'attribute', ...attribute },
  }));
}

export function extractElementContents({
  text,
  encoding,
  root,
}: XmlDocument): ExtractedDocument<ElementContentSkeleton> {
  const vocabulary = vocabularyOf(root);
  const contents = contentUnits(text, root, vocabulary);
  const units = [...contents, ...attributeUnits(text, root, vocabulary, contents)].sort(
    (a, b) => a.slot.start - b.slot.start,
  );
  const segments = units.map((unit, index) => ({ id: `s${index + 1}`, text: unit.text }));
  return {
    segments: withHeadings(
      segments,
      units.map((unit) => (unit.slot.kind === 'content' ? unit.element : undefined)),
    ),
    skeleton: {
      text,
      encoding,
      slots: units.map((unit) => unit.slot),
      languageValue: languageValueOf(text, root),
    },
  };
}

function renderSlot(text: string, slot: Slot, translation: string | undefined): string {
  if (slot.kind === 'content') return renderInline(translation ?? slot.content.text, slot.content);
  // An unchanged value keeps its bytes (its entities and references as written).
  if (translation === undefined || translation === slot.value) return text.slice(slot.start, slot.end);
  return escapeAttribute(translation, slot.quote);
}

export function rebuildElementContents(
  skeleton: ElementContentSkeleton,
  translations: string[],
  to: string,
): Buffer {
  const edits: TextEdit[] = skeleton.slots.map((slot, index) => ({
    start: slot.start,
    end: slot.end,
    text: renderSlot(skeleton.text, slot, translations[index]),
  }));
  const { languageValue } = skeleton;
  if (languageValue) edits.push({ ...languageValue, text: escapeAttribute(to, languageValue.quote) });
  return encodeXml(applyEdits(skeleton.text, edits), skeleton.encoding);
}
