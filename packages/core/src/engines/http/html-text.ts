// Segment text is plain text with placeholder tags (`<g1>…</g1>`, `<x2/>`). Services asked to treat it
// as HTML keep the tags in place, but read a bare `&` or `<` as markup and answer with entities such as
// `&#39;`; so everything outside the tags is escaped on the way out and unescaped on the way back.
// Shared by the Google and Azure engines; it belongs in ../http/ once that folder is free to change.

const placeholderTag = /(<\/?g\d+>|<x\d+\/>)/;

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

export function toHtmlText(text: string): string {
  return text
    .split(placeholderTag)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[&<>]/g, (char) => escapes[char] ?? char)))
    .join('');
}

export function fromHtmlText(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const codePoint =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : entity;
    }
    return namedEntities[name.toLowerCase()] ?? entity;
  });
}
