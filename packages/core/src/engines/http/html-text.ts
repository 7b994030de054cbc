// Segment text is plain text with placeholder tags (`<g1>…</g1>`, `<x2/>`). Services asked to treat it
// as HTML keep the tags in place, but read a bare `&` or `<` as markup and answer with entities such as
// `&#39;`; so everything outside the tags is escaped on the way out and unescaped on the way back.
// Shared by the Google and Azure engines.
import { referencedCharacter } from '../../markup/character-references';

const placeholderTag = /(<\/?g\d+>|<x\d+\/>)/;

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

export function toHtmlText(text: string): string {
  return text
    .split(placeholderTag)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[&<>]/g, (char) => escapes[char] ?? char)))
    .join('');
}

export function fromHtmlText(html: string): string {
  // Services answer `&#39;`, `&quot;`, now and then in capitals (`&AMP;`).
  return html.replace(
    /&(#x[0-9a-f]+|#\d+|[a-z]+);/gi,
    (entity, name: string) => referencedCharacter(name) ?? referencedCharacter(name.toLowerCase()) ?? entity,
  );
}
