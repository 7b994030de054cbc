// The inline content of a Word paragraph (`w:p`) as the toolkit's items, in reading order: each run's
// text in its formatting, hyperlinks and content controls as wrappers, and everything else (tabs,
// breaks, pictures, note references, bookmarks, field codes) as codes kept byte for byte. Tracked
// changes read as accepted: insertions are text like any other, deletions are left out. Spell-check
// marks, cached page breaks and ruby guides are left out too: Word recomputes them.
import type { InlineItem } from '../office-package';
import type { XmlDocument } from '../xml-toolkit/safe-xml';
import { childElements, firstChild, localName, prefixOf, type XmlElement } from '../xml-toolkit/xml-tree';
import { type FieldState, isComputedField } from './field-state';
import { runStyle } from './run-properties';

/** A code with where its bytes came from, so text inside it (a text box) can be translated too. */
export interface SourceCode {
  kind: 'code';
  markup: string;
  /** The source range of the code's own content; `before` and `after` wrap it (a run's start and end). */
  start: number;
  end: number;
  before: string;
  after: string;
  /** May hold paragraphs or alt text of its own (a drawing, a VML shape). */
  nested: boolean;
  /** Must appear once in a document (a bookmark, a note reference, a picture): left out of copies. */
  unique: boolean;
}

export type ParagraphItem = Exclude<InlineItem, { kind: 'code' }> | SourceCode;

/** Children of a run that are layout, not identity: a bilingual copy may repeat them (fields too). */
const repeatableCodes = new Set(['tab', 'br', 'cr', 'sym', 'noBreakHyphen', 'ptab', 'pgNum']);
/** Children that can hold paragraphs or alt text. */
const containers = new Set(['drawing', 'pict', 'object', 'AlternateContent']);
/** Marks Word recomputes; a rewritten paragraph does without them. */
const droppedMarks = new Set(['proofErr', 'lastRenderedPageBreak', 'softHyphen', 'del', 'moveFrom']);
/** Wrappers that carry no formatting: their runs are read as if they were not there. */
const transparentWrappers = new Set(['ins', 'moveTo', 'smartTag', 'customXml']);
const visibleWrappers = new Set(['hyperlink', 'dir', 'bdo', 'fldSimple']);

function isComputedSimpleField(element: XmlElement): boolean {
  return (
    localName(element) === 'fldSimple' &&
    isComputedField(element.attributes[`${prefixOf(element)}instr`] ?? '')
  );
}

const textOf = (element: XmlElement) =>
  element.children
    .map((child) => (child.kind === 'text' || child.kind === 'cdata' ? child.value : ''))
    .join('');

class ItemReader {
  readonly items: ParagraphItem[] = [];
  /** Fields begun minus fields ended in this paragraph: not zero for a table of contents' first and last. */
  fieldBalance = 0;

  constructor(
    private readonly document: XmlDocument,
    private readonly fields: FieldState,
  ) {}

  private slice(start: number, end: number): string {
    return this.document.text.slice(start, end);
  }

  private code(element: XmlElement, unique: boolean, before = '', after = '', holder = element): void {
    const { start, end } = element;
    const markup = before + this.slice(start, end) + after;
    const nested = containers.has(localName(holder));
    const last = this.items.at(-1);
    // Neighbouring codes (whole elements, or children of one run) are one code: fewer placeholders.
    const joins =
      last?.kind === 'code' &&
      last.before === before &&
      last.after === after &&
      last.unique === unique &&
      this.slice(last.end, start).trim() === '';
    if (joins) {
      last.markup = before + this.slice(last.start, end) + after;
      last.end = end;
      last.nested ||= nested;
      return;
    }
    this.items.push({ kind: 'code', markup, start, end, before, after, nested, unique });
  }

  readContent(parent: XmlElement): void {
    for (const child of childElements(parent)) this.readInline(child);
  }

  private readInline(element: XmlElement): void {
    const name = localName(element);
    if (name.endsWith('Pr') || droppedMarks.has(name)) return;
    if (name === 'r') this.readRun(element);
    else if (transparentWrappers.has(name)) this.readContent(element);
    else if (name === 'sdt') this.readContentControl(element);
    else if (visibleWrappers.has(name) && !isComputedSimpleField(element)) {
      this.wrap(element, element.openEnd, element.closeStart, element);
    } else this.code(element, true);
  }

  private wrap(element: XmlElement, openEnd: number, closeStart: number, content: XmlElement): void {
    if (element.selfClosing || childElements(content).length === 0) {
      this.code(element, true);
      return;
    }
    this.items.push({ kind: 'open', markup: this.slice(element.start, openEnd) });
    this.readContent(content);
    this.items.push({ kind: 'close', markup: this.slice(closeStart, element.end) });
  }

  private readContentControl(element: XmlElement): void {
    const content = firstChild(element, 'sdtContent');
    if (!content || content.selfClosing) this.code(element, true);
    else this.wrap(element, content.openEnd, content.closeStart, content);
  }

  private readRun(run: XmlElement): void {
    const properties = firstChild(run, 'rPr');
    const style = runStyle(this.document, properties);
    const content = childElements(run).filter((child) => child !== properties);
    const runStart = this.slice(run.start, properties ? properties.end : run.openEnd);
    const runEnd = this.slice(run.closeStart, run.end);
    for (const child of content)
      this.readRunChild(child, style, runStart, runEnd, content.length === 1 ? run : undefined);
  }

  private readRunChild(
    child: XmlElement,
    style: string,
    runStart: string,
    runEnd: string,
    wholeRun: XmlElement | undefined,
  ): void {
    const name = localName(child);
    const keep = (unique: boolean) =>
      wholeRun ? this.code(wholeRun, unique, '', '', child) : this.code(child, unique, runStart, runEnd);
    if (droppedMarks.has(name)) return;
    if (name === 't') {
      if (this.fields.keepsRuns) keep(false);
      else this.items.push({ kind: 'text', text: textOf(child), style });
    } else if (name === 'ruby') this.readRuby(child);
    else if (name === 'fldChar') {
      this.followField(child);
      keep(false);
    } else if (name === 'instrText') {
      this.fields.addInstruction(textOf(child));
      keep(false);
    } else keep(!repeatableCodes.has(name));
  }

  private followField(fieldChar: XmlElement): void {
    const type = fieldChar.attributes[`${prefixOf(fieldChar)}fldCharType`];
    if (type === 'begin') {
      this.fields.begin();
      this.fieldBalance += 1;
    } else if (type === 'separate') this.fields.separate();
    else if (type === 'end') {
      this.fields.end();
      this.fieldBalance -= 1;
    }
  }

  /** The base text is translated; its reading guide (`w:rt`) belongs to the source words and goes. */
  private readRuby(ruby: XmlElement): void {
    const base = firstChild(ruby, 'rubyBase');
    if (base) this.readContent(base);
  }
}

export interface ParagraphContent {
  items: ParagraphItem[];
  /** Every field begun in the paragraph ends in it, so a copy of the paragraph may repeat them. */
  fieldsBalanced: boolean;
}

/** The items of a paragraph's content, following (and updating) the part's open fields. */
export function paragraphItems(
  document: XmlDocument,
  paragraph: XmlElement,
  fields: FieldState,
): ParagraphContent {
  const reader = new ItemReader(document, fields);
  reader.readContent(paragraph);
  return { items: reader.items, fieldsBalanced: reader.fieldBalance === 0 };
}
