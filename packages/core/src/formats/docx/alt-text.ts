// Pictures' and shapes' alternative text, which screen readers speak: the `descr` and `title` of a
// drawing's `wp:docPr` and of the picture's own `pic:cNvPr`. The shape's `name` is an identifier.
import type { XmlDocument } from '../xml-toolkit/safe-xml';
import type { XmlElement } from '../xml-toolkit/xml-tree';
import { attributeText, attributeValueRange } from './attribute-range';
import type { TranslationPlan } from './translation-plan';

/** Word fills in a picture's file name when the author wrote no description: not text to translate. */
const fileName = /^[\w ().,-]+\.(?:png|jpe?g|gif|bmp|tiff?|emf|wmf|svg|webp)$/i;

export const altTextHolders = new Set(['docPr', 'cNvPr']);
const altTextAttributes = ['descr', 'title'];

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
