// Puts a translation's placeholders right when an engine damaged them: damaged tags are respelled,
// extra ones dropped, misnested pairs re-nested, and lost ones put back (see placeholder-placement).
import {
  completePairs,
  indexOfTag,
  type Layout,
  type PlacedTag,
  restorePairs,
  restoreSingles,
} from './placeholder-placement';
import {
  checkPlaceholders,
  countTags,
  type PlaceholderForm,
  pairIds,
  placeholderForms,
  placeholderTag,
  placeholderTokens,
} from './placeholders';

export interface PlaceholderRepair {
  text: string;
  /** Tags respelled, dropped, moved or inserted; 0 when the translation was already right. */
  repairs: number;
}

/** Takes a text apart; `respelled` holds the tags that were written in a damaged form. */
function layOut(text: string, forms: readonly PlaceholderForm[]): Layout & { respelled: Set<PlacedTag> } {
  const layout: Layout = { plain: '', tags: [] };
  const respelled = new Set<PlacedTag>();
  let position = 0;
  for (const form of forms) {
    layout.plain += text.slice(position, form.index);
    position = form.index + form.text.length;
    for (const ref of form.refs) {
      const tag = { ref, text: form.mangled ? placeholderTag(ref) : form.text, offset: layout.plain.length };
      layout.tags.push(tag);
      if (form.mangled) respelled.add(tag);
    }
  }
  layout.plain += text.slice(position);
  return { ...layout, respelled };
}

function sourceLayout(source: string): Layout {
  const forms = placeholderTokens(source).map((token) => ({ ...token, refs: [token], mangled: false }));
  return layOut(source, forms);
}

/** Keeps as many of each tag as the source has; of a pair's closes, the first after its open. */
function dropExtras(tags: readonly PlacedTag[], expected: Map<string, number>, pairs: Set<number>) {
  const kept = new Set<PlacedTag>();
  const seen = new Map<string, number>();
  for (const tag of tags) {
    const key = placeholderTag(tag.ref);
    if (
      (tag.ref.kind === 'close' && pairs.has(tag.ref.id)) ||
      (seen.get(key) ?? 0) >= (expected.get(key) ?? 0)
    ) {
      continue;
    }
    kept.add(tag);
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  for (const id of pairs) {
    const open = tags.findIndex((tag) => kept.has(tag) && tag.ref.kind === 'open' && tag.ref.id === id);
    const closes = tags.filter((tag) => tag.ref.kind === 'close' && tag.ref.id === id);
    const close = closes.find((tag) => tags.indexOf(tag) > open) ?? closes[0];
    if (close) kept.add(close);
  }
  return tags.filter((tag) => kept.has(tag));
}

/** Turns each pair written close-first around; returns how many tags moved. */
function swapReversedPairs(tags: PlacedTag[], complete: Set<number>): number {
  let moved = 0;
  for (const id of complete) {
    const open = indexOfTag(tags, 'open', id);
    const close = indexOfTag(tags, 'close', id);
    const [first, second] = [tags[close], tags[open]];
    if (close > open || !first || !second) continue;
    tags[close] = { ...second, offset: first.offset };
    tags[open] = { ...first, offset: second.offset };
    moved += 2;
  }
  return moved;
}

/** The first close that crosses an inner pair, and the close of that inner pair. */
function findCrossing(tags: readonly PlacedTag[], complete: Set<number>) {
  const open: number[] = [];
  for (const [index, { ref }] of tags.entries()) {
    if (ref.kind === 'standalone' || !complete.has(ref.id)) continue;
    const inner = open.at(-1);
    if (ref.kind === 'open') open.push(ref.id);
    else if (inner === ref.id) open.pop();
    else if (inner !== undefined && open.includes(ref.id)) {
      return { close: index, innerClose: indexOfTag(tags, 'close', inner) };
    }
  }
  return undefined;
}

/** Extends each pair that crosses another to close after it: text the engine formatted stays formatted. */
function nestCrossedPairs(tags: PlacedTag[], complete: Set<number>): number {
  let moved = 0;
  for (let crossing = findCrossing(tags, complete); crossing; crossing = findCrossing(tags, complete)) {
    const [tag] = tags.splice(crossing.close, 1);
    const inner = tags[crossing.innerClose - 1];
    if (!tag || !inner) break;
    tags.splice(crossing.innerClose, 0, { ...tag, offset: inner.offset });
    moved += 1;
  }
  return moved;
}

function render({ plain, tags }: Layout): string {
  let text = '';
  let offset = 0;
  for (const tag of tags) {
    text += plain.slice(offset, tag.offset) + tag.text;
    offset = tag.offset;
  }
  return text + plain.slice(offset);
}

/**
 * Repairs the placeholders of `translated` against its `source`, so that the result passes
 * `checkPlaceholders`. A translation that already passes comes back unchanged, with 0 repairs.
 */
export function repairPlaceholders(source: string, translated: string): PlaceholderRepair {
  if (checkPlaceholders(source, translated).length === 0) return { text: translated, repairs: 0 };
  const original = sourceLayout(source);
  const expected = countTags(original.tags.map((tag) => tag.ref));
  const pairs = pairIds(original.tags.map((tag) => tag.ref));
  const read = layOut(translated, placeholderForms(translated, source));
  const layout: Layout = { plain: read.plain, tags: dropExtras(read.tags, expected, pairs) };
  const dropped = read.tags.length - layout.tags.length;
  let repairs = dropped + layout.tags.filter((tag) => read.respelled.has(tag)).length;
  const complete = completePairs(layout.tags, pairs);
  repairs += swapReversedPairs(layout.tags, complete);
  repairs += nestCrossedPairs(layout.tags, complete);
  repairs += restorePairs(layout, original, pairs);
  repairs += restoreSingles(layout, original, pairs);
  return { text: render(layout), repairs };
}
