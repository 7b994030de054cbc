// HTML-like tags inside a message (`<b>`, `<a href="…">`, `<br/>`) become the segment model's
// placeholders, so an engine moves them with the words instead of translating or dropping them.
// PO msgids and CSV cells both carry such markup; this is shared by the two formats.

/** Placeholder as written in the segment (`<g1>`, `</g1>`, `<x2/>`) → the markup it stands for. */
export type MarkupMap = Record<string, string>;

export interface MarkedText {
  text: string;
  markup: MarkupMap;
}

const tagPattern = /<!--[\s\S]*?-->|<\/?[A-Za-z][\w:.-]*(?:\s[^<>]*)?\/?>/g;
const voidElements = new Set(
  'area base br col embed hr img input link meta param source track wbr'.split(' '),
);

interface Tag {
  text: string;
  index: number;
  name: string;
  closing: boolean;
  standalone: boolean;
}

function readTag(text: string, index: number): Tag {
  const name = (/^<\/?([\w:.-]+)/.exec(text)?.[1] ?? '').toLowerCase();
  const closing = text.startsWith('</');
  const standalone = text.startsWith('<!--') || text.endsWith('/>') || voidElements.has(name);
  return { text, index, name, closing, standalone };
}

type Placeholder = { kind: 'open' | 'close' | 'standalone'; id: number };

/** Pairs each closing tag with its opening one; anything left unpaired stands alone. */
function pairTags(tags: readonly Tag[]): Placeholder[] {
  const placeholders: Placeholder[] = [];
  const open: number[] = [];
  let nextId = 1;
  tags.forEach((tag, position) => {
    if (!tag.closing) {
      placeholders[position] = { kind: 'standalone', id: nextId++ };
      if (!tag.standalone) open.push(position);
      return;
    }
    const opener = open.findLastIndex((index) => tags[index]?.name === tag.name);
    const openPosition = open[opener];
    const opened = openPosition === undefined ? undefined : placeholders[openPosition];
    if (!opened) {
      placeholders[position] = { kind: 'standalone', id: nextId++ };
      return;
    }
    // Tags opened inside this pair and never closed stay standalone.
    open.length = opener;
    opened.kind = 'open';
    placeholders[position] = { kind: 'close', id: opened.id };
  });
  return placeholders;
}

function placeholderText({ kind, id }: Placeholder): string {
  if (kind === 'open') return `<g${id}>`;
  if (kind === 'close') return `</g${id}>`;
  return `<x${id}/>`;
}

/** Shared by every text without markup, so a large file holds one empty map rather than one per text. */
const noMarkup: MarkupMap = Object.freeze({});

export function markupToPlaceholders(source: string): MarkedText {
  // Every tag starts with `<`: most messages have none and skip the tag search.
  if (!source.includes('<')) return { text: source, markup: noMarkup };
  const tags = Array.from(source.matchAll(tagPattern), (match) => readTag(match[0], match.index));
  if (tags.length === 0) return { text: source, markup: {} };
  const placeholders = pairTags(tags);
  const markup: MarkupMap = {};
  let text = '';
  let last = 0;
  tags.forEach((tag, position) => {
    const placeholder = placeholderText(placeholders[position] as Placeholder);
    markup[placeholder] = tag.text;
    text += source.slice(last, tag.index) + placeholder;
    last = tag.index + tag.text.length;
  });
  return { text: text + source.slice(last), markup };
}

const canonicalPlaceholder = /<\/?g[1-9]\d*>|<x[1-9]\d*\/>/g;

export function placeholdersToMarkup(text: string, markup: MarkupMap): string {
  // A text without `<` holds no placeholder to put back.
  if (!text.includes('<') || Object.keys(markup).length === 0) return text;
  return text.replace(canonicalPlaceholder, (placeholder) => markup[placeholder] ?? placeholder);
}
