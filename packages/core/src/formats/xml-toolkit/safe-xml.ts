// Parses XML without ever resolving an entity the file declares or fetching anything: a DOCTYPE that
// declares entities (billion laughs, external SYSTEM/PUBLIC entities) is refused, nesting is capped,
// and every node keeps its offsets so rebuilds rewrite only what they translate.
import { SaxesParser, type SaxesTag } from 'saxes';
import { UserFacingError } from '../../errors';
import { decodeText, type TextEncoding } from '../text-files/text-encoding';
import { notXmlError, rejectKnownBinary } from './not-xml';
import type { XmlElement, XmlNode } from './xml-tree';

export interface XmlDocument {
  /** The decoded file, without its byte-order mark; node offsets index into it. */
  text: string;
  encoding: TextEncoding;
  root: XmlElement;
}

/** Deeper than any real document; keeps tree walks far from the stack limit. */
export const maxDepth = 200;

function decode(input: Buffer, formatName: string): { text: string; encoding: TextEncoding } {
  rejectKnownBinary(input, formatName);
  try {
    return decodeText(input);
  } catch {
    throw notXmlError(formatName, 'it contains binary data');
  }
}

function rejectEntityDeclarations(doctype: string, formatName: string): void {
  if (/<!ENTITY/i.test(doctype)) {
    throw new UserFacingError(
      'bad_file',
      `This ${formatName} file declares entities in its DOCTYPE, which Verso does not accept: they can expand without limit or read other files. Remove the <!ENTITY …> declarations and try again.`,
    );
  }
}

function malformed(parser: SaxesParser, formatName: string, reason: string): UserFacingError {
  const column = parser.column + 1;
  return new UserFacingError(
    'bad_file',
    `This ${formatName} file is malformed at line ${parser.line}, column ${column}: ${reason}.`,
    { line: parser.line, column },
  );
}

/** saxes prefixes its messages with `line:column: `; the position is reported our own way. */
const reasonOf = (message: string) => message.replace(/^[^:]*:\d+:\d+: /, '').replace(/\.$/, '');

function newElement(tag: SaxesTag, text: string, openEnd: number): XmlElement {
  const start = text.lastIndexOf('<', openEnd - 1);
  const end = tag.isSelfClosing ? openEnd : -1;
  return {
    kind: 'element',
    name: tag.name,
    attributes: tag.attributes as Record<string, string>,
    children: [],
    start,
    openEnd,
    closeStart: end,
    end,
    selfClosing: tag.isSelfClosing,
  };
}

class TreeBuilder {
  readonly stack: XmlElement[] = [];
  root: XmlElement | undefined;
  /** Where the previous node ended: the next text node starts there. */
  private lastEnd = 0;

  constructor(private readonly text: string) {}

  open(tag: SaxesTag, position: number): void {
    const element = newElement(tag, this.text, position);
    this.add(element, position);
    if (!this.root) this.root = element;
    this.stack.push(element);
  }

  close(position: number): void {
    const element = this.stack.pop();
    if (!element || element.selfClosing) return;
    element.closeStart = this.text.lastIndexOf('<', position - 1);
    element.end = position;
    this.lastEnd = position;
  }

  addText(kind: 'text' | 'cdata', value: string, end: number): void {
    this.add({ kind, value, start: this.lastEnd, end }, end);
  }

  markup(kind: 'comment' | 'instruction', opener: string, closer: string, position: number): void {
    const start = this.text.lastIndexOf(opener, position);
    this.add({ kind, start, end: this.text.indexOf(closer, start) + closer.length }, position);
  }

  private add(node: XmlNode, end: number): void {
    this.stack.at(-1)?.children.push(node);
    this.lastEnd = node.kind === 'comment' || node.kind === 'instruction' ? node.end : end;
  }
}

function buildTree(text: string, formatName: string): XmlElement {
  const parser = new SaxesParser({ position: true });
  const tree = new TreeBuilder(text);
  parser.on('error', (error) => {
    throw malformed(parser, formatName, reasonOf(error.message));
  });
  parser.on('doctype', (doctype) => rejectEntityDeclarations(doctype, formatName));
  parser.on('opentag', (tag) => {
    if (tree.stack.length >= maxDepth) {
      throw malformed(parser, formatName, `elements are nested more than ${maxDepth} levels deep`);
    }
    tree.open(tag, parser.position);
  });
  parser.on('closetag', () => tree.close(parser.position));
  // A text event fires once the `<` after it has been read; CDATA fires after its `]]>`.
  parser.on('text', (value) => tree.addText('text', value, text.lastIndexOf('<', parser.position - 1)));
  parser.on('cdata', (value) => tree.addText('cdata', value, parser.position));
  parser.on('comment', () => tree.markup('comment', '<!--', '-->', parser.position));
  parser.on('processinginstruction', () => tree.markup('instruction', '<?', '?>', parser.position));
  parser.write(text).close();
  if (!tree.root) throw notXmlError(formatName, 'it has no root element');
  return tree.root;
}

export function parseXml(input: Buffer, formatName: string): XmlDocument {
  const { text, encoding } = decode(input, formatName);
  if (!text.trimStart().startsWith('<')) throw notXmlError(formatName, 'it does not start with a tag');
  return { text, encoding, root: buildTree(text, formatName) };
}
