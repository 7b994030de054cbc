// Prose pieces to segments: words stay text, markup becomes placeholders, footnotes become segments
// of their own. Markup at a paragraph's edges (a `\label`, a comment) stays outside the segment.
import type { Segment } from '../../segments';
import { stripPlaceholders } from '../../segments/placeholders';
import type { InlineItem, TexPiece } from './tex-items';

/** What a placeholder stands for: the two halves of a pair, or a run of text and nested segments. */
export type TexMarkup = { pair: [string, string] } | { alone: (string | number)[] };

/** The file as text to keep and segment numbers to render in their place. */
export type TexLayout = (string | number)[];

/** Accented letters a segment's source spelled as commands, in order: `{ é: ["\\'e", "\\'{e}"] }`. */
export type Spellings = Record<string, string[]>;

const escapedByRender = new Set(['%', '&', '#', '_', '$', '{', '}']);

export class SegmentBuilder {
  readonly segments: Segment[] = [];
  readonly markup: Record<number, TexMarkup>[] = [];
  readonly spellings: Spellings[] = [];
  private heading: string | undefined;
  private title: string | undefined;

  constructor(private readonly source: string) {}

  private raw(start: number, end: number): string {
    return this.source.slice(start, end);
  }

  layoutOf(pieces: readonly TexPiece[]): TexLayout {
    return pieces.flatMap((piece) =>
      piece.kind === 'raw' ? [this.raw(piece.start, piece.end)] : this.proseLayout(piece.items, piece.role),
    );
  }

  /** Prose with words becomes [before, segment, after]; without, it stays as written (its footnotes aside). */
  private proseLayout(items: readonly InlineItem[], role: 'paragraph' | 'heading' | 'title'): TexLayout {
    const first = items.findIndex((item) => item.kind !== 'space' && item.kind !== 'markup');
    const last = items.findLastIndex((item) => item.kind !== 'space' && item.kind !== 'markup');
    const start = items[0]?.start ?? 0;
    const end = items.at(-1)?.end ?? start;
    if (first < 0 || !hasWords(items)) return this.itemsAsWritten(items, start, end);
    const inner = items.slice(first, last + 1);
    const index = this.segmentOf(inner, role);
    return [this.raw(start, inner[0]?.start ?? start), index, this.raw(inner.at(-1)?.end ?? end, end)];
  }

  private itemsAsWritten(items: readonly InlineItem[], start: number, end: number): TexLayout {
    const layout: TexLayout = [];
    let position = start;
    for (const item of items) {
      if (item.kind !== 'footnote') continue;
      layout.push(this.raw(position, item.innerStart), ...this.proseLayout(item.items, 'paragraph'));
      position = item.innerEnd;
    }
    layout.push(this.raw(position, end));
    return layout;
  }

  private segmentOf(items: readonly InlineItem[], role: 'paragraph' | 'heading' | 'title'): number {
    const index = this.segments.length;
    this.segments.push({ id: `s${index + 1}`, text: '' });
    const markup: Record<number, TexMarkup> = {};
    this.markup[index] = markup;
    this.spellings[index] = this.spellingsOf(items);
    const text = this.placeholderText(items, markup);
    const plain = stripPlaceholders(text).replace(/\s+/g, ' ').trim();
    const context = { heading: role === 'paragraph' ? this.heading : undefined, documentTitle: this.title };
    this.segments[index] = { id: `s${index + 1}`, text, ...contextOf(context) };
    if (role === 'heading') this.heading = plain;
    if (role === 'title') this.title = plain;
    return index;
  }

  private spellingsOf(items: readonly InlineItem[]): Spellings {
    const spellings: Spellings = {};
    for (const item of items) {
      if (item.kind !== 'text' || escapedByRender.has(item.text)) continue;
      const raw = this.raw(item.start, item.end);
      if (raw.startsWith('\\')) spellings[item.text] = [...(spellings[item.text] ?? []), raw];
    }
    return spellings;
  }

  private placeholderText(items: readonly InlineItem[], markup: Record<number, TexMarkup>): string {
    let lastId = 0;
    const open: number[] = [];
    return items
      .map((item) => {
        if (item.kind === 'text') return item.text;
        if (item.kind === 'space') return this.raw(item.start, item.end);
        if (item.kind === 'close') {
          const id = open.pop() ?? 0;
          const pair = markup[id];
          if (pair && 'pair' in pair) pair.pair[1] = this.raw(item.start, item.end);
          return `</g${id}>`;
        }
        lastId += 1;
        if (item.kind === 'open') {
          open.push(lastId);
          markup[lastId] = { pair: [this.raw(item.start, item.end), ''] };
          return `<g${lastId}>`;
        }
        markup[lastId] = {
          alone: item.kind === 'footnote' ? this.footnoteMarkup(item) : [this.raw(item.start, item.end)],
        };
        return `<x${lastId}/>`;
      })
      .join('');
  }

  private footnoteMarkup(item: Extract<InlineItem, { kind: 'footnote' }>): (string | number)[] {
    return [
      this.raw(item.start, item.innerStart),
      ...this.proseLayout(item.items, 'paragraph'),
      this.raw(item.innerEnd, item.end),
    ];
  }
}

function hasWords(items: readonly InlineItem[]): boolean {
  return items.some((item) => item.kind === 'text' && /\p{L}/u.test(item.text));
}

function contextOf(context: { heading?: string; documentTitle?: string }): Pick<Segment, 'context'> {
  const defined = Object.fromEntries(Object.entries(context).filter(([, value]) => value));
  return Object.keys(defined).length > 0 ? { context: defined } : {};
}
