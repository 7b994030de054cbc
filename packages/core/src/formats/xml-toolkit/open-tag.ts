// Changes one attribute of an open tag as written, keeping every other byte of it (quotes, spacing,
// attribute order): `<file  original='a'>` gains ` target-language='es'` and nothing else moves.
import { escapeAttribute } from './xml-escape';

export interface AttributeSpan {
  name: string;
  /** Offsets of the value, inside its quotes. */
  valueStart: number;
  valueEnd: number;
  quote: '"' | "'";
}

// The tag is already known to be well-formed, so a plain scan over name = "value" pairs is exact.
const attributePattern = /\s+([^\s=/>]+)\s*=\s*(["'])/y;

export function attributeSpans(tag: string): AttributeSpan[] {
  const spans: AttributeSpan[] = [];
  let position = tag.search(/[\s/>]/);
  while (position >= 0 && position < tag.length) {
    attributePattern.lastIndex = position;
    const match = attributePattern.exec(tag);
    if (!match) break;
    const quote = match[2] as '"' | "'";
    const valueStart = attributePattern.lastIndex;
    const valueEnd = tag.indexOf(quote, valueStart);
    spans.push({ name: match[1] as string, valueStart, valueEnd, quote });
    position = valueEnd + 1;
  }
  return spans;
}

/** The quote the tag's attributes use, so an added attribute looks like its neighbours. */
function usualQuote(spans: readonly AttributeSpan[]): '"' | "'" {
  return spans[0]?.quote ?? '"';
}

export function setAttribute(tag: string, name: string, value: string): string {
  const spans = attributeSpans(tag);
  const existing = spans.find((span) => span.name === name);
  if (existing) {
    const escaped = escapeAttribute(value, existing.quote);
    return tag.slice(0, existing.valueStart) + escaped + tag.slice(existing.valueEnd);
  }
  const quote = usualQuote(spans);
  const end = tag.endsWith('/>') ? tag.length - 2 : tag.length - 1;
  const before = tag.slice(0, end).replace(/\s+$/, '');
  const spacing = tag.slice(before.length, end);
  return `${before} ${name}=${quote}${escapeAttribute(value, quote)}${quote}${spacing}${tag.slice(end)}`;
}

/** `<target state="new"/>` → `<target state="new">`, to give an empty element content. */
export function openingOf(selfClosingTag: string): string {
  return selfClosingTag.replace(/\s*\/>$/, '>');
}
