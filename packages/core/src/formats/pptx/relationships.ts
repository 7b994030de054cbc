// A part's relationships (`ppt/slides/_rels/slide1.xml.rels`): which other parts it uses, by type,
// with targets resolved to package entry names so parts can be followed from the presentation down.
import { posix } from 'node:path';
import type { OfficePackage } from '../office-package';
import { attribute, childElements } from '../xml-toolkit/xml-tree';
import { parsedPart } from './parsed-parts';

export interface Relationship {
  id: string;
  /** The last segment of the type URI: `slide`, `notesSlide`, `chart`, `diagramData`… */
  type: string;
  /** The target part's entry name: `ppt/slides/slide1.xml`. */
  target: string;
}

/** `ppt/slides/slide1.xml` → `ppt/slides/_rels/slide1.xml.rels`. */
export function relationshipsPartName(partName: string): string {
  return posix.join(posix.dirname(partName), '_rels', `${posix.basename(partName)}.rels`);
}

/** Targets are URIs: `slide%201.xml` names the entry `slide 1.xml`. */
function decodedTarget(target: string): string {
  try {
    return decodeURIComponent(target);
  } catch {
    return target;
  }
}

/** A target relative to its source part, or absolute from the package root. */
function resolveTarget(partName: string, target: string): string {
  const decoded = decodedTarget(target);
  const path = decoded.startsWith('/') ? decoded.slice(1) : posix.join(posix.dirname(partName), decoded);
  return posix.normalize(path);
}

/** The internal relationships of a part, in the order written; none when it has no `.rels`. */
export function relationshipsOf(pkg: OfficePackage, partName: string): Relationship[] {
  const document = parsedPart(pkg, relationshipsPartName(partName));
  if (!document) return [];
  return childElements(document.root, 'Relationship').flatMap((element) => {
    const id = attribute(element, 'Id');
    const type = attribute(element, 'Type');
    const target = attribute(element, 'Target');
    if (!id || !type || !target || attribute(element, 'TargetMode') === 'External') return [];
    return [{ id, type: type.slice(type.lastIndexOf('/') + 1), target: resolveTarget(partName, target) }];
  });
}

export function relatedParts(relationships: readonly Relationship[], type: string): string[] {
  return relationships.filter((relationship) => relationship.type === type).map(({ target }) => target);
}
