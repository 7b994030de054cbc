// XLIFF 1.0–1.2: every `<trans-unit>`'s `<source>` fills its `<target>`. A unit segmented with
// `<seg-source>` whose target already has the matching `<mrk mtype="seg">` (SDL Trados files) is
// translated segment by segment, into those markers.
import type { FormatOptions } from '../format';
import { applyEdits } from '../source-positions/text-edits';
import {
  attribute,
  childElements,
  descendants,
  firstChild,
  localName,
  type XmlElement,
} from '../xml-toolkit/xml-tree';
import { fillElement, newTarget } from './target-plan';
import {
  hasContent,
  isUntranslatable,
  notesIn,
  openTagOf,
  sourceContent,
  type XliffSlot,
} from './xliff-slot';

const keptStates = new Set(['final', 'signed-off']);

function isApproved(unit: XmlElement, target: XmlElement | undefined): boolean {
  if (!hasContent(target)) return false;
  const state = target ? attribute(target, 'state') : undefined;
  return attribute(unit, 'approved') === 'yes' || keptStates.has(state ?? '');
}

const segmentMarkers = (element: XmlElement) =>
  descendants(element).filter(
    (marker) => localName(marker) === 'mrk' && attribute(marker, 'mtype') === 'seg',
  );

/** The content of `container` with its segment markers taken out. */
function outsideMarkers(text: string, container: XmlElement): string {
  const removals = segmentMarkers(container).map(({ start, end }) => ({ start, end, text: '' }));
  return applyEdits(text, removals, container.openEnd, container.closeStart);
}

function markerSlots(
  text: string,
  unit: XmlElement,
  target: XmlElement | undefined,
): XliffSlot[] | undefined {
  const segSource = firstChild(unit, 'seg-source');
  if (!segSource || !target) return undefined;
  const targetMarkers = new Map(segmentMarkers(target).map((marker) => [attribute(marker, 'mid'), marker]));
  const sourceMarkers = segmentMarkers(segSource);
  if (sourceMarkers.length === 0) return undefined;
  if (!sourceMarkers.every((marker) => targetMarkers.has(attribute(marker, 'mid')))) return undefined;
  // Codes the target keeps outside its markers would be written twice if the markers got the source's.
  if (outsideMarkers(text, segSource) !== outsideMarkers(text, target)) return undefined;
  const unitId = attribute(unit, 'id') ?? '';
  const slots = sourceMarkers.flatMap((marker): XliffSlot[] => {
    const source = sourceContent(text, marker);
    const into = targetMarkers.get(attribute(marker, 'mid')) as XmlElement;
    if (!source) return [];
    return [
      { unitId: `${unitId}#${attribute(marker, 'mid')}`, source, target: fillElement(text, into, false) },
    ];
  });
  // The target's own state is set once, with its first filled marker.
  return slots.map((slot, index) => (index === 0 ? { ...slot, stateTag: openTagOf(target) } : slot));
}

function unitSlots(text: string, unit: XmlElement, options: FormatOptions): XliffSlot[] {
  const source = firstChild(unit, 'source');
  const target = firstChild(unit, 'target');
  if (!source || (isApproved(unit, target) && !options.overwriteExisting)) return [];
  const note = notesIn(unit);
  const bySegment = markerSlots(text, unit, target);
  if (bySegment) return note ? bySegment.map((slot) => ({ ...slot, note })) : bySegment;
  const content = sourceContent(text, source);
  if (!content) return [];
  const after = firstChild(unit, 'seg-source') ?? source;
  const plan = target ? fillElement(text, target, true) : newTarget(text, after, true);
  return [{ unitId: attribute(unit, 'id') ?? '', source: content, target: plan, ...(note && { note }) }];
}

export function slotsV1(
  text: string,
  element: XmlElement,
  options: FormatOptions,
  skipped = false,
): XliffSlot[] {
  const untranslatable = isUntranslatable(element, skipped);
  if (localName(element) === 'trans-unit') return untranslatable ? [] : unitSlots(text, element, options);
  return childElements(element).flatMap((child) => slotsV1(text, child, options, untranslatable));
}

/** The `<file>` elements, whose `target-language` names the translation's language. */
export function filesV1(root: XmlElement): XmlElement[] {
  return childElements(root, 'file');
}
