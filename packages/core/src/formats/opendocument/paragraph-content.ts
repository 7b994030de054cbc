// The inline content of one paragraph as runs: spans are formatting (nested spans combine), links
// and text:meta wrap runs, `text:s` is spaces, and everything else (code spans too) is a code kept as
// written. Notes, comments, frames and shapes are codes too, but their own paragraphs are found and
// translated separately (`containers`), and written back inside the code.
import type { InlineItem } from '../office-package';
import { escapeAttribute } from '../xml-toolkit/xml-escape';
import { localName, type XmlElement, type XmlNode } from '../xml-toolkit/xml-tree';
import type { OdfNames } from './odf-names';
import { CollapsingReader } from './odf-whitespace';
import type { PartStyles } from './part-styles';
import type { InlineMarkup, SourceRange } from './units';

export interface ParagraphContent {
  items: InlineItem[];
  markups: InlineMarkup[];
  /** Elements inside the paragraph that hold paragraphs of their own. */
  containers: XmlElement[];
  /** Links and other wrappers, whose attributes may hold text (a tooltip). */
  wrappers: XmlElement[];
}

// Their names or ids must stay unique, or they belong to one place: a translated copy leaves them out.
const singleUse =
  /^(bookmark|reference-mark|note|annotation|change|alphabetical-index-mark|toc-mark|user-index-mark|bibliography-mark|soft-page-break)/;

const invisibleMark =
  /^(bookmark|reference-mark|change|alphabetical-index-mark|toc-mark|user-index-mark|bibliography-mark|soft-page-break|annotation)/;

class ParagraphReader implements ParagraphContent {
  readonly items: InlineItem[] = [];
  readonly markups: InlineMarkup[] = [];
  readonly containers: XmlElement[] = [];
  readonly wrappers: XmlElement[] = [];
  private readonly whitespace = new CollapsingReader();

  constructor(
    private readonly names: OdfNames,
    private readonly styles: PartStyles,
  ) {}

  read(nodes: readonly XmlNode[], style: string): void {
    for (const node of nodes) {
      if (node.kind === 'text' || node.kind === 'cdata') {
        this.items.push({ kind: 'text', text: this.whitespace.read(node.value), style });
      } else if (node.kind === 'element') this.element(node, style);
    }
  }

  private element(element: XmlElement, style: string): void {
    const { names } = this;
    const spanStyle = names.is(element, 'text:span')
      ? names.attribute(element, 'text:style-name')
      : undefined;
    if (spanStyle !== undefined && this.styles.code.spans.has(spanStyle)) this.code(element);
    else if (names.is(element, 'text:span')) this.read(element.children, style + this.spanTag(element));
    else if (names.is(element, 'text:s')) {
      const count = Number(names.attribute(element, 'text:c') ?? 1);
      this.items.push({ kind: 'text', text: this.whitespace.spaces(Math.max(1, count || 1)), style });
    } else if (!element.selfClosing && (names.is(element, 'text:a') || names.is(element, 'text:meta'))) {
      this.wrappers.push(element);
      // text:meta carries an xml:id, which a bilingual copy must not repeat; a link can be repeated.
      const tag = { copyable: names.is(element, 'text:a'), visible: false };
      this.items.push({
        kind: 'open',
        markup: this.markup({ start: element.start, end: element.openEnd }, tag),
      });
      this.read(element.children, style);
      this.items.push({
        kind: 'close',
        markup: this.markup({ start: element.closeStart, end: element.end }, tag),
      });
    } else this.code(element);
  }

  private code(element: XmlElement): void {
    const container =
      this.names.is(element, 'text:note') ||
      this.names.is(element, 'office:annotation') ||
      this.names.inNamespace(element, 'draw') ||
      this.names.inNamespace(element, 'dr3d');
    if (container) this.containers.push(element);
    // A space after a field, a tab or a note's number is a space; after a bookmark it still collapses.
    const visible = !invisibleMark.test(localName(element));
    if (visible) this.whitespace.resetAfterCode();
    const copyable = !container && !singleUse.test(localName(element));
    this.items.push({ kind: 'code', markup: this.markup(element, { copyable, visible }) });
  }

  private markup(range: SourceRange, flags: Omit<InlineMarkup, 'range'>): string {
    return String(this.markups.push({ range: { start: range.start, end: range.end }, ...flags }) - 1);
  }

  /** The span's open tag as it will be written: its style under the name of the same formatting. */
  private spanTag(span: XmlElement): string {
    const written = this.names.attribute(span, 'text:style-name');
    const styleName = written === undefined ? '' : (this.styles.text.get(written) ?? written);
    if (styleName === '') return '';
    const attribute = `${this.names.qualified('text:style-name')}="${escapeAttribute(styleName, '"')}"`;
    return `<${this.names.qualified('text:span')} ${attribute}>`;
  }
}

export function paragraphContent(
  paragraph: XmlElement,
  names: OdfNames,
  styles: PartStyles,
): ParagraphContent {
  const reader = new ParagraphReader(names, styles);
  reader.read(paragraph.children, '');
  return reader;
}
