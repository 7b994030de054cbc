// Writes a translation of an element's content back as XML: text escaped for where it lands (character
// data or CDATA), each placeholder replaced by the markup it stands for. Whatever an engine did to the
// placeholders, the result is well-formed: unknown or repeated tags are dropped, a pair closed out of
// order closes the pairs inside it first, and pairs left open are closed at the end.
import { type PlaceholderToken, placeholderTokens } from '../../segments';
import type { InlineContent, Placeholder } from './inline-content';
import { escapeCdata, escapeText } from './xml-escape';

type Pair = Extract<Placeholder, { kind: 'pair' }>;

class InlineWriter {
  output = '';
  private readonly open: Pair[] = [];
  private readonly used = new Set<Placeholder>();

  constructor(private readonly content: InlineContent) {}

  text(text: string): void {
    const { codec, lineBreak, inCdata } = this.content;
    const encoded = (codec?.encode(text) ?? text).replace(/\n/g, lineBreak);
    const inSection = inCdata || this.open.some((pair) => pair.cdata);
    this.output += inSection ? escapeCdata(encoded) : escapeText(encoded);
  }

  placeholder(token: PlaceholderToken): void {
    const placeholder = this.content.placeholders[token.id - 1];
    if (!placeholder) return;
    if (placeholder.kind === 'standalone') {
      if (token.kind === 'standalone') this.output += placeholder.markup;
    } else if (token.kind === 'open') this.openPair(placeholder);
    else if (token.kind === 'close') this.closePair(placeholder);
  }

  closeAll(): void {
    while (this.open.length > 0) this.output += this.open.pop()?.close;
  }

  private openPair(pair: Pair): void {
    if (this.used.has(pair)) return;
    this.used.add(pair);
    this.open.push(pair);
    this.output += pair.open;
  }

  private closePair(pair: Pair): void {
    if (!this.open.includes(pair)) return;
    let closed: Pair | undefined;
    do {
      closed = this.open.pop();
      this.output += closed?.close ?? '';
    } while (closed !== pair);
  }
}

/** An unchanged translation gives the original markup back, byte for byte. */
export function renderInline(translation: string, content: InlineContent): string {
  if (translation === content.text) return content.markup;
  const writer = new InlineWriter(content);
  let position = 0;
  for (const token of placeholderTokens(translation)) {
    writer.text(translation.slice(position, token.index));
    writer.placeholder(token);
    position = token.index + token.text.length;
  }
  writer.text(translation.slice(position));
  writer.closeAll();
  return content.inCdata ? `<![CDATA[${writer.output}]]>` : writer.output;
}
