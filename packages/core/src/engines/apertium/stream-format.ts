// Texts travel to a warm Apertium pipeline in its own stream format, as Transfuse (what `apertium -f
// html` runs here) writes them: special characters escaped, placeholders as blanks (see inline-tags.ts),
// and each text closed with a full stop and an empty superblank so the tagger and transfer see a
// sentence end. One text per null-flushed chunk, so a text can never bleed into its neighbour.
import { type InlineToken, parseInlineTags } from './inline-tags';
import { placeInlineTags } from './place-inline-tags';
import { readStreamItems, wordBoundLabel } from './stream-items';

const streamSpecial = /[\\[\]{}^$/@<>]/g;
const addedSentenceEnd = /\.?\[\]\s*$/;

function escapeStream(text: string): string {
  return text.replace(streamSpecial, '\\$&');
}

/** Text inside pairs rides on its words; the spaces around it stay ordinary blanks. */
function wordBound(text: string, pairs: readonly number[]): string {
  const [, before = '', words = '', after = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(text) ?? [];
  if (words === '') return text;
  return `${before}[[${pairs.map(wordBoundLabel).join('; ')}]]${escapeStream(words)}[[/]]${after}`;
}

function streamOf(tokens: readonly InlineToken[]): string {
  const open: number[] = [];
  let pairs = 0;
  let stream = '';
  for (const token of tokens) {
    if (token.kind === 'text') stream += open.length ? wordBound(token.text, open) : escapeStream(token.text);
    else if (token.kind === 'open') open.push(pairs++);
    else if (token.kind === 'close') open.pop();
    else stream += `[${escapeStream(token.markup)}]`;
  }
  return stream;
}

/** One text as a chunk of the stream, without its closing `\0`. */
export function toApertiumStream(text: string): string {
  // A NUL inside a text would end its chunk early and shift every later answer by one.
  return `${streamOf(parseInlineTags(text.replace(/\0/g, ' ')))}.[]`;
}

/**
 * A translated chunk back to text: the added full stop and superblank removed, escapes undone, and the
 * placeholders of `source` put back, each exactly once and balanced.
 */
export function fromApertiumStream(chunk: string, source: string): string {
  const items = readStreamItems(chunk.replace(addedSentenceEnd, ''));
  return placeInlineTags(items, parseInlineTags(source.replace(/\0/g, ' ')));
}
