// A worksheet's own text: inline strings (`<c t="inlineStr"><is>…</is></c>`, written by many tools
// instead of shared strings) and the printed headers and footers, section by section.
import { escapeText } from '../xml-toolkit/xml-escape';
import { attribute, childElements, firstChild, type XmlElement } from '../xml-toolkit/xml-tree';
import { readHeaderFooter, renderSection } from './header-footer';
import { addRichText, type PartText } from './rich-text-slots';
import { isTranslatableText } from './translatable-text';

/**
 * A worksheet is parsed only when its text can hold either; most hold neither and are large. One with a
 * DOCTYPE is parsed too, so the safe parser refuses its entities rather than Verso passing them on.
 */
export function mayHoldText(xml: string, skipHeadersFooters: boolean): boolean {
  return (
    xml.includes('inlineStr') ||
    (!skipHeadersFooters && xml.includes('headerFooter')) ||
    xml.includes('<!DOCTYPE')
  );
}

export function addInlineStrings(text: PartText): void {
  const data = firstChild(text.document.root, 'sheetData');
  for (const row of data ? childElements(data, 'row') : []) {
    for (const cell of childElements(row, 'c')) {
      const inline = attribute(cell, 't') === 'inlineStr' ? firstChild(cell, 'is') : undefined;
      if (inline) addRichText(text, inline, `${text.part}#${attribute(cell, 'r') ?? ''}`);
    }
  }
}

function addHeaderOrFooter({ plan, part, document }: PartText, element: XmlElement): void {
  const value = element.children.map((child) => (child.kind === 'text' ? child.value : '')).join('');
  const sections = readHeaderFooter(value);
  const translated = sections.filter((section) => isTranslatableText(section.plain));
  if (translated.length === 0 || element.selfClosing) return;
  const segments = translated.map((section, index) =>
    plan.addSegment(`${part}#${element.name}${index}`, section.paragraph.text),
  );
  plan.addSlot(part, document, {
    start: element.openEnd,
    end: element.closeStart,
    segments,
    render: (translations) => {
      const written = sections.map((section) => {
        const index = translated.indexOf(section);
        return renderSection(translations[index] ?? section.paragraph.text, section);
      });
      return escapeText(written.join(''));
    },
  });
}

export function addHeadersFooters(text: PartText): void {
  const headerFooter = firstChild(text.document.root, 'headerFooter');
  for (const element of headerFooter ? childElements(headerFooter) : []) addHeaderOrFooter(text, element);
}
