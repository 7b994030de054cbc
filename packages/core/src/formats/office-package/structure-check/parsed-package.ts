// A package's XML parts parsed once for all the checks, with the ones that are not well-formed set
// aside as problems of their own.
import type { OfficePackage } from '../office-package';
import { type PartElement, parsePartTree } from './namespaced-tree';

export interface StructureProblem {
  part: string;
  line?: number;
  message: string;
}

export interface ParsedPackage {
  /** Every part's name (directories left out). */
  names: readonly string[];
  /** The well-formed XML parts' roots, by part name. */
  roots: ReadonlyMap<string, PartElement>;
}

const isXmlPart = (name: string) => /\.(xml|rels)$/i.test(name);

export function parsePackage(pkg: OfficePackage, problems: StructureProblem[]): ParsedPackage {
  const roots = new Map<string, PartElement>();
  for (const entry of pkg.entries) {
    if (!isXmlPart(entry.name)) continue;
    const parsed = parsePartTree(entry.data.toString('utf8').replace(/^\uFEFF/, ''));
    if ('root' in parsed) roots.set(entry.name, parsed.root);
    else
      problems.push({
        part: entry.name,
        line: parsed.line,
        message: `not well-formed XML: ${parsed.malformed}`,
      });
  }
  return { names: pkg.entries.map((entry) => entry.name), roots };
}

/** The elements of a tree named `name`, in document order. */
export function elementsNamed(root: PartElement, name: string): PartElement[] {
  const found: PartElement[] = [];
  const visit = (element: PartElement) => {
    if (element.name === name) found.push(element);
    for (const child of element.children) visit(child);
  };
  visit(root);
  return found;
}
