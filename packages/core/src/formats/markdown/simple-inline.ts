// The inline content of a block in the plain subset of Markdown that most prose is written in — text,
// `*emphasis*` and `**strong**` around plain words, `code`, `[links](url)`, `![images](url)` and
// `<autolinks>` — read without micromark, as the mdast tree it would make. Anything else (escapes,
// entities, HTML, `_`, `~`, `$`, reference links, bare URLs and e-mail addresses, unusual delimiter
// runs) makes the reader give up, and the block is parsed by micromark (simple-blocks.ts).
import type { PhrasingContent } from 'mdast';
import { type ContentLine, pointAt } from './simple-lines';

/** Characters that may start or change markup, and control characters but `\n`; the rest is text. */
const special = new Uint8Array(128);
for (const character of '\\`*_[]!<&~$|\u007f') special[character.charCodeAt(0)] = 1;
for (let code = 0; code < 0x20; code += 1) special[code] = code === 0x0a ? 0 : 1;
const isSpecial = (code: number) => code < 128 && special[code] === 1;
/** What GFM turns into links inside text (www., http(s)://, e-mail addresses). */
const literalAutolink = /@|www\.|https?:\/\//i;
const destination = /^[A-Za-z0-9\-._:/?#@!+,;=%]+$/;
const uriAutolink = /^<[A-Za-z][A-Za-z0-9+.-]{1,31}:[A-Za-z0-9\-._:/?#@!+,;=%]*>/;
const emailAutolink =
  /^<[a-zA-Z0-9.!#$%'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*>/;
const wordCharacter = /[\p{L}\p{N}]/u;
const punctuation = /[\p{P}\p{S}]/u;
/** After a closing `*` run that follows a word: where it cannot also open emphasis. */
const closerFollower = /[.,;:!?)]/;

class SimpleInlineReader {
  readonly nodes: PhrasingContent[] = [];
  /** The content's lines joined by `\n`, the way mdast's text values hold them. */
  private readonly text: string;
  /** Where each line starts in `text`. */
  private readonly lineStarts: number[] = [];

  constructor(
    source: string,
    private readonly lines: readonly ContentLine[],
  ) {
    let length = 0;
    const parts: string[] = [];
    for (const line of lines) {
      this.lineStarts.push(length);
      parts.push(source.slice(line.start, line.end));
      length += line.end - line.start + 1;
    }
    this.text = parts.join('\n');
  }

  /** The line of `text` the index is on (the `\n` ending a line belongs to it). */
  private lineOf(index: number): number {
    let low = 0;
    let high = this.lines.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.lineStarts[middle] as number) <= index) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  /** Where a node starting at `index` of `text` starts in the source. */
  private startPoint(index: number) {
    const line = this.lineOf(index);
    const at = this.lines[line] as ContentLine;
    return pointAt(at, at.start + index - (this.lineStarts[line] as number));
  }

  /** Where a node ending at `index` of `text` ends: right after a line break is the next line's start. */
  private endPoint(index: number) {
    const line = this.lineOf(index);
    const at = this.lines[line] as ContentLine;
    if (index === this.lineStarts[line] && line > 0) return pointAt(at, at.lineStart);
    return pointAt(at, at.start + index - (this.lineStarts[line] as number));
  }

  private position(from: number, to: number) {
    return { start: this.startPoint(from), end: this.endPoint(to) };
  }

  private textNode(from: number, to: number): PhrasingContent | undefined {
    const value = this.text.slice(from, to);
    if (literalAutolink.test(value)) return undefined;
    return { type: 'text', value, position: this.position(from, to) };
  }

  /** The end of the plain text starting at `from` on its line, which holds no markup. */
  private plainEnd(from: number): number {
    let index = from;
    while (index < this.text.length) {
      const code = this.text.charCodeAt(index);
      if (code === 0x0a || isSpecial(code)) break;
      index += 1;
    }
    return index;
  }

  read(): PhrasingContent[] | undefined {
    const { text } = this;
    let textStart = 0;
    let index = 0;
    while (index < text.length) {
      const code = text.charCodeAt(index);
      if (!isSpecial(code) || (code === 0x21 && text[index + 1] !== '[')) {
        index += 1;
        continue;
      }
      const read = this.readMarkup(index);
      if (!read) return undefined;
      if (textStart < index) {
        const node = this.textNode(textStart, index);
        if (!node) return undefined;
        this.nodes.push(node);
      }
      this.nodes.push(read.node);
      index = read.end;
      textStart = index;
    }
    if (textStart < text.length) {
      const node = this.textNode(textStart, text.length);
      if (!node) return undefined;
      this.nodes.push(node);
    }
    return this.nodes;
  }

  private readMarkup(index: number): { node: PhrasingContent; end: number } | undefined {
    switch (this.text[index]) {
      case '`':
        return this.readCode(index);
      case '*':
        return this.readEmphasis(index);
      case '[':
        return this.readLink(index, index + 1);
      case '!':
        return this.readLink(index, index + 2);
      case '<':
        return this.readAutolink(index);
      default:
        return undefined;
    }
  }

  private readCode(index: number) {
    const { text } = this;
    let open = index;
    while (text[open] === '`') open += 1;
    const fence = text.slice(index, open);
    const close = text.indexOf(fence, open);
    if (close < 0 || text[close + fence.length] === '`') return undefined;
    let value = text.slice(open, close);
    if (value.includes('`') || value.includes('\n')) return undefined;
    if (value.length > 2 && value.startsWith(' ') && value.endsWith(' ') && value.trim() !== '') {
      value = value.slice(1, -1);
    }
    const end = close + fence.length;
    return { node: { type: 'inlineCode', value, position: this.position(index, end) } as const, end };
  }

  /** `*word*` or `**word**` opened after a space and closed before one (or a mark ending a phrase). */
  private readEmphasis(index: number) {
    const { text } = this;
    const run = text[index + 1] === '*' ? 2 : 1;
    const before = text[index - 1];
    const first = text[index + run] ?? '';
    if (!(before === undefined || before === ' ' || before === '\n') || !wordCharacter.test(first)) {
      return undefined;
    }
    const close = this.plainEnd(index + run);
    if (text[close] !== '*' || (run === 2 && text[close + 1] !== '*')) return undefined;
    const last = text[close - 1] as string;
    const after = text[close + run];
    const endsFreely = after === undefined || after === ' ' || after === '\n';
    if (last === ' ' || !(endsFreely || (!punctuation.test(last) && closerFollower.test(after)))) {
      return undefined;
    }
    const child = this.textNode(index + run, close);
    if (!child) return undefined;
    const end = close + run;
    const type = run === 2 ? 'strong' : 'emphasis';
    return { node: { type, children: [child], position: this.position(index, end) } as PhrasingContent, end };
  }

  /** `[text](url)` from `index`, or `![alt](url)` with `labelStart` after the `![`. */
  private readLink(index: number, labelStart: number) {
    const { text } = this;
    if (text[labelStart] === '^') return undefined;
    const labelEnd = this.plainEnd(labelStart);
    if (labelEnd === labelStart || text[labelEnd] !== ']' || text[labelEnd + 1] !== '(') return undefined;
    const close = text.indexOf(')', labelEnd + 2);
    const url = text.slice(labelEnd + 2, close);
    if (close < 0 || !destination.test(url)) return undefined;
    const end = close + 1;
    const position = this.position(index, end);
    if (labelStart === index + 2) {
      const alt = text.slice(labelStart, labelEnd);
      if (literalAutolink.test(alt)) return undefined;
      return { node: { type: 'image', title: null, url, alt, position } as const, end };
    }
    const child = this.textNode(labelStart, labelEnd);
    if (!child) return undefined;
    return { node: { type: 'link', title: null, url, children: [child], position } as PhrasingContent, end };
  }

  private readAutolink(index: number) {
    const rest = this.text.slice(index, this.plainEnd(index + 1) + 1);
    const uri = uriAutolink.exec(rest)?.[0];
    const address = uri ?? emailAutolink.exec(rest)?.[0];
    if (!address) return undefined;
    const end = index + address.length;
    const value = address.slice(1, -1);
    const child = { type: 'text', value, position: this.position(index + 1, end - 1) } as const;
    const url = uri ? value : `mailto:${value}`;
    const position = this.position(index, end);
    return { node: { type: 'link', title: null, url, children: [child], position } as PhrasingContent, end };
  }
}

/** The content's inline nodes, or undefined when it holds anything outside the simple subset. */
export function readSimpleInline(
  source: string,
  lines: readonly ContentLine[],
): PhrasingContent[] | undefined {
  return new SimpleInlineReader(source, lines).read();
}
