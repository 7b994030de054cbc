// DrawingML text, as charts (titles, axis titles, data labels) and SmartArt (its data and the drawing
// Word caches of it) hold it: each `a:p` with runs is one segment, line breaks and fields (`a:br`,
// `a:fld`) are codes, and translated runs get the target language in their `a:rPr`.
import { type InlineItem, renderRuns, runParagraph } from '../office-package';
import type { XmlDocument } from '../xml/safe-xml';
import { escapeText } from '../xml/xml-escape';
import {
  childElements,
  descendants,
  firstChild,
  localName,
  prefixOf,
  type XmlElement,
} from '../xml/xml-tree';
import type { TargetLanguage } from './target-language';
import type { TranslationPlan } from './translation-plan';

// Proofing and language marks differ between runs that look the same; they are not formatting.
const notFormatting = /\s(?:lang|altLang|dirty|err|noProof|smtClean|smtId|bmk)="[^"]*"/g;
const inlineNames = new Set(['r', 'br', 'fld']);

const textOf = (element: XmlElement | undefined) =>
  element?.children.map((child) => (child.kind === 'text' ? child.value : '')).join('') ?? '';

function inlineItem(document: XmlDocument, child: XmlElement): InlineItem {
  const properties = firstChild(child, 'rPr');
  if (localName(child) !== 'r') return { kind: 'code', markup: document.text.slice(child.start, child.end) };
  const style = properties
    ? document.text.slice(properties.start, properties.end).replace(notFormatting, '')
    : '';
  return { kind: 'text', text: textOf(firstChild(child, 't')), style };
}

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
  const inline = childElements(paragraph).filter((child) => inlineNames.has(localName(child)));
  const first = inline[0];
  const last = inline.at(-1);
  if (!first || !last) return;
  const items = inline.map((child) => inlineItem(document, child));
  if (!items.some((item) => item.kind === 'text' && /\p{L}/u.test(item.text))) return;
  const runs = runParagraph(items);
  const prefix = prefixOf(paragraph);
  plan.addSlot(part, document, runs.text, {
    start: first.start,
    end: last.end,
    render(translation, { language }) {
      if (translation === runs.text) return [];
      const text = renderRuns(translation, runs, (style, words) => {
        const properties = targetProperties(style, prefix, language);
        return `<${prefix}r>${properties}<${prefix}t>${escapeText(words)}</${prefix}t></${prefix}r>`;
      });
      return [{ start: first.start, end: last.end, text }];
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
