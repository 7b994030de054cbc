// Writes one paragraph's (or plain text element's) translation in place of its content: each run in
// its span formatting with OpenDocument's spaces encoded, codes and links as the source wrote them
// (with whatever was translated inside them). In bilingual mode the paragraph stays and a copy holding
// the translation follows it; the copy leaves out what must stay single (notes, bookmarks, frames).
import { type RunSink, writeRuns } from '../office-package';
import { setAttribute } from '../xml-toolkit/open-tag';
import { escapeText } from '../xml-toolkit/xml-escape';
import type { OdfNames } from './odf-names';
import { EncodingWriter } from './odf-whitespace';
import type { PartEdits } from './part-edits';
import type { InlineMarkup, TextUnit } from './units';

type MarkupWriter = (markup: InlineMarkup) => string;

class ParagraphSink implements RunSink {
  output = '';
  private readonly encoder: EncodingWriter;
  private readonly spanClose: string;

  constructor(
    names: OdfNames,
    private readonly markups: readonly InlineMarkup[],
    private readonly writeMarkup: MarkupWriter,
  ) {
    this.encoder = new EncodingWriter(names);
    this.spanClose = `</${names.qualified('text:span')}>`;
  }

  run(style: string, text: string): void {
    // A style is the open tags of its nested spans.
    const depth = style.split('<').length - 1;
    this.output += style + this.encoder.write(text) + this.spanClose.repeat(depth);
  }

  markup(markup: string): void {
    const inline = this.markups[Number(markup)];
    if (!inline) return;
    this.output += this.writeMarkup(inline);
    if (inline.visible) this.encoder.afterVisibleCode();
  }
}

class PlainSink implements RunSink {
  output = '';

  constructor(
    private readonly markups: readonly InlineMarkup[],
    private readonly writeMarkup: MarkupWriter,
  ) {}

  run(_style: string, text: string): void {
    this.output += escapeText(text);
  }

  markup(markup: string): void {
    const inline = this.markups[Number(markup)];
    if (inline) this.output += this.writeMarkup(inline);
  }
}

function written(unit: TextUnit, translation: string, names: OdfNames, writeMarkup: MarkupWriter): string {
  const sink =
    unit.kind === 'paragraph'
      ? new ParagraphSink(names, unit.markups, writeMarkup)
      : new PlainSink(unit.markups, writeMarkup);
  writeRuns(translation, unit.paragraph, sink);
  return sink.output;
}

export interface UnitTarget {
  text: string;
  names: OdfNames;
  edits: PartEdits;
  bilingual: boolean;
}

function bilingualCopy(unit: TextUnit, translation: string, target: UnitTarget): string {
  const { element } = unit;
  const { text, edits } = target;
  let openTag = text.slice(element.start, element.openEnd).replace(/\s+xml:id\s*=\s*("[^"]*"|'[^']*')/, '');
  // A heading's copy is not numbered: chapter numbers stay those of the original headings.
  if (target.names.is(element, 'text:h')) {
    openTag = setAttribute(openTag, target.names.qualified('text:is-list-header'), 'true');
  }
  const content = written(unit, translation, target.names, (markup) =>
    markup.copyable ? edits.rewritten(markup.range.start, markup.range.end) : '',
  );
  return openTag + content + text.slice(element.closeStart, element.end);
}

export function renderUnit(unit: TextUnit, translation: string, target: UnitTarget): void {
  if (translation === unit.paragraph.text) return;
  const { element } = unit;
  const { edits } = target;
  if (target.bilingual && unit.kind === 'paragraph') {
    edits.add({ start: element.end, end: element.end, text: bilingualCopy(unit, translation, target) });
    return;
  }
  const content = written(unit, translation, target.names, (markup) =>
    edits.rewritten(markup.range.start, markup.range.end),
  );
  edits.replace(element.openEnd, element.closeStart, content);
}
