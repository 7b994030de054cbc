// Texts of the book's XML parts (the OPF's title and description, the NCX's labels) are elements
// holding plain text: each is one segment, written back escaped between the element's own tags.
import type { Segment } from '../../segments';
import type { TextEdit } from '../source-positions/text-edits';
import { escapeText } from '../xml-toolkit/xml-escape';
import type { XmlElement } from '../xml-toolkit/xml-tree';

export interface TextSlot {
  /** Offsets of the text without the whitespace around it, which stays as it is. */
  start: number;
  end: number;
  text: string;
}

/** The element's text when it holds nothing but text (no markup, no CDATA) with letters in it. */
export function textSlot(element: XmlElement, source: string): TextSlot | undefined {
  if (element.children.length === 0 || !element.children.every((child) => child.kind === 'text')) {
    return undefined;
  }
  const raw = source.slice(element.openEnd, element.closeStart);
  const start = element.openEnd + (raw.length - raw.trimStart().length);
  const end = element.closeStart - (raw.length - raw.trimEnd().length);
  const text = element.children
    .map((child) => (child.kind === 'text' ? child.value : ''))
    .join('')
    .trim();
  return /\p{L}/u.test(text) ? { start, end, text } : undefined;
}

export function slotSegments(part: string, slots: readonly TextSlot[]): Segment[] {
  return slots.map((slot, index) => ({ id: `${part}#t${index + 1}`, text: slot.text }));
}

/** An edit for each changed translation; an unchanged one keeps its bytes (entities and all). */
export function slotEdits(slots: readonly TextSlot[], translations: readonly string[]): TextEdit[] {
  return slots.flatMap((slot, index) => {
    const translation = translations[index] ?? slot.text;
    return translation === slot.text
      ? []
      : [{ start: slot.start, end: slot.end, text: escapeText(translation) }];
  });
}
