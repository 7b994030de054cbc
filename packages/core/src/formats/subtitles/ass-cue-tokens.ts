// ASS/SSA dialogue text: override blocks `{\i1}`, `{\pos(10,20)}` (and `{comments}`), the hard line
// break `\N`, the soft break `\n` and the hard space `\h`. Only `\N` ends a line on screen in every
// wrap style, so it is the one that becomes a line break in the segment.
import { CueMarkupError, type CueToken } from './cue-markup';

const markupPattern = /\{[^{}]*\}|\\[Nnh]/g;

// Override blocks do not nest; a `{` inside one is a broken (or hostile) file, not styling.
const nestedBlock = /\{[^}]*\{/;

export function tokeniseAssCue(cueText: string): CueToken[] {
  if (nestedBlock.test(cueText)) throw new CueMarkupError('an override block "{" opens inside another');
  const tokens: CueToken[] = [];
  let position = 0;
  for (const match of cueText.matchAll(markupPattern)) {
    if (match.index > position) tokens.push({ kind: 'text', text: cueText.slice(position, match.index) });
    const markup = match[0];
    tokens.push(markup === '\\N' ? { kind: 'break', markup } : { kind: 'standalone', markup });
    position = match.index + markup.length;
  }
  if (position < cueText.length) tokens.push({ kind: 'text', text: cueText.slice(position) });
  return tokens;
}
