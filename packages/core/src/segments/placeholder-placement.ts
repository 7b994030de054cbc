// Where a placeholder an engine lost goes back: at the same share of the text as in the source (or
// around the words it wrapped, when they survived verbatim), at a word boundary, never crossing a pair.
import { countTags, type PlaceholderRef, placeholderTag } from './placeholders';
import { splitsWord } from './word-boundaries';

/** A tag standing in plain text: before the character at `offset`, after the tags listed before it. */
export interface PlacedTag {
  ref: PlaceholderRef;
  text: string;
  offset: number;
}

/** A text taken apart: its plain text, and its tags in order. */
export interface Layout {
  plain: string;
  tags: PlacedTag[];
}

/** Where a tag can go: a plain-text offset, and an index in the tag list. */
interface Slot {
  offset: number;
  position: number;
}

interface Span {
  start: number;
  end: number;
}

const fitsStandalone = (plain: string, offset: number) => !splitsWord(plain, offset);
const fitsOpen = (plain: string, offset: number) =>
  fitsStandalone(plain, offset) && /\S/.test(plain[offset] ?? '');
const fitsClose = (plain: string, offset: number) =>
  fitsStandalone(plain, offset) && /\S/.test(plain[offset - 1] ?? '');

export function indexOfTag(tags: readonly PlacedTag[], kind: PlaceholderRef['kind'], id: number): number {
  return tags.findIndex((tag) => tag.ref.kind === kind && tag.ref.id === id);
}

export function completePairs(tags: readonly PlacedTag[], pairs: Set<number>): Set<number> {
  return new Set(
    [...pairs].filter((id) => indexOfTag(tags, 'open', id) >= 0 && indexOfTag(tags, 'close', id) >= 0),
  );
}

function slots(layout: Layout, fits: (plain: string, offset: number) => boolean): Slot[] {
  const found: Slot[] = [];
  let position = 0;
  for (let offset = 0; offset <= layout.plain.length; offset += 1) {
    while ((layout.tags[position]?.offset ?? Number.POSITIVE_INFINITY) < offset) position += 1;
    if (!fits(layout.plain, offset)) continue;
    found.push({ offset, position });
    // Where tags already stand at this offset, the new one can go before, between or after them.
    for (let at = position; layout.tags[at]?.offset === offset; at += 1) {
      found.push({ offset, position: at + 1 });
    }
  }
  return found;
}

/** The open pairs around each slot position, as a key: two slots with equal keys can hold a pair. */
function nestingKeys(tags: readonly PlacedTag[], complete: Set<number>): string[] {
  const open: number[] = [];
  const keys = [''];
  for (const { ref } of tags) {
    if (complete.has(ref.id) && ref.kind === 'open') open.push(ref.id);
    if (complete.has(ref.id) && ref.kind === 'close') open.pop();
    keys.push(open.join(' '));
  }
  return keys;
}

function cheapest<T>(candidates: readonly T[], cost: (candidate: T) => number): T | undefined {
  let best: T | undefined;
  let bestCost = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const value = cost(candidate);
    if (value < bestCost) [best, bestCost] = [candidate, value];
  }
  return best;
}

function insert(layout: Layout, ref: PlaceholderRef, slot: Slot, text = placeholderTag(ref)): void {
  layout.tags.splice(slot.position, 0, { ref, text, offset: slot.offset });
}

/** An empty pair is the last resort: any wrapped text is better than none. */
const emptyPenalty = (layout: Layout) => 2 * (layout.plain.length + 1);

/**
 * A standalone tag the source set off with spaces (`Open <x1/> now`) gets a space on the side the
 * translation lacks one, so that what it stands for (a URL, a variable) is not glued to a word.
 */
