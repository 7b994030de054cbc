// A segment's text as the review editor shows it: plain text between placeholder chips. `<g1>` and
// `</g1>` stand around a piece of inline markup (bold, a link), `<x2/>` for one that stands alone
// (a line break, an image); the chip shows the number, and the text keeps the tag.
import { placeholderTokens } from '@verso/core/segments/placeholders';

export type TextPart = { kind: 'text'; text: string } | { kind: 'tag'; tag: string; label: string };

export function chipLabel(tag: string): string {
  const [token] = placeholderTokens(tag);
  if (!token) return tag;
  if (token.kind === 'open') return `‹${token.id}`;
  if (token.kind === 'close') return `${token.id}›`;
  return `◆${token.id}`;
}

export function textParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let position = 0;
  for (const token of placeholderTokens(text)) {
    if (token.index > position) parts.push({ kind: 'text', text: text.slice(position, token.index) });
    parts.push({ kind: 'tag', tag: token.text, label: chipLabel(token.text) });
    position = token.index + token.text.length;
  }
  if (position < text.length) parts.push({ kind: 'text', text: text.slice(position) });
  return parts;
}

/** The placeholders of a text, in order, as one string to compare two texts' marks by. */
export function marksOf(text: string): string {
  return placeholderTokens(text)
    .map((token) => token.text)
    .sort()
    .join('');
}
