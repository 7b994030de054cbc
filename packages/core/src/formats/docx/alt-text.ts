// Pictures' and shapes' alternative text, which screen readers speak: the `descr` and `title` of a
// drawing's `wp:docPr` and of the picture's own `pic:cNvPr`. The shape's `name` is an identifier.
import type { XmlDocument } from '../xml/safe-xml';
import { escapeAttribute } from '../xml/xml-escape';
import type { XmlElement } from '../xml/xml-tree';
import type { TranslationPlan } from './translation-plan';

/** Word fills in a picture's file name when the author wrote no description: not text to translate. */
const fileName = /^[\w ().,-]+\.(?:png|jpe?g|gif|bmp|tiff?|emf|wmf|svg|webp)$/i;

export const altTextHolders = new Set(['docPr', 'cNvPr']);
const altTextAttributes = ['descr', 'title'];

/** Line breaks survive in an attribute only as character references (a parser turns raw ones into spaces). */
const attributeText = (text: string, quote: '"' | "'") =>
  escapeAttribute(text, quote).replace(/[\t\n\r]/g, (character) => `&#${character.charCodeAt(0)};`);

function attributeValueRange(document: XmlDocument, element: XmlElement, name: string) {
  const openTag = document.text.slice(element.start, element.openEnd);
  const match = new RegExp(`\\s${name}\\s*=\\s*(["'])`).exec(openTag);
  if (!match) return undefined;
  const quote = match[1] as '"' | "'";
  const start = element.start + match.index + match[0].length;
  return { start, end: document.text.indexOf(quote, start), quote };
}

export function addAltText(
  plan: TranslationPlan,
  part: string,
  document: XmlDocument,
  element: XmlElement,
): void {
  for (const name of altTextAttributes) {
    const value = element.attributes[name];
    const translatable = value && /\p{L}/u.test(value) && !fileName.test(value);
    const range = translatable ? attributeValueRange(document, element, name) : undefined;
    if (!value || !range) continue;
    plan.addSlot(part, document, value, {
      start: range.start,
      end: range.end,
      render: (translation) =>
        translation === value ? [] : [{ ...range, text: attributeText(translation, range.quote) }],
    });
  }
}
