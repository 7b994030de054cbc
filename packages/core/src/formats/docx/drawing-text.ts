// DrawingML text, as charts (titles, axis titles, data labels) and SmartArt (its data and the drawing
// Word caches of it) hold it: each `a:p` with runs is one segment, line breaks and fields (`a:br`,
// `a:fld`) are codes, and translated runs get the target language in their `a:rPr`.
import { readDrawingParagraph, renderDrawingParagraph } from '../office-package';
import type { XmlDocument } from '../xml-toolkit/safe-xml';
import { escapeText } from '../xml-toolkit/xml-escape';
import { childElements, descendants, localName, type XmlElement } from '../xml-toolkit/xml-tree';
import type { TargetLanguage } from './target-language';
import type { TranslationPlan } from './translation-plan';

const textOf = (element: XmlElement | undefined) =>
  element?.children.map((child) => (child.kind === 'text' ? child.value : '')).join('') ?? '';

/** The run properties with the target's language: `<a:rPr lang="es-ES" b="1"/>`. */
function targetProperties(style: string, prefix: string, language: TargetLanguage): string {
  const lang = ` lang="${language.culture}"`;
  if (!style) return `<${prefix}rPr${lang}/>`;
  return style.replace(/^<[\w.:-]+/, (tag) => tag + lang);
}

function addParagraph(
  plan: TranslationPlan,
  part: string,
  document: XmlDocument,
  paragraph: XmlElement,
): void {
  const drawing = readDrawingParagraph(document, paragraph);
  if (!drawing || !/\p{L}/u.test(drawing.plain)) return;
  const { start, end, prefix } = drawing;
  plan.addSlot(part, document, drawing.paragraph.text, {
    start,
    end,
    render(translation, { language }) {
      if (translation === drawing.paragraph.text) return [];
      const restyle = (style: string) => targetProperties(style, prefix, language);
      return [{ start, end, text: renderDrawingParagraph(translation, drawing, restyle) }];
    },
  });
}

export function addDrawingText(plan: TranslationPlan, part: string, document: XmlDocument): void {
  for (const element of descendants(document.root)) {
    if (localName(element) === 'p') addParagraph(plan, part, document, element);
  }
}

/** A `c:v` that names a category or a series (in a string cache or literal), not a number. */
function isNameValue(value: XmlElement, parent: XmlElement, grandparent: XmlElement | undefined): boolean {
  if (localName(value) !== 'v' || value.selfClosing) return false;
  if (localName(parent) === 'tx') return true;
  // Multi-level category names sit one level deeper, in `c:lvl`.
  const holder = grandparent ? localName(grandparent) : '';
  return localName(parent) === 'pt' && ['strCache', 'strLit', 'lvl'].includes(holder);
}

function nameValues(element: XmlElement, parent?: XmlElement, found: XmlElement[] = []): XmlElement[] {
  for (const child of childElements(element)) {
    if (isNameValue(child, element, parent)) found.push(child);
    else nameValues(child, element, found);
  }
  return found;
}

/** A chart: its rich text, and the category and series names it shows from its caches. */
export function addChartText(plan: TranslationPlan, part: string, document: XmlDocument): void {
  addDrawingText(plan, part, document);
  for (const value of nameValues(document.root)) {
    const name = textOf(value);
    if (!/\p{L}/u.test(name)) continue;
    plan.addSlot(part, document, name, {
      start: value.openEnd,
      end: value.closeStart,
      render: (translation) =>
        translation === name
          ? []
          : [{ start: value.openEnd, end: value.closeStart, text: escapeText(translation) }],
    });
  }
}
