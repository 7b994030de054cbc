// A part parsed with its namespaces resolved, so rules match vocabularies rather than prefixes. saxes
// in namespace mode also reports what Office refuses and a plain parse lets by: unbound prefixes,
// duplicate attributes, anything after the root.
import { SaxesParser } from 'saxes';
import { knownName } from './ooxml-names';

export interface PartElement {
  /** `w:r` for the known vocabularies; `{uri}local` for any other. */
  name: string;
  known: boolean;
  /** Attribute values by the same kind of name (`r:id`, `val`). */
  attributes: Map<string, string>;
  children: PartElement[];
  /** Its own text, not its descendants'. */
  text: string;
  line: number;
}

export type ParsedPart = { root: PartElement } | { malformed: string; line: number };

function element(uri: string, local: string, line: number): PartElement {
  const known = knownName(uri, local);
  return {
    name: known ?? `{${uri}}${local}`,
    known: known !== undefined,
    attributes: new Map(),
    children: [],
    text: '',
    line,
  };
}

export function parsePartTree(text: string): ParsedPart {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const stack: PartElement[] = [];
  let root: PartElement | undefined;
  let failure: { malformed: string; line: number } | undefined;
  parser.on('error', (error) => {
    failure ??= { malformed: error.message.replace(/^[^:]*:\d+:\d+: /, ''), line: parser.line };
  });
  parser.on('opentag', (tag) => {
    const opened = element(tag.uri, tag.local, parser.line);
    for (const attribute of Object.values(tag.attributes)) {
      opened.attributes.set(knownName(attribute.uri, attribute.local) ?? attribute.local, attribute.value);
    }
    stack.at(-1)?.children.push(opened);
    root ??= opened;
    stack.push(opened);
  });
  parser.on('closetag', () => stack.pop());
  parser.on('text', (value) => {
    const current = stack.at(-1);
    if (current) current.text += value;
  });
  parser.on('cdata', (value) => {
    const current = stack.at(-1);
    if (current) current.text += value;
  });
  parser.write(text).close();
  if (failure) return failure;
  return root ? { root } : { malformed: 'no root element', line: 1 };
}
