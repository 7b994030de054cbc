// Walks one XML part and lists what it has to translate, in document order: every paragraph and
// heading (in the body, table cells, frames, shapes, notes, comments, headers, masters), the plain
// text elements (image titles and descriptions, presentation footers, the document's metadata), the
// prefixes and suffixes of list numbers, link tooltips, validation titles and, in a spreadsheet, the
// sheet names.

import { stripPlaceholders } from '../../segments';
import { type InlineItem, runParagraph } from '../office-package';
import { childElements, type XmlElement } from '../xml-toolkit/xml-tree';
import type { OdfName } from './odf-names';
import { paragraphContent } from './paragraph-content';
import type { PartStyles } from './part-styles';
import type { InlineMarkup, TextUnit, Unit } from './units';
import { showsComputedValue, skipsElement, type WalkRules } from './walk-rules';

/** Attributes a reader sees: list numbering around the number, a link's tooltip, a validation message's title. */
const textAttributes: readonly OdfName[] = [
  'style:num-prefix',
  'style:num-suffix',
  'office:title',
  'table:title',
];

const plainTextElements: readonly OdfName[] = [
  'svg:title',
  'svg:desc',
  'presentation:header-decl',
  'presentation:footer-decl',
  'text:index-title-template',
  'dc:title',
  'dc:subject',
  'dc:description',
  'meta:keyword',
];

class UnitFinder {
  readonly units: Unit[] = [];
  private heading: string | undefined;

  constructor(
    private readonly rules: WalkRules,
    private readonly styles: PartStyles,
  ) {}

  visit(element: XmlElement, parent: XmlElement | undefined): void {
    const { names } = this.rules;
    if (skipsElement(element, parent, this.rules)) return;
    this.attributes(element);
    if (this.isParagraph(element)) {
      if (!this.isCode(element)) this.paragraph(element);
    } else if (plainTextElements.some((name) => names.is(element, name))) this.plain(element);
    else {
      if (names.is(element, 'office:spreadsheet')) this.sheetNames(element);
      const computed = showsComputedValue(element, names);
      const unitsBefore = this.units.length;
      for (const child of childElements(element)) {
        if (!(computed && this.isParagraph(child))) this.visit(child, element);
      }
      if (!computed && names.attribute(element, 'office:string-value') !== undefined) {
        this.statesValue(element, this.units.slice(unitsBefore));
      }
    }
  }

  /** A cell with one paragraph whose string is also its `office:string-value`. */
  private statesValue(cell: XmlElement, inside: readonly Unit[]): void {
    const paragraphs = inside.filter(
      (unit): unit is TextUnit => unit.kind === 'paragraph' && childElements(cell).includes(unit.element),
    );
    if (paragraphs.length === 1 && paragraphs[0]) paragraphs[0].valueCell = cell;
  }

  private isParagraph(element: XmlElement): boolean {
    return this.rules.names.is(element, 'text:p') || this.rules.names.is(element, 'text:h');
  }

  private isCode(paragraph: XmlElement): boolean {
    const style = this.rules.names.attribute(paragraph, 'text:style-name');
    return style !== undefined && this.styles.code.paragraphs.has(style);
  }

  private paragraph(element: XmlElement): void {
    const { names } = this.rules;
    const content = paragraphContent(element, names, this.styles);
    const paragraph = runParagraph(content.items);
    this.units.push({
      kind: 'paragraph',
      element,
      paragraph,
      markups: content.markups,
      heading: this.heading,
    });
    if (names.is(element, 'text:h')) this.heading = stripPlaceholders(paragraph.text).trim() || this.heading;
    for (const wrapper of content.wrappers) this.attributes(wrapper);
    for (const container of content.containers) this.visit(container, element);
  }

  private plain(element: XmlElement): void {
    const markups: InlineMarkup[] = [];
    const items = element.children.flatMap((node): InlineItem[] => {
      if (node.kind === 'text' || node.kind === 'cdata')
        return [{ kind: 'text', text: node.value, style: '' }];
      if (node.kind !== 'element') return [];
      markups.push({ range: { start: node.start, end: node.end }, copyable: true, visible: true });
      return [{ kind: 'code', markup: String(markups.length - 1) }];
    });
    const paragraph = runParagraph(items);
    this.units.push({ kind: 'plain', element, paragraph, markups, heading: this.heading });
  }

  private attributes(element: XmlElement): void {
    for (const name of textAttributes) {
      const attribute = this.rules.names.qualified(name);
      const value = element.attributes[attribute];
      if (value === undefined) continue;
      const paragraph = runParagraph([{ kind: 'text', text: value, style: '' }]);
      this.units.push({ kind: 'attribute', element, attribute, paragraph });
    }
  }

  private sheetNames(spreadsheet: XmlElement): void {
    if (!this.rules.readsSheetNames || this.rules.options.skipSheetNames) return;
    const { names } = this.rules;
    for (const sheet of names.children(spreadsheet, 'table:table')) {
      const name = names.attribute(sheet, 'table:name');
      if (!name) continue;
      const paragraph = runParagraph([{ kind: 'text', text: name, style: '' }]);
      this.units.push({ kind: 'sheet-name', element: sheet, paragraph, name });
    }
  }
}

/** The units of the part whose root is `root`, in document order. */
export function findUnits(root: XmlElement, rules: WalkRules, styles: PartStyles): Unit[] {
  const finder = new UnitFinder(rules, styles);
  finder.visit(root, undefined);
  return finder.units.sort((a, b) => a.element.start - b.element.start);
}
