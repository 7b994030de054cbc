// Element-content XML: each translatable element's content (as the vocabulary decides) is one
// segment with its inline markup as placeholders; every other byte of the file is copied through, and
// the root's `xml:lang` names the target language.
import { stripPlaceholders } from '../../segments';
import type { ExtractedDocument } from '../format';
import type { TextEncoding } from '../txt/text-encoding';
import { withHeadings } from './headings';
import { type InlineContent, inlineContent } from './inline-content';
import { setAttribute } from './open-tag';
import { renderInline } from './render-inline';
import type { XmlDocument } from './safe-xml';
import { applyEdits, type TextEdit } from './text-edits';
import { vocabularyOf } from './vocabularies';
import { encodeXml } from './xml-encoding';
import type { XmlElement } from './xml-tree';

interface ContentSlot {
  start: number;
  end: number;
  content: InlineContent;
}

export interface ElementContentSkeleton {
  text: string;
  encoding: TextEncoding;
  slots: ContentSlot[];
  /** The root's open tag, when it carries `xml:lang`. */
  languageTag?: { start: number; end: number };
}

const hasText = (content: InlineContent) => stripPlaceholders(content.text).trim() !== '';

function languageTagOf(root: XmlElement) {
  return root.attributes['xml:lang'] === undefined ? undefined : { start: root.start, end: root.openEnd };
}

export function extractElementContents({
  text,
  encoding,
  root,
}: XmlDocument): ExtractedDocument<ElementContentSkeleton> {
  const vocabulary = vocabularyOf(root);
  const units = vocabulary
    .translatableElements(root)
    .map((element) => ({ element, content: inlineContent(text, element, vocabulary) }))
    .filter((unit) => hasText(unit.content));
  const segments = units.map(({ content }, index) => ({ id: `s${index + 1}`, text: content.text }));
  return {
    segments: withHeadings(
      segments,
      units.map((unit) => unit.element),
    ),
    skeleton: {
      text,
      encoding,
      slots: units.map(({ element, content }) => ({
        start: element.openEnd,
        end: element.closeStart,
        content,
      })),
      languageTag: languageTagOf(root),
    },
  };
}

export function rebuildElementContents(
  skeleton: ElementContentSkeleton,
  translations: string[],
  to: string,
): Buffer {
  const edits: TextEdit[] = skeleton.slots.map((slot, index) => ({
    start: slot.start,
    end: slot.end,
    text: renderInline(translations[index] ?? slot.content.text, slot.content),
  }));
  const { languageTag } = skeleton;
  if (languageTag) {
    const tag = skeleton.text.slice(languageTag.start, languageTag.end);
    edits.push({ ...languageTag, text: setAttribute(tag, 'xml:lang', to) });
  }
  return encodeXml(applyEdits(skeleton.text, edits), skeleton.encoding);
}
