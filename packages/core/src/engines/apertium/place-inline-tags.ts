// Puts the source's placeholders back into Apertium's answer, each exactly once and balanced. A pair
// spans from the first to the last word that carries it, so a link Apertium spread over "la" and "lima"
// is one link again. Spans that cross after reordering are cut to nest. A pair whose words Apertium
// dropped ("I have" → "Tengo"), or markup it lost, comes back empty at the start or the end of the text:
// the start when nothing but markup stood before it in the source.
import type { InlineToken } from './inline-tags';
import type { StreamItem } from './stream-items';

interface Span {
  pair: number;
  start: number;
  end: number;
  /** Every item that carries the pair, in order. */
  carriers: number[];
}

function spansOf(items: readonly StreamItem[], pairCount: number): Span[] {
  const spans = new Map<number, Span>();
  items.forEach((item, index) => {
    if (item.kind !== 'text') return;
    for (const pair of item.pairs) {
      if (pair >= pairCount) continue;
      const span = spans.get(pair);
      if (span) {
        span.end = index;
        span.carriers.push(index);
      } else {
        spans.set(pair, { pair, start: index, end: index, carriers: [index] });
      }
    }
  });
  return [...spans.values()];
}

/** Ends `span` at its last own word before `limit`; its first word is always before it. */
function cutAt(span: Span, limit: number): Span {
  return { ...span, end: span.carriers.findLast((index) => index <= limit) ?? span.start };
}

/** Outer spans first; a span that would cross the one it starts inside is cut short to fit in it. */
function nested(spans: readonly Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end || a.pair - b.pair);
  const open: Span[] = [];
  return sorted.map((span) => {
    while (open.length > 0 && (open.at(-1)?.end ?? 0) < span.start) open.pop();
    const parent = open.at(-1);
    const fitted = parent && span.end > parent.end ? cutAt(span, parent.end) : span;
    open.push(fitted);
    return fitted;
  });
}

function countOf(markups: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const markup of markups) counts.set(markup, (counts.get(markup) ?? 0) + 1);
  return counts;
}

/** Takes one of `markup` from `counts`; false when none is left (Apertium copied a blank). */
function take(counts: Map<string, number>, markup: string): boolean {
  const left = counts.get(markup) ?? 0;
  if (left > 0) counts.set(markup, left - 1);
  return left > 0;
}

interface LostMarkup {
  before: string;
  after: string;
}

/** What Apertium lost, split by where it stood: before the source's first word, or after. */
function lostMarkup(
  source: readonly InlineToken[],
  placed: ReadonlySet<number>,
  blanksLeft: Map<string, number>,
): LostMarkup {
  const lost: LostMarkup = { before: '', after: '' };
  let side: keyof LostMarkup = 'before';
  let pair = 0;
  for (const token of source) {
    if (token.kind === 'text' && token.text.trim() !== '') side = 'after';
    if (token.kind === 'open') {
      if (!placed.has(pair)) lost[side] += `<g${token.id}></g${token.id}>`;
      pair++;
    }
    if (token.kind === 'standalone' && take(blanksLeft, token.markup)) lost[side] += token.markup;
  }
  return lost;
}

function withLostMarkup(text: string, lost: LostMarkup): string {
  const leading = /^\s*/.exec(text)?.[0] ?? '';
  return `${leading}${lost.before}${text.slice(leading.length)}${lost.after}`;
}

/** `items` read from Apertium's answer; `source` the tokens of the text it translated. */
export function placeInlineTags(items: readonly StreamItem[], source: readonly InlineToken[]): string {
  const pairIds = source.flatMap((token) => (token.kind === 'open' ? [token.id] : []));
  const blanksLeft = countOf(source.flatMap((token) => (token.kind === 'standalone' ? [token.markup] : [])));
  const opens = new Map<number, string>();
  const closes = new Map<number, string>();
  const placed = new Set<number>();
  for (const { pair, start, end } of nested(spansOf(items, pairIds.length))) {
    opens.set(start, `${opens.get(start) ?? ''}<g${pairIds[pair]}>`);
    closes.set(end, `</g${pairIds[pair]}>${closes.get(end) ?? ''}`);
    placed.add(pair);
  }
  const text = items
    .map((item, index) => {
      const content = item.kind === 'text' ? item.text : take(blanksLeft, item.markup) ? item.markup : '';
      return `${opens.get(index) ?? ''}${content}${closes.get(index) ?? ''}`;
    })
    .join('');
  return withLostMarkup(text, lostMarkup(source, placed, blanksLeft));
}