function spacedTag(tag: PlacedTag, source: Layout, plain: string, offset: number): string {
  const isSpace = (character: string) => /\s/.test(character);
  const spacedBefore = isSpace(source.plain[tag.offset - 1] ?? '');
  const spacedAfter = isSpace(source.plain[tag.offset] ?? '');
  const [before, after] = [plain[offset - 1] ?? '', plain[offset] ?? ''];
  const text = placeholderTag(tag.ref);
  if (spacedBefore && before && !isSpace(before) && (after === '' || isSpace(after))) return ` ${text}`;
  if (spacedAfter && after && !isSpace(after) && (before === '' || isSpace(before))) return `${text} `;
  return text;
}

/** True when the slot has the same tags on either side, at the same offset, as the tag had in the source. */
function sameNeighbours(layout: Layout, slot: Slot, source: Layout, index: number): boolean {
  const neighbour = (tags: readonly PlacedTag[], at: number, offset: number) => {
    const tag = tags[at];
    return tag?.offset === offset ? placeholderTag(tag.ref) : undefined;
  };
  const offset = source.tags[index]?.offset ?? 0;
  return (
    neighbour(layout.tags, slot.position - 1, slot.offset) === neighbour(source.tags, index - 1, offset) &&
    neighbour(layout.tags, slot.position, slot.offset) === neighbour(source.tags, index + 1, offset)
  );
}

function placeStandalone(layout: Layout, source: Layout, index: number, wanted: number): void {
  const tag = source.tags[index];
  if (!tag) return;
  // Among the slots of one offset (between `</g2>` and `<g3>`, say), the one that matches the source.
  const tieBreak = 1e-6;
  const slot = cheapest(
    slots(layout, fitsStandalone),
    (slot) => Math.abs(slot.offset - wanted) + (sameNeighbours(layout, slot, source, index) ? 0 : tieBreak),
  );
  // Never undefined: a text's two ends cut no word.
  if (slot) insert(layout, tag.ref, slot, spacedTag(tag, source, layout.plain, slot.offset));
}

/** Puts back the lost half of a pair where it wraps about as much text as in the source, balanced. */
function placeHalf(layout: Layout, present: number, share: number, pairs: Set<number>): void {
  const tag = layout.tags[present];
  if (!tag) return;
  const keys = nestingKeys(layout.tags, completePairs(layout.tags, pairs));
  const closing = tag.ref.kind === 'open';
  const wanted = tag.offset + (closing ? share : -share);
  const candidates = slots(layout, closing ? fitsClose : fitsOpen).filter(
    (slot) =>
      (closing ? slot.position > present : slot.position <= present) && keys[slot.position] === keys[present],
  );
  const best = cheapest(
    candidates,
    (slot) => Math.abs(slot.offset - wanted) + (slot.offset === tag.offset ? emptyPenalty(layout) : 0),
  );
  const adjacent = { offset: tag.offset, position: closing ? present + 1 : present };
  insert(layout, { kind: closing ? 'close' : 'open', id: tag.ref.id }, best ?? adjacent);
}

/**
 * The open and close slots that wrap `wanted` most closely without crossing another pair. One pass
 * in text order, keeping per nesting key the best open seen so far (at an earlier offset, or at this
 * one, which would make the pair empty), so that a long paragraph costs linear time, not quadratic.
 */
function cheapestPair(layout: Layout, keys: readonly string[], wanted: Span) {
  const openCost = (slot: Slot) => Math.abs(slot.offset - wanted.start);
  const keepBest = (best: Map<string, Slot>, key: string, slot: Slot) => {
    const known = best.get(key);
    if (!known || openCost(slot) < openCost(known)) best.set(key, slot);
  };
  const events = [
    ...slots(layout, fitsOpen).map((slot) => ({ slot, opens: true })),
    ...slots(layout, fitsClose).map((slot) => ({ slot, opens: false })),
  ].sort(
    (a, b) =>
      a.slot.offset - b.slot.offset || a.slot.position - b.slot.position || Number(b.opens) - Number(a.opens),
  );
  const [earlier, here] = [new Map<string, Slot>(), new Map<string, Slot>()];
  let best: { open: Slot; close: Slot; cost: number } | undefined;
  const consider = (open: Slot | undefined, close: Slot, penalty: number) => {
    const cost = open
      ? openCost(open) + Math.abs(close.offset - wanted.end) + penalty
      : Number.POSITIVE_INFINITY;
    if (open && cost < (best?.cost ?? Number.POSITIVE_INFINITY)) best = { open, close, cost };
  };
  let offset = 0;
  for (const { slot, opens } of events) {
    if (slot.offset !== offset) {
      for (const [key, open] of here) keepBest(earlier, key, open);
      here.clear();
      offset = slot.offset;
    }
    const key = keys[slot.position] ?? '';
    if (opens) keepBest(here, key, slot);
    else {
      consider(earlier.get(key), slot, 0);
      consider(here.get(key), slot, emptyPenalty(layout));
    }
  }
  return best;
}

