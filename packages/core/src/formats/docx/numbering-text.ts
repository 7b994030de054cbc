// List labels with words (`w:lvlText w:val="Article %1."`, "Step %1:") in `numbering.xml` are text a
// reader sees before each item. The level numbers (`%1`…`%9`) are codes; bullets and bare numbers
// ("o", "%1.", "•") are not translated.
import { type InlineItem, renderRuns, runParagraph } from '../office-package';
import type { XmlDocument } from '../xml-toolkit/safe-xml';
import { descendants, localName, prefixOf } from '../xml-toolkit/xml-tree';
import { attributeText, attributeValueRange } from './attribute-range';
import type { TranslationPlan } from './translation-plan';

function labelItems(label: string): InlineItem[] {
  return label
    .split(/(%[1-9])/)
    .filter(Boolean)
    .map((piece) =>
      /^%[1-9]$/.test(piece) ? { kind: 'code', markup: piece } : { kind: 'text', text: piece, style: '' },
    );
}

export function addNumberingText(plan: TranslationPlan, part: string, document: XmlDocument): void {
  for (const element of descendants(document.root)) {
    if (localName(element) !== 'lvlText') continue;
    const name = `${prefixOf(element)}val`;
    const label = element.attributes[name] ?? '';
    if (!/\p{L}{2}/u.test(label.replace(/%[1-9]/g, ' '))) continue;
    const range = attributeValueRange(document, element, name);
    if (!range) continue;
    const runs = runParagraph(labelItems(label));
    plan.addSlot(part, document, runs.text, {
      start: range.start,
      end: range.end,
      render(translation) {
        if (translation === runs.text) return [];
        const text = renderRuns(translation, runs, (_style, words) => words);
        return [{ ...range, text: attributeText(text, range.quote) }];
      },
    });
  }
}
