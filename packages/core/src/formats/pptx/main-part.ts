// The presentation part a package's root relationships point to. A Word or Excel package, or a ZIP
// that is no Office package at all, is refused with a message saying so.
import type { OfficePackage } from '../office-package';
import { localName } from '../xml-toolkit/xml-tree';
import { parsedPart } from './parsed-parts';
import { notAPresentation } from './pptx-errors';
import { relatedParts, relationshipsOf } from './relationships';

const otherOfficeDocuments: [RegExp, string][] = [
  [/^word\//, 'it is a Word document'],
  [/^xl\//, 'it is an Excel workbook'],
];

export function findPresentation(pkg: OfficePackage): string {
  const main = relatedParts(relationshipsOf(pkg, ''), 'officeDocument')[0];
  if (!main) throw notAPresentation('it has no main document part');
  const other = otherOfficeDocuments.find(([pattern]) => pattern.test(main));
  if (other) throw notAPresentation(other[1]);
  const root = parsedPart(pkg, main)?.root;
  if (!root) throw notAPresentation(`its main part ${main} is missing`);
  if (localName(root) !== 'presentation')
    throw notAPresentation(`its main part ${main} is not a presentation`);
  return main;
}
