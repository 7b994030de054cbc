// Attribute values that are text a reader sees, found by rule: an image's `alt`, a control's `label` or
// `placeholder`, a tooltip's `title`, an Android layout's `android:text` and `android:hint`. Values that
// are references (`@string/app_name`, `?attr/colorPrimary`) or hold no letter are left alone.
import { attributeSpans } from '../xml-toolkit/open-tag';
import type { XmlElement } from '../xml-toolkit/xml-tree';

const textAttributeNames = new Set([
  'alt',
  'title',
  'label',
  'placeholder',
  'aria-label',
  'summary',
  'caption',
]);
const androidTextAttributeNames = new Set([
  'text',
  'hint',
  'contentDescription',
  'title',
  'label',
  'summary',
]);

export interface TextAttribute {
  element: XmlElement;
  value: string;
  /** Offsets of the value inside its quotes, in the document text. */
  start: number;
  end: number;
  quote: '"' | "'";
}

export function isTextAttributeName(name: string): boolean {
  if (name.startsWith('android:')) return androidTextAttributeNames.has(name.slice('android:'.length));
  return textAttributeNames.has(name);
}

const isReference = (value: string) => /^[@?]/.test(value.trim());
const hasLetter = (value: string) => /\p{L}/u.test(value);

/** The text attributes of these elements (in document order), with where their values sit in `text`. */
export function textAttributes(text: string, elements: readonly XmlElement[]): TextAttribute[] {
  return elements.flatMap((element) => {
    const tag = text.slice(element.start, element.openEnd);
    return attributeSpans(tag)
      .filter((span) => isTextAttributeName(span.name))
      .map((span) => ({ span, value: element.attributes[span.name] ?? '' }))
      .filter(({ value }) => hasLetter(value) && !isReference(value))
      .map(({ span, value }) => ({
        element,
        value,
        start: element.start + span.valueStart,
        end: element.start + span.valueEnd,
        quote: span.quote,
      }));
  });
}
