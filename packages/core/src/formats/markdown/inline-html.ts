// Inline HTML inside a paragraph (`Press <kbd>Ctrl</kbd> to <b>save</b> the file`): remark gives each
// tag as an `html` node of its own. An inline element's opening and closing tags, siblings in the
// paragraph, are paired so the words between them are translated in the paragraph's sentence; code-like
// elements (`<kbd>`, `<code>`, `translate="no"`) are kept whole; void tags (`<br>`, `<img>`) stand
// alone. Their visible attributes (alt, title…) are translated as the HTML format translates them.
// Unbalanced tags and block-level HTML stay single placeholders, as before.
import type { Html, PhrasingContent } from 'mdast';
import { parseFragment } from 'parse5';
import { type AttributeValue, translatableAttributes } from '../html/html-attributes';
import { type HtmlElement, inlineTagRole, isElement } from '../html/html-elements';

const openingTag = /^<([A-Za-z][A-Za-z0-9-]*)(?:\s[^<>]*)?>$/;
const closingTag = /^<\/([A-Za-z][A-Za-z0-9-]*)\s*>$/;

/** The element an opening or void tag makes, alone; undefined for anything else (a comment, two tags). */
export function tagElement(value: string): HtmlElement | undefined {
  if (!openingTag.test(value)) return undefined;
  // A paragraph repeats its tags (`<b>`, `<br>`): each is parsed once, not once per nesting level.
  if (parsedTags.has(value)) return parsedTags.get(value);
  if (parsedTags.size >= maxParsedTags) parsedTags.clear();
  const [node] = parseFragment(value, { sourceCodeLocationInfo: true }).childNodes;
  const element = node && isElement(node) ? node : undefined;
  parsedTags.set(value, element);
  return element;
}

const maxParsedTags = 1000;
const parsedTags = new Map<string, HtmlElement | undefined>();

export interface InlineHtmlSpan {
  /** Where the element's text starts: the sibling after its opening tag. */
  open: number;
  /** The sibling that is its closing tag. */
  close: number;
  role: 'pair' | 'opaque';
}

const closingName = (node: PhrasingContent | undefined) =>
  node?.type === 'html' ? closingTag.exec(node.value)?.[1]?.toLowerCase() : undefined;

/** Opening tag index → its element's span among the siblings, for inline elements closed among them. */
export function pairInlineHtml(nodes: readonly PhrasingContent[]): Map<number, InlineHtmlSpan> {
  const pairs = new Map<number, InlineHtmlSpan>();
  if (!nodes.some((node) => node.type === 'html')) return pairs;
  const open: { index: number; name: string; role: 'pair' | 'opaque' }[] = [];
  // How many of each name are open: a closing tag nothing opened is passed by without searching, so
  // a paragraph of thousands of stray tags takes linear time.
  const openCount = new Map<string, number>();
  const count = (name: string, change: number) => openCount.set(name, (openCount.get(name) ?? 0) + change);
  nodes.forEach((node, index) => {
    if (node.type !== 'html') return;
    const name = closingName(node);
    if (name !== undefined) {
      if (!openCount.get(name)) return;
      const opener = open.findLastIndex((tag) => tag.name === name);
      const tag = open[opener] as (typeof open)[number];
      // Tags opened inside this element and never closed stay single placeholders.
      for (const inner of open.splice(opener)) count(inner.name, -1);
      pairs.set(tag.index, { open: tag.index, close: index, role: tag.role });
      return;
    }
    const element = node.value.endsWith('/>') ? undefined : tagElement(node.value);
    const role = element && inlineTagRole(element);
    if (element && (role === 'pair' || role === 'opaque')) {
      open.push({ index, name: element.tagName, role });
      count(element.tagName, 1);
    }
  });
  return pairs;
}

/** The visible attributes of an inline tag (`<img alt>`, `<abbr title>`), spans in the Markdown file. */
export function inlineTagAttributes(node: Html, source: string): AttributeValue[] {
  const start = node.position?.start.offset;
  if (start === undefined || !node.value.includes('=')) return [];
  const element = tagElement(node.value);
  if (!element || inlineTagRole(element) === undefined || inlineTagRole(element) === 'opaque') return [];
  if (source.slice(start, start + node.value.length) !== node.value) return [];
  return translatableAttributes(element, node.value).map((value) => ({
    ...value,
    span: { start: value.span.start + start, end: value.span.end + start },
  }));
}
