// OpenDocument collapses white space in paragraphs the way HTML does: a run of spaces, tabs and line
// ends reads as one space, and none at the start of a paragraph. Real repeated spaces are written
// `<text:s text:c="n"/>`, tabs `<text:tab/>`, line breaks `<text:line-break/>`. Reading applies the
// rule so segments hold the text a reader sees; writing encodes a translation so it reads back the same.
import { escapeText } from '../xml-toolkit/xml-escape';
import type { OdfNames } from './odf-names';

/** Reads the text nodes of one paragraph in order. */
export class CollapsingReader {
  /** True at the start of the paragraph and after a space: further white space is dropped. */
  private afterSpace = true;

  read(value: string): string {
    let text = value.replace(/[ \t\n\r]+/g, ' ');
    if (this.afterSpace && text.startsWith(' ')) text = text.slice(1);
    if (text !== '') this.afterSpace = text.endsWith(' ');
    return text;
  }

  /** `<text:s text:c="3"/>`: spaces that never collapse. */
  spaces(count: number): string {
    this.afterSpace = false;
    return ' '.repeat(count);
  }

  /** After a tab, a line break or a field, a space is a space again. */
  resetAfterCode(): void {
    this.afterSpace = false;
  }
}

/** Writes the text of one paragraph, in pieces, as it must be encoded to read back the same. */
export class EncodingWriter {
  private afterSpace = true;

  constructor(private readonly names: OdfNames) {}

  write(text: string): string {
    let output = '';
    for (const piece of text.split(/( +|[\t\n\r])/)) {
      if (piece === '') continue;
      output += this.piece(piece);
      this.afterSpace = piece.startsWith(' ');
    }
    return output;
  }

  /** After a field or a tab written as it was, a space is a space again. */
  afterVisibleCode(): void {
    this.afterSpace = false;
  }

  private piece(piece: string): string {
    if (piece === '\t') return `<${this.names.qualified('text:tab')}/>`;
    if (piece === '\n') return `<${this.names.qualified('text:line-break')}/>`;
    if (piece === '\r') return '';
    if (!piece.startsWith(' ')) return escapeText(piece);
    const literal = this.afterSpace ? 0 : 1;
    return ' '.repeat(literal) + this.spaceElement(piece.length - literal);
  }

  private spaceElement(count: number): string {
    if (count === 0) return '';
    const element = this.names.qualified('text:s');
    return count === 1 ? `<${element}/>` : `<${element} ${this.names.qualified('text:c')}="${count}"/>`;
  }
}