function placePair(layout: Layout, id: number, wanted: Span, pairs: Set<number>): void {
  const keys = nestingKeys(layout.tags, completePairs(layout.tags, pairs));
  const best = cheapestPair(layout, keys, wanted);
  const fallback = cheapest(slots(layout, fitsStandalone), (slot) => Math.abs(slot.offset - wanted.start));
  const open = best?.open ?? fallback;
  const close = best?.close ?? fallback;
  if (!open || !close) return;
  insert(layout, { kind: 'close', id }, close);
  insert(layout, { kind: 'open', id }, open);
}

/** Where the wrapped text of the source survived verbatim (numbers, names, URLs often do), nearest `near`. */
function verbatimSpan(plain: string, wrapped: string, near: number): Span | undefined {
  if (!/[\p{L}\p{N}]/u.test(wrapped)) return undefined;
  const spans: Span[] = [];
  for (let at = plain.indexOf(wrapped); at >= 0; at = plain.indexOf(wrapped, at + 1)) {
    if (!splitsWord(plain, at) && !splitsWord(plain, at + wrapped.length)) {
      spans.push({ start: at, end: at + wrapped.length });
    }
  }
  return cheapest(spans, (span) => Math.abs(span.start - near));
}

/** Scales a source offset to the translation, by share of the plain text. */
function scaler(source: Layout, layout: Layout) {
  return (offset: number) =>
    source.plain.length === 0 ? 0 : (offset / source.plain.length) * layout.plain.length;
}

export function restorePairs(layout: Layout, source: Layout, pairs: Set<number>): number {
  const scale = scaler(source, layout);
  let inserted = 0;
  for (const id of pairs) {
    const start = source.tags[indexOfTag(source.tags, 'open', id)]?.offset ?? 0;
    const end = source.tags[indexOfTag(source.tags, 'close', id)]?.offset ?? 0;
    const [open, close] = [indexOfTag(layout.tags, 'open', id), indexOfTag(layout.tags, 'close', id)];
    if (open >= 0 && close >= 0) continue;
    if (open >= 0 || close >= 0) {
      placeHalf(layout, open >= 0 ? open : close, scale(end - start), pairs);
      inserted += 1;
      continue;
    }
    const wrapped = source.plain.slice(start, end).trim();
    const wanted = verbatimSpan(layout.plain, wrapped, scale(start)) ?? {
      start: scale(start),
      end: scale(end),
    };
    placePair(layout, id, wanted, pairs);
    inserted += 2;
  }
  return inserted;
}

/** Standalone tags, and the halves of pairs the source itself leaves unbalanced. */
export function restoreSingles(layout: Layout, source: Layout, pairs: Set<number>): number {
  const scale = scaler(source, layout);
  const found = countTags(layout.tags.map((tag) => tag.ref));
  let inserted = 0;
  for (const [index, tag] of source.tags.entries()) {
    if (pairs.has(tag.ref.id)) continue;
    const key = placeholderTag(tag.ref);
    const left = found.get(key) ?? 0;
    found.set(key, left - 1);
    if (left > 0) continue;
    placeStandalone(layout, source, index, scale(tag.offset));
    inserted += 1;
  }
  return inserted;
}
