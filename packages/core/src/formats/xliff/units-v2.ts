// XLIFF 2.x: every `<segment>` of every `<unit>`; the segment's `state` says how far it got.
import type { FormatOptions } from '../format';
import { attribute, childElements, firstChild, localName, type XmlElement } from '../xml-toolkit/xml-tree';
import { fillElement, newTarget } from './target-plan';
import {
  hasContent,
  isUntranslatable,
  notesIn,
  openTagOf,
  sourceContent,
  type XliffSlot,
} from './xliff-slot';

const keptStates = new Set(['final', 'reviewed']);

function segmentSlot(
  text: string,
  unitId: string,
  segment: XmlElement,
  options: FormatOptions,
  note: string | undefined,
): XliffSlot[] {
  const source = firstChild(segment, 'source');
  const target = firstChild(segment, 'target');
  const kept = keptStates.has(attribute(segment, 'state') ?? '') && hasContent(target);
  const content = source && sourceContent(text, source);
  if (!source || !content || (kept && !options.overwriteExisting)) return [];
  const plan = target ? fillElement(text, target, false) : newTarget(text, source, false);
  return [{ unitId, source: content, target: plan, stateTag: openTagOf(segment), ...(note && { note }) }];
}

function unitSlots(text: string, unit: XmlElement, options: FormatOptions): XliffSlot[] {
  const unitId = attribute(unit, 'id') ?? '';
  const note = notesIn(firstChild(unit, 'notes'));
  return childElements(unit, 'segment').flatMap((segment, index, all) =>
    segmentSlot(text, all.length > 1 ? `${unitId}#${index + 1}` : unitId, segment, options, note),
  );
}

export function slotsV2(
  text: string,
  element: XmlElement,
  options: FormatOptions,
  skipped = false,
): XliffSlot[] {
  const untranslatable = isUntranslatable(element, skipped);
  if (localName(element) === 'unit') return untranslatable ? [] : unitSlots(text, element, options);
  return childElements(element).flatMap((child) => slotsV2(text, child, options, untranslatable));
}
