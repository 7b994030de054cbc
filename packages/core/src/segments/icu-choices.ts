// An ICU plural or select message is one span to find ("{count, plural, one {# file} other {# files}}")
// but holds sentences in its branches. Its syntax (the head, the selectors, the braces) is kept from the
// engine; the branch texts are translated, each where it stands.
import type { TextSpan } from './protected-spans';

const choiceHead = /^\{\s*[\w.]+\s*,\s*(?:plural|select|selectordinal)\s*,/;
const selector = /^\s*(?:offset:\s*\d+\s+)?(?:=\d+|[\w-]+)\s*\{/;

/** The index just past the `}` that closes the `{` at `open`, or -1 when it is not closed. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    if (text[index] === '{') depth++;
    else if (text[index] === '}' && --depth === 0) return index + 1;
  }
  return -1;
}

/**
 * The parts of an ICU choice message, syntax protected and branch texts free; undefined for any other
 * span (a plain `{name}`) or a message that does not parse, which then stays protected whole.
 */
export function icuChoiceParts(span: string): TextSpan[] | undefined {
  const head = choiceHead.exec(span);
  if (!head || closingBrace(span, 0) !== span.length) return undefined;
  const parts: TextSpan[] = [];
  let syntax = head[0];
  let position = head[0].length;
  while (position < span.length - 1) {
    const branch = selector.exec(span.slice(position));
    if (!branch) return undefined;
    const open = position + branch[0].length - 1;
    const close = closingBrace(span, open);
    if (close < 0) return undefined;
    syntax += branch[0];
    const body = span.slice(open + 1, close - 1);
    if (body) {
      parts.push({ text: syntax, isProtected: true }, { text: body, isProtected: false });
      syntax = '';
    }
    syntax += '}';
    position = close;
  }
  const rest = span.slice(position);
  if (rest.trim() !== '}') return undefined;
  parts.push({ text: syntax + rest, isProtected: true });
  return parts;
}
