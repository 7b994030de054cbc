// One translatable source in an XLIFF file and where its translation is written.
import { stripPlaceholders } from '../../segments';
import { type InlineContent, inlineContent } from '../xml/inline-content';
import type { XmlElement } from '../xml/xml-tree';
import { attribute } from '../xml/xml-tree';
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
