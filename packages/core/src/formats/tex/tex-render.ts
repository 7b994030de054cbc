// Translations back into LaTeX: placeholders become their markup again, and characters TeX treats
// specially are escaped so a translated "50 %" does not comment out the rest of the line.
import type { TexLayout, TexMarkup } from './tex-segments';

export interface TexRenderInput {
  layout: TexLayout;
  markup: Record<number, TexMarkup>[];
  sources: string[];
  translations: string[];
  /** Accented letters the file spelled as commands (`é` → `\'e`), spelled the same way again. */
  spellings: Record<string, string>;
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

function escapeTex(text: string, spellings: Record<string, string>): string {
  return Array.from(text, (character) => escapes[character] ?? spellings[character] ?? character).join('');
}

const placeholder = /<(\/?)([gx])(\d+)\/?>/g;
// A control word (`\bf`) swallows the letters after it; a space keeps the next word apart.
const endsWithControlWord = /\\[A-Za-z@]+$/;

function renderSegment(index: number, input: TexRenderInput): string {
  const translation = input.translations[index] ?? input.sources[index] ?? '';
  const markup = input.markup[index] ?? {};
  let output = '';
  let position = 0;
  const appendText = (text: string) => {
    if (!text) return;
    const escaped = escapeTex(text, input.spellings);
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
function markupOf(markup: TexMarkup | undefined, closing: boolean, input: TexRenderInput): string {
  if (!markup) return '';
  if ('pair' in markup) return closing ? markup.pair[1] : markup.pair[0];
  return renderLayout(markup.alone, input);
}

export function renderLayout(layout: TexLayout, input: TexRenderInput): string {
  return layout.map((part) => (typeof part === 'number' ? renderSegment(part, input) : part)).join('');
}
