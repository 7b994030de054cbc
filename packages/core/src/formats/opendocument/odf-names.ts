// OpenDocument names its elements by namespace. Files almost always use the usual prefixes (`text:`,
// `draw:`…), but a producer may choose others, so names are matched through the root's declarations.
import type { XmlElement } from '../xml-toolkit/xml-tree';

const namespaceUris = {
  office: 'urn:oasis:names:tc:opendocument:xmlns:office:1.0',
  style: 'urn:oasis:names:tc:opendocument:xmlns:style:1.0',
  text: 'urn:oasis:names:tc:opendocument:xmlns:text:1.0',
  table: 'urn:oasis:names:tc:opendocument:xmlns:table:1.0',
  draw: 'urn:oasis:names:tc:opendocument:xmlns:drawing:1.0',
  fo: 'urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0',
  xlink: 'http://www.w3.org/1999/xlink',
  dc: 'http://purl.org/dc/elements/1.1/',
  meta: 'urn:oasis:names:tc:opendocument:xmlns:meta:1.0',
  svg: 'urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0',
  presentation: 'urn:oasis:names:tc:opendocument:xmlns:presentation:1.0',
  config: 'urn:oasis:names:tc:opendocument:xmlns:config:1.0',
  dr3d: 'urn:oasis:names:tc:opendocument:xmlns:dr3d:1.0',
  chart: 'urn:oasis:names:tc:opendocument:xmlns:chart:1.0',
  officeooo: 'http://openoffice.org/2009/office',
} as const;

type Namespace = keyof typeof namespaceUris;

/** A name with its usual prefix, as the specification writes it: `text:p`. */
export type OdfName = `${Namespace}:${string}`;

export class OdfNames {
  /** Usual prefix → the prefix this part declares for the same namespace. */
  private readonly prefixes = new Map<string, string>();
  private readonly qualifiedNames = new Map<OdfName, string>();

  constructor(root: XmlElement) {
    const byUri = new Map<string, string>(
      Object.entries(namespaceUris).map(([prefix, uri]) => [uri, prefix]),
    );
    for (const [attribute, value] of Object.entries(root.attributes)) {
      const usual = byUri.get(value);
      if (usual && attribute.startsWith('xmlns:')) this.prefixes.set(usual, attribute.slice('xmlns:'.length));
    }
  }

  /** The name as this part writes it. */
  qualified(name: OdfName): string {
    let qualified = this.qualifiedNames.get(name);
    if (qualified === undefined) {
      const colon = name.indexOf(':');
      const usual = name.slice(0, colon);
      qualified = `${this.prefixes.get(usual) ?? usual}${name.slice(colon)}`;
      this.qualifiedNames.set(name, qualified);
    }
    return qualified;
  }

  is(element: XmlElement, name: OdfName): boolean {
    return element.name === this.qualified(name);
  }

  inNamespace(element: XmlElement, namespace: Namespace): boolean {
    return element.name.startsWith(`${this.prefixes.get(namespace) ?? namespace}:`);
  }

  attribute(element: XmlElement, name: OdfName): string | undefined {
    return element.attributes[this.qualified(name)];
  }

  children(element: XmlElement, name: OdfName): XmlElement[] {
    const qualified = this.qualified(name);
    return element.children.filter(
      (child): child is XmlElement => child.kind === 'element' && child.name === qualified,
    );
  }

  child(element: XmlElement, name: OdfName): XmlElement | undefined {
    return this.children(element, name)[0];
  }
}
