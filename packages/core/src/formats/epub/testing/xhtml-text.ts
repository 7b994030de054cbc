// What the corpus tests read in a translated XHTML document: the text a reader sees that the
// pseudo-localiser did not mark (text Verso failed to translate), and the outline of its elements
// (what translating must not change).
import { parse, type DefaultTreeAdapterTypes as Tree } from 'parse5';
import { protectSpans } from '../../../segments';

const frozenTags = new Set([
  'script',
  'style',
  'pre',
  'code',
  'textarea',
  'kbd',
  'samp',
  'var',
  'svg',
  'math',
]);
const translatedAttributes = new Set(['alt', 'title', 'placeholder', 'aria-label', 'label']);
const languageAttributes = new Set(['lang', 'xml:lang', 'dir']);

function isFrozen(element: Tree.Element): boolean {
  const marks = element.attrs.map((attr) => `${attr.name}=${attr.value}`).join(' ');
  return frozenTags.has(element.tagName) || /translate=no|class=[^ ]*notranslate/.test(marks);
}

function childrenOf(node: Tree.Node): Tree.ChildNode[] {
  return 'childNodes' in node ? (node as Tree.Element).childNodes : [];
}

function visibleText(node: Tree.Node): string {
  if (node.nodeName === '#text') return (node as Tree.TextNode).value;
  const element = node as Tree.Element;
  if (element.tagName && isFrozen(element)) return ' ';
  // Block and inline elements alike end a word here: only letters matter, not how they join.
  return `${childrenOf(node).map(visibleText).join('')} `;
}

function attributeTexts(node: Tree.Node, found: string[] = []): string[] {
  const element = node as Tree.Element;
  if (element.tagName && isFrozen(element)) return found;
  for (const attr of element.attrs ?? []) if (translatedAttributes.has(attr.name)) found.push(attr.value);
  for (const child of childrenOf(node)) attributeTexts(child, found);
  return found;
}

/** Texts (and alt texts) with letters outside every ⟦…⟧, numbers, URLs and codes left out. */
export function unmarkedTexts(xhtml: string): string[] {
  const document = parse(xhtml);
  const texts = [visibleText(document), ...attributeTexts(document)];
  return texts.flatMap((text) => {
    const outside = text.replace(/⟦[^⟧]*⟧/g, ' ');
    const words = protectSpans(outside).text.replace(/<x\d+\/>/g, ' ');
    return /\p{L}/u.test(words) ? [words.replace(/\s+/g, ' ').trim()] : [];
  });
}

/** Each element with the attributes translation keeps, in document order. */
export function elementOutline(xhtml: string): string[] {
  const outline: string[] = [];
  const visit = (node: Tree.Node) => {
    const element = node as Tree.Element;
    if (element.tagName) {
      const kept = element.attrs.filter(
        (attr) => !translatedAttributes.has(attr.name) && !languageAttributes.has(attr.name),
      );
      outline.push(`${element.tagName} ${kept.map((attr) => `${attr.name}=${attr.value}`).join(' ')}`);
    }
    childrenOf(node).forEach(visit);
  };
  visit(parse(xhtml));
  return outline;
}
