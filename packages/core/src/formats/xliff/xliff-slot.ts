// One translatable source in an XLIFF file and where its translation is written.
import { stripPlaceholders } from '../../segments';
import { type InlineContent, inlineContent } from '../xml-toolkit/inline-content';
import type { XmlElement } from '../xml-toolkit/xml-tree';
import { attribute, childElements, textContent } from '../xml-toolkit/xml-tree';
import { xliffInlineRules } from './inline-codes';
import type { TargetPlan } from './target-plan';

export interface TagRange {
  start: number;
  end: number;
}

export interface XliffSlot {
  /** The unit's id, for the segment's id. */
  unitId: string;
  source: InlineContent;
  target: TargetPlan;
  /** An open tag outside the target that gets `state="translated"`: 2.0's `<segment>`, or 1.2's
   * `<target>` when only its `<mrk>` segments are filled. */
  stateTag?: TagRange;
  /** The unit's `<note>`s for translators, passed to engines that read context. */
  note?: string;
}

/** The text of the notes in `container` (1.2: the unit; 2.0: the unit's `<notes>`), one per line. */
export function notesIn(container: XmlElement | undefined): string | undefined {
  if (!container) return undefined;
  const notes = childElements(container, 'note')
    .map((note) => textContent(note).replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return notes.length > 0 ? notes.join('\n') : undefined;
}

export function openTagOf(element: XmlElement): TagRange {
  return { start: element.start, end: element.openEnd };
}

/** The source as segment text, or nothing when it has no text to translate (empty, only codes). */
export function sourceContent(text: string, source: XmlElement): InlineContent | undefined {
  const content = inlineContent(text, source, xliffInlineRules);
  return stripPlaceholders(content.text).trim() === '' ? undefined : content;
}

export function isUntranslatable(element: XmlElement, inherited: boolean): boolean {
  const translate = attribute(element, 'translate');
  return translate === undefined ? inherited : translate === 'no';
}

export function hasContent(element: XmlElement | undefined): boolean {
  return element !== undefined && element.children.length > 0;
}
