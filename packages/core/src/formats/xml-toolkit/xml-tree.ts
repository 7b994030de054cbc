// The tree the safe parser builds: elements, text and the other nodes, each with its offsets in the
// decoded document text, so a rebuild can rewrite exactly the bytes it means to and keep the rest.

export interface XmlElement {
  kind: 'element';
  /** As written, with its prefix: `x:source`. */
  name: string;
  /** Decoded attribute values by qualified name. */
  attributes: Record<string, string>;
  children: XmlNode[];
  /** Offset of `<`. */
  start: number;
  /** Offset just after the open tag's `>`. */
  openEnd: number;
  /** Offset of the close tag's `<` (equal to `end` when self-closing). */
  closeStart: number;
  /** Offset just after the element. */
  end: number;
  selfClosing: boolean;
}

export interface XmlText {
  kind: 'text' | 'cdata';
  /** Entities resolved, CDATA markers removed. */
  value: string;
  start: number;
  end: number;
}

export interface XmlMarkup {
  kind: 'comment' | 'instruction';
  start: number;
  end: number;
}

export type XmlNode = XmlElement | XmlText | XmlMarkup;

/** `x:trans-unit` → `trans-unit`: vocabularies are matched whatever prefix a file chose. */
export function localName(element: XmlElement): string {
  return element.name.slice(element.name.indexOf(':') + 1);
}

/** The prefix with its colon (`x:`), or nothing: new elements are written in their sibling's namespace. */
export function prefixOf(element: XmlElement): string {
  const colon = element.name.indexOf(':');
  return colon < 0 ? '' : element.name.slice(0, colon + 1);
}

export function childElements(element: XmlElement, name?: string): XmlElement[] {
  return element.children.filter(
    (child): child is XmlElement => child.kind === 'element' && (!name || localName(child) === name),
  );
}

export function firstChild(element: XmlElement, name: string): XmlElement | undefined {
  return childElements(element, name)[0];
}

/** An attribute's decoded value, by its name as written (`xml:lang`, `translate`). */
export function attribute(element: XmlElement, name: string): string | undefined {
  return element.attributes[name];
}

export function hasTextContent(element: XmlElement): boolean {
  return element.children.some(
    (child) => (child.kind === 'text' || child.kind === 'cdata') && child.value.trim() !== '',
  );
}

/** The element's text and that of everything inside it, as a reader sees it (entities resolved). */
export function textContent(element: XmlElement): string {
  return element.children
    .map((child) => {
      if (child.kind === 'element') return textContent(child);
      return child.kind === 'text' || child.kind === 'cdata' ? child.value : '';
    })
    .join('');
}

/** Every element below `element` (not itself), in document order. Depth is capped by the parser. */
export function descendants(element: XmlElement): XmlElement[] {
  return childElements(element).flatMap((child) => [child, ...descendants(child)]);
}
