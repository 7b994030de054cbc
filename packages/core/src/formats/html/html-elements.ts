// How each element takes part in translation: inline elements flow inside a sentence (and become
// placeholders), opaque ones are never translated, every other element starts a block of its own.
import type { DefaultTreeAdapterTypes as Tree } from 'parse5';

export type HtmlElement = Tree.Element;
export type HtmlNode = Tree.ChildNode;

const inlineTags = new Set([
  ...['a', 'abbr', 'acronym', 'b', 'bdi', 'bdo', 'big', 'br', 'button', 'cite', 'code', 'data', 'del'],
  ...['dfn', 'em', 'font', 'i', 'img', 'input', 'ins', 'kbd', 'label', 'mark', 'q', 's', 'samp', 'small'],
  ...['span', 'strike', 'strong', 'sub', 'sup', 'time', 'tt', 'u', 'var', 'wbr'],
]);

/** Content that is code, data or media, not prose: kept as it is, a placeholder inside a sentence. */
const opaqueTags = new Set([
  ...['script', 'style', 'code', 'pre', 'kbd', 'samp', 'var', 'template', 'noscript', 'textarea'],
  ...['svg', 'math', 'iframe', 'object', 'canvas', 'video', 'audio', 'br', 'img', 'input', 'wbr'],
]);

/** Opaque tags that may stand inside a sentence: everything else opaque ends one. */
const opaqueInline = new Set([...opaqueTags].filter((tag) => tag !== 'pre' && tag !== 'textarea'));

const voidInline = new Set(['br', 'img', 'input', 'wbr']);

/**
 * How an element flows inside a sentence when only its tag is known (a Markdown paragraph's inline
 * HTML): `pair` around text that is translated, `opaque` kept whole with its content, `void` alone;
 * undefined for a block or unknown element.
 */
export function inlineTagRole(element: HtmlElement): 'pair' | 'opaque' | 'void' | undefined {
  const { tagName } = element;
  if (!inlineTags.has(tagName)) return undefined;
  if (voidInline.has(tagName)) return 'void';
  return isUntranslated(element) ? 'opaque' : 'pair';
}

export function attribute(element: HtmlElement, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

/** `translate="no"`, `class="notranslate"`: the author asked for this element to stay as it is. */
export function isMarkedNoTranslate(element: HtmlElement): boolean {
  // Most elements have no attributes: asked of every element several times, this answers them at once.
  if (element.attrs.length === 0) return false;
  if (attribute(element, 'translate')?.trim().toLowerCase() === 'no') return true;
  return (attribute(element, 'class') ?? '').split(/\s+/).includes('notranslate');
}

export function isUntranslated(element: HtmlElement): boolean {
  return opaqueTags.has(element.tagName) || isMarkedNoTranslate(element);
}

export function isElement(node: HtmlNode): node is HtmlElement {
  return 'tagName' in node;
}

const flowsInline = new WeakMap<HtmlElement, boolean>();

/**
 * True when the element can sit inside a sentence: an inline tag with only inline content (an `<a>`
 * around a `<div>` is a block), or anything opaque that is not a block of its own. Walked with a
 * stack, not recursion, as a hostile page may nest inline tags a hundred thousand deep.
 */
export function isInlineInText(element: HtmlElement): boolean {
  const known = flowsInline.get(element);
  if (known !== undefined) return known;
  if (opaqueInline.has(element.tagName)) return true;
  if (!inlineTags.has(element.tagName) || opaqueTags.has(element.tagName)) return false;
  const pending: HtmlNode[] = [...element.childNodes];
  let inline = true;
  while (inline && pending.length > 0) {
    const node = pending.pop() as HtmlNode;
    if (!isElement(node) || opaqueInline.has(node.tagName)) continue;
    if (!inlineTags.has(node.tagName)) inline = false;
    else pending.push(...node.childNodes);
  }
  flowsInline.set(element, inline);
  return inline;
}
