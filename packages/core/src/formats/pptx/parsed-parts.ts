// Each XML part parsed once per package: the plan, the extraction and the rebuild all read slides and
// relationship parts, and parsing is most of their cost. Trees are never changed, so sharing is safe.
import { type OfficePackage, parsePart } from '../office-package';
import type { XmlDocument } from '../xml-toolkit/safe-xml';
import { pptxName } from './pptx-errors';

const parsedByPackage = new WeakMap<OfficePackage, Map<string, XmlDocument | undefined>>();

export function parsedPart(pkg: OfficePackage, name: string): XmlDocument | undefined {
  let parsed = parsedByPackage.get(pkg);
  if (!parsed) {
    parsed = new Map();
    parsedByPackage.set(pkg, parsed);
  }
  if (!parsed.has(name)) parsed.set(name, parsePart(pkg, name, pptxName));
  return parsed.get(name);
}
