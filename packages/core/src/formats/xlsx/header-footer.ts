// A worksheet's printed headers and footers are one string of codes and text: `&L`, `&C` and `&R` start
// the left, centre and right sections; `&P`, `&N`, `&D`, `&"Font,Bold"`, `&12`, `&KFF0000`… insert a
// field or change the font. Each section's text is one segment with the codes as `<xN/>`; `&&` is a
// literal ampersand.
import { type InlineItem, type RunParagraph, renderRuns, runParagraph } from '../office-package';

export interface HeaderFooterSection {
  /** `&L`, `&C`, `&R`, or nothing for text before the first section code. */
  opener: string;
  paragraph: RunParagraph;
  plain: string;
}

const sectionCode = /^&[LCR]$/;
// One code: a quoted font, a size, a colour (`&K` + six characters), or a single letter.
const code = /&(?:"[^"]*"|\d+|K[\dA-Fa-f+-]{6}|[A-Za-z+-])/y;

function sectionOf(opener: string, items: InlineItem[]): HeaderFooterSection {
  const paragraph = runParagraph(items);
  const plain = items.map((item) => (item.kind === 'text' ? item.text : ' ')).join('');
  return { opener, paragraph, plain };
}

class SectionReader {
  readonly sections: HeaderFooterSection[] = [];
  private opener = '';
  private items: InlineItem[] = [];
  private text = '';

  addText(text: string): void {
    this.text += text;
  }

  addCode(markup: string): void {
    this.flushText();
    if (sectionCode.test(markup)) {
      this.endSection();
      this.opener = markup;
    } else this.items.push({ kind: 'code', markup });
  }

  endSection(): void {
    this.flushText();
    if (this.opener || this.items.length > 0) this.sections.push(sectionOf(this.opener, this.items));
    this.items = [];
  }

  private flushText(): void {
    if (this.text) this.items.push({ kind: 'text', text: this.text, style: '' });
    this.text = '';
  }
}

export function readHeaderFooter(value: string): HeaderFooterSection[] {
  const reader = new SectionReader();
  let position = 0;
  while (position < value.length) {
    const ampersand = value.indexOf('&', position);
    if (ampersand < 0) break;
    reader.addText(value.slice(position, ampersand));
    if (value[ampersand + 1] === '&') {
      reader.addText('&');
      position = ampersand + 2;
      continue;
    }
    code.lastIndex = ampersand;
    const match = code.exec(value);
    const markup = match ? match[0] : '&';
    reader.addCode(markup);
    position = ampersand + markup.length;
  }
  reader.addText(value.slice(position));
  reader.endSection();
  return reader.sections;
}

/** The section's translation written back with its codes, `&` doubled in the text. */
export function renderSection(translation: string, section: HeaderFooterSection): string {
  return (
    section.opener + renderRuns(translation, section.paragraph, (_style, text) => text.replace(/&/g, '&&'))
  );
}
