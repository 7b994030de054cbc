// Translations back into LaTeX: placeholders become their markup again, and characters TeX treats
// specially are escaped so a translated "50 %" does not comment out the rest of the line.
import type { Spellings, TexLayout, TexMarkup } from './tex-segments';

export interface TexRenderInput {
  layout: TexLayout;
  markup: Record<number, TexMarkup>[];
  sources: string[];
  translations: string[];
  /** Per segment, accented letters its source spelled as commands (`é` → `\'e`), spelled so again. */
  spellings: Spellings[];
}

const escapes: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  '%': '\\%',
  '&': '\\&',
  '#': '\\#',
  _: '\\_',
  $: '\\$',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
};

/**
 * Spells letters as the segment's source did, in order; a letter the source did not spell (an engine's
 * é in a segment without one) is spelled the way the document spelled it first.
 */
function speller(own: Spellings, first: ReadonlyMap<string, string>): (character: string) => string {
  const used: Record<string, number> = {};
  return (character) => {
    const spellings = own[character];
    if (!spellings) return first.get(character) ?? character;
    const index = Math.min(used[character] ?? 0, spellings.length - 1);
    used[character] = index + 1;
    return spellings[index] ?? character;
  };
}

/** The first spelling of each letter in the document. */
function firstSpellings(all: readonly Spellings[]): Map<string, string> {
  const first = new Map<string, string>();
  for (const spellings of all)
    for (const [letter, [spelling]] of Object.entries(spellings))
      if (spelling && !first.has(letter)) first.set(letter, spelling);
  return first;
}

function escapeTex(text: string, spell: (character: string) => string): string {
  return Array.from(text, (character) => escapes[character] ?? spell(character)).join('');
}

const placeholder = /<(\/?)([gx])(\d+)\/?>/g;
// A control word (`\bf`) swallows the letters after it; a space keeps the next word apart.
const endsWithControlWord = /\\[A-Za-z@]+$/;

interface RenderState extends TexRenderInput {
  firstSpellings: ReadonlyMap<string, string>;
}

function renderSegment(index: number, input: RenderState): string {
  const translation = input.translations[index] ?? input.sources[index] ?? '';
  const markup = input.markup[index] ?? {};
  const spell = speller(input.spellings[index] ?? {}, input.firstSpellings);
  let output = '';
  let position = 0;
  const appendText = (text: string) => {
    if (!text) return;
    const escaped = escapeTex(text, spell);
    output += endsWithControlWord.test(output) && /^[A-Za-z]/.test(escaped) ? ` ${escaped}` : escaped;
  };
  for (const match of translation.matchAll(placeholder)) {
    appendText(translation.slice(position, match.index));
    output += markupOf(markup[Number(match[3])], match[1] === '/', input);
    position = match.index + match[0].length;
  }
  appendText(translation.slice(position));
  return output;
}

/** An engine's invented placeholder has no markup and renders as nothing. */
function markupOf(markup: TexMarkup | undefined, closing: boolean, state: RenderState): string {
  if (!markup) return '';
  if ('pair' in markup) return closing ? markup.pair[1] : markup.pair[0];
  return renderParts(markup.alone, state);
}

function renderParts(layout: TexLayout, state: RenderState): string {
  return layout.map((part) => (typeof part === 'number' ? renderSegment(part, state) : part)).join('');
}

export function renderLayout(layout: TexLayout, input: TexRenderInput): string {
  return renderParts(layout, { ...input, firstSpellings: firstSpellings(input.spellings) });
}
