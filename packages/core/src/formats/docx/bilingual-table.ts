// The table layout of a bilingual document: the body becomes a two-column table, each paragraph or
// table of the original in the left cell of a row and its translation in the right one. Section
// breaks cannot live in a table: each one ends the table and is kept in a paragraph of its own, so
// page size, orientation, headers and footers stay as they were. Text boxes and pictures stay in the
// original column only.
import type { Segment } from '../../segments';
import { applyEdits, type TextEdit } from '../source-positions/text-edits';
import { childElements, firstChild, localName, prefixOf, type XmlElement } from '../xml-toolkit/xml-tree';
import { translatedCopy, withoutSectionBreak } from './bilingual-copy';
import type { DocxSkeleton } from './extract-docx';
import type { PartPlan, RenderContext } from './translation-plan';
import type { WordParagraph } from './word-paragraph';

type Context = Omit<RenderContext, 'nested'>;

/** Blocks that get a row; others (bookmarks, range marks) join the next row's original cell. */
const rowBlocks = new Set(['p', 'tbl', 'sdt', 'customXml']);

class TableWriter {
  private readonly text: string;
  private readonly prefix: string;
  private output = '';
  private rows = '';
  private pending = '';

  constructor(
    private readonly skeleton: DocxSkeleton,
    private readonly plan: PartPlan,
    private readonly translations: readonly string[],
    private readonly segments: readonly Segment[],
    private readonly context: RenderContext,
    body: XmlElement,
  ) {
    this.text = plan.document.text;
    this.prefix = prefixOf(body);
  }

  private paragraph(element: XmlElement): WordParagraph {
    const found = this.skeleton.bodyParagraphs.get(element);
    if (found) return found.paragraph;
    const properties = firstChild(element, 'pPr');
    const { document } = this.plan;
    const runs = { text: '', base: '', placeholders: [] };
    const { prefix } = this;
    return {
      element,
      document,
      prefix,
      runs,
      properties,
      start: element.end,
      end: element.end,
      fieldsBalanced: true,
    };
  }

  private translation(element: XmlElement): string | undefined {
    const found = this.skeleton.bodyParagraphs.get(element);
    if (!found) return undefined;
    return this.translations[found.segment] ?? this.segments[found.segment]?.text;
  }

  /** Every paragraph of a block (not those inside text boxes) replaced by its translated copy. */
  private copyEdits(element: XmlElement, edits: TextEdit[] = []): TextEdit[] {
    if (localName(element) === 'p') {
      const copy = translatedCopy(this.paragraph(element), this.translation(element), this.context, false);
      edits.push({ start: element.start, end: element.end, text: copy });
    } else for (const child of childElements(element)) this.copyEdits(child, edits);
    return edits;
  }

  private cell(content: string, isTable: boolean): string {
    const { prefix } = this;
    const end = isTable ? `<${prefix}p/>` : '';
    return `<${prefix}tc><${prefix}tcPr><${prefix}tcW ${prefix}w="2500" ${prefix}type="pct"/></${prefix}tcPr>${content}${end}</${prefix}tc>`;
  }

  add(block: XmlElement): void {
    const name = localName(block);
    if (!rowBlocks.has(name)) {
      this.pending += this.text.slice(block.start, block.end);
      return;
    }
    const sectionBreak = name === 'p' ? this.sectionBreak(block) : undefined;
    const original = sectionBreak
      ? applyEdits(this.text, withoutSectionBreak(this.paragraph(block)), block.start, block.end)
      : this.text.slice(block.start, block.end);
    const copy = applyEdits(this.text, this.copyEdits(block), block.start, block.end);
    const isTable = name === 'tbl';
    this.rows += `<${this.prefix}tr>${this.cell(this.pending + original, isTable)}${this.cell(copy, isTable)}</${this.prefix}tr>`;
    this.pending = '';
    if (sectionBreak) this.closeTable(sectionBreak);
  }

  private sectionBreak(paragraph: XmlElement): string | undefined {
    const properties = firstChild(paragraph, 'pPr');
    const section = properties && firstChild(properties, 'sectPr');
    return section && this.text.slice(section.start, section.end);
  }

  /** Closes the table written so far; a section break follows it in a paragraph of its own. */
  private closeTable(sectionBreak?: string): void {
    const { prefix } = this;
    if (this.rows) this.output += tableMarkup(prefix, this.rows);
    this.rows = '';
    if (sectionBreak) this.output += `<${prefix}p><${prefix}pPr>${sectionBreak}</${prefix}pPr></${prefix}p>`;
  }

  /** The whole body: the tables, and range marks left after the last paragraph. */
  finish(): string {
    this.closeTable();
    return this.output + this.pending;
  }
}

function tableMarkup(prefix: string, rows: string): string {
  const border = (side: string) =>
    `<${prefix}${side} ${prefix}val="single" ${prefix}sz="4" ${prefix}space="0" ${prefix}color="auto"/>`;
  const borders = ['top', 'left', 'bottom', 'right', 'insideH', 'insideV'].map(border).join('');
  const properties =
    `<${prefix}tblPr><${prefix}tblW ${prefix}w="5000" ${prefix}type="pct"/><${prefix}tblBorders>${borders}</${prefix}tblBorders>` +
    `<${prefix}tblLayout ${prefix}type="fixed"/></${prefix}tblPr>`;
  const grid = `<${prefix}tblGrid><${prefix}gridCol ${prefix}w="4680"/><${prefix}gridCol ${prefix}w="4680"/></${prefix}tblGrid>`;
  return `<${prefix}tbl>${properties}${grid}${rows}</${prefix}tbl>`;
}

/** The edit that replaces the body's content (up to its final section properties) by the table. */
export function bilingualTableEdits(
  skeleton: DocxSkeleton,
  plan: PartPlan,
  translations: readonly string[],
  context: Context,
): TextEdit[] {
  const body = firstChild(plan.document.root, 'body');
  const blocks = body ? childElements(body).filter((child) => localName(child) !== 'sectPr') : [];
  const first = blocks[0];
  const last = blocks.at(-1);
  if (!body || !first || !last) return [];
  const nested = (start: number, end: number) => plan.document.text.slice(start, end);
  const writer = new TableWriter(
    skeleton,
    plan,
    translations,
    skeleton.plan.segments,
    { ...context, nested },
    body,
  );
  for (const block of blocks) writer.add(block);
  return [{ start: first.start, end: last.end, text: writer.finish() }];
}
