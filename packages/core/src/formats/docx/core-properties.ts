// The document's properties a reader sees in File > Info and in search results: its title, subject,
// keywords and description (`docProps/core.xml`). Author, dates and revision stay as they are.
import type { XmlDocument } from '../xml-toolkit/safe-xml';
import { escapeText } from '../xml-toolkit/xml-escape';
import { childElements, localName } from '../xml-toolkit/xml-tree';
import type { TranslationPlan } from './translation-plan';

const translatedProperties = new Set(['title', 'subject', 'keywords', 'description', 'category']);

/** Adds the properties' texts; returns the title. */
export function addCoreProperties(
  plan: TranslationPlan,
  part: string,
  document: XmlDocument,
): string | undefined {
  let title: string | undefined;
  for (const property of childElements(document.root)) {
    if (!translatedProperties.has(localName(property)) || property.selfClosing) continue;
    const value = property.children.map((child) => (child.kind === 'text' ? child.value : '')).join('');
    if (!/\p{L}/u.test(value)) continue;
    if (localName(property) === 'title') title = value;
    const range = { start: property.openEnd, end: property.closeStart };
    plan.addSlot(part, document, value, {
      ...range,
      render: (translation) => (translation === value ? [] : [{ ...range, text: escapeText(translation) }]),
    });
  }
  return title;
}
