// A paragraph of formatted runs (Word's <w:r>, PowerPoint's <a:r>, OpenDocument's <text:span>…) as one
// segment: text in the paragraph's most common formatting reads as plain text, every other run becomes
// `<gN>…</gN>`, a wrapper around runs (a hyperlink) another pair, and anything that is not text (a tab,
// a field, a picture) a standalone `<xN/>`. Rendering puts each translated word back in the run
// formatting its placeholder carried, so the bold word stays bold wherever the translation moves it.
import { type PlaceholderToken, placeholderTokens } from '../../segments';

/** One piece of a paragraph's inline content, in reading order, as a format reads it. */
export type InlineItem =
  /** `style` is the run's formatting as markup (its `<w:rPr>…`): equal styles are one formatting. */
  | { kind: 'text'; text: string; style: string }
  /** Kept exactly as written, wherever the translation puts it. */
  | { kind: 'code'; markup: string }
  /** Markup around runs; every `open` has its `close` later in the same paragraph. */
  | { kind: 'open'; markup: string }
  | { kind: 'close'; markup: string };

export type RunPlaceholder =
  | { kind: 'style'; style: string }
  | { kind: 'code'; markup: string }
  | { kind: 'wrapper'; open: string; close: string }
  /** A literal `<` that would read as a placeholder tag (`<g1>` in the text itself). */
  | { kind: 'literal'; text: string; style: string };

export interface RunParagraph {
  text: string;
  /** The formatting of plain text in the segment. */
  base: string;
  /** `placeholders[n - 1]` is what `<gn>`/`<xn/>` stands for. */
  placeholders: RunPlaceholder[];
}

/** Writes one run of text in a formatting: `<w:r>${style}<w:t>${escaped text}</w:t></w:r>`. */
export type RenderRun = (style: string, text: string) => string;

/** Adjacent runs with the same formatting are one run: spell-check and revision marks split them. */
function mergeRuns(items: readonly InlineItem[]): InlineItem[] {
  const merged: InlineItem[] = [];
  for (const item of items) {
    const last = merged.at(-1);
    if (item.kind === 'text' && last?.kind === 'text' && last.style === item.style) {
      merged[merged.length - 1] = { ...last, text: last.text + item.text };
    } else if (item.kind !== 'text' || item.text !== '') merged.push(item);
  }
  return merged;
}

/** The formatting that covers the most visible characters. */
function baseStyle(items: readonly InlineItem[]): string {
  const lengths = new Map<string, number>();
  for (const item of items) {
    if (item.kind !== 'text') continue;
    lengths.set(item.style, (lengths.get(item.style) ?? 0) + item.text.trim().length + 0.001);
  }
  let base = '';
  let longest = -1;
  for (const [style, length] of lengths) {
    if (length > longest) [base, longest] = [style, length];
  }
  return base;
}

const placeholderLookalike = /<(?=\/?[gx]\d)/;

class SegmentBuilder {
  text = '';
  readonly placeholders: RunPlaceholder[] = [];
  private readonly wrappers: number[] = [];

  constructor(readonly base: string) {}

  add(item: InlineItem): void {
    if (item.kind === 'code') this.text += `<x${this.placeholders.push(item)}/>`;
    else if (item.kind === 'open') {
      const id = this.placeholders.push({ kind: 'wrapper', open: item.markup, close: '' });
      this.wrappers.push(id);
      this.text += `<g${id}>`;
    } else if (item.kind === 'close') this.close(item.markup);
    else this.addText(item.text, item.style);
  }

  private close(markup: string): void {
    const id = this.wrappers.pop();
    if (id === undefined) throw new Error('A run wrapper was closed without being opened');
    const wrapper = this.placeholders[id - 1];
    if (wrapper?.kind === 'wrapper') wrapper.close = markup;
    this.text += `</g${id}>`;
  }

  private addText(text: string, style: string): void {
    const pieces = text.split(placeholderLookalike);
    const styled = style !== this.base;
    const id = styled ? this.placeholders.push({ kind: 'style', style }) : 0;
    if (styled) this.text += `<g${id}>`;
    pieces.forEach((piece, index) => {
      if (index > 0) this.text += `<x${this.placeholders.push({ kind: 'literal', text: '<', style })}/>`;
      this.text += piece;
    });
    if (styled) this.text += `</g${id}>`;
  }
}

/** The paragraph's runs as segment text with placeholders. */
export function runParagraph(items: readonly InlineItem[]): RunParagraph {
  const merged = mergeRuns(items);
  const builder = new SegmentBuilder(baseStyle(merged));
  for (const item of merged) builder.add(item);
  return { text: builder.text, base: builder.base, placeholders: builder.placeholders };
}

type Pair = Extract<RunPlaceholder, { kind: 'style' | 'wrapper' }>;

/** Where rendered pieces go: markup for a file format, or positioned text for a PDF page. */
export interface RunSink {
  run(style: string, text: string): void;
  /** A code or a wrapper's open or close markup, exactly as the source had it. */
  markup(markup: string): void;
}

class RunWriter {
  private readonly open: Pair[] = [];
  private readonly used = new Set<RunPlaceholder>();

  constructor(
    private readonly paragraph: RunParagraph,
    private readonly sink: RunSink,
  ) {}

  text(text: string): void {
    if (text === '') return;
    const styled = this.open.findLast((pair) => pair.kind === 'style');
    this.sink.run(styled?.kind === 'style' ? styled.style : this.paragraph.base, text);
  }

  placeholder(token: PlaceholderToken): void {
    const placeholder = this.paragraph.placeholders[token.id - 1];
    if (!placeholder) return;
    if (placeholder.kind === 'code' || placeholder.kind === 'literal') {
      if (token.kind !== 'standalone' || this.used.has(placeholder)) return;
      this.used.add(placeholder);
      if (placeholder.kind === 'code') this.sink.markup(placeholder.markup);
      else this.sink.run(placeholder.style, placeholder.text);
    } else if (token.kind === 'open') this.openPair(placeholder);
    else if (token.kind === 'close') this.closePair(placeholder);
  }

  closeAll(): void {
    while (this.open.length > 0) this.closeOne();
  }

  private openPair(pair: Pair): void {
    if (this.used.has(pair)) return;
    this.used.add(pair);
    this.open.push(pair);
    if (pair.kind === 'wrapper') this.sink.markup(pair.open);
  }

  private closePair(pair: Pair): void {
    if (!this.open.includes(pair)) return;
    while (this.closeOne() !== pair);
  }

  private closeOne(): Pair | undefined {
    const pair = this.open.pop();
    if (pair?.kind === 'wrapper') this.sink.markup(pair.close);
    return pair;
  }
}

/**
 * The translation as a sequence of runs and markup, in order. Whatever an engine did to the
 * placeholders, the result is well-formed: unknown or repeated tags are dropped and pairs left open
 * are closed at the end.
 */
export function writeRuns(translation: string, paragraph: RunParagraph, sink: RunSink): void {
  const writer = new RunWriter(paragraph, sink);
  let position = 0;
  for (const token of placeholderTokens(translation)) {
    writer.text(translation.slice(position, token.index));
    writer.placeholder(token);
    position = token.index + token.text.length;
  }
  writer.text(translation.slice(position));
  writer.closeAll();
}

/** The translation as markup: each run written by `renderRun`, codes and wrappers as they were. */
export function renderRuns(translation: string, paragraph: RunParagraph, renderRun: RenderRun): string {
  let output = '';
  writeRuns(translation, paragraph, {
    run: (style, text) => {
      output += renderRun(style, text);
    },
    markup: (markup) => {
      output += markup;
    },
  });
  return output;
}
