// A part's relationships (`xl/worksheets/_rels/sheet1.xml.rels`): which other parts it uses, resolved
// to package paths so they can be found among the entries.
import { posix } from 'node:path';
import { type OfficePackage, parsePart } from '../office-package';
import { attribute, childElements } from '../xml-toolkit/xml-tree';
import { formatName } from './workbook-parts';

const relationshipsOf = (part: string) =>
  posix.join(posix.dirname(part), '_rels', `${posix.basename(part)}.rels`);

/** The package paths of `part`'s related parts whose relationship type ends with `/${type}`. */
export function relatedParts(pkg: OfficePackage, part: string, type: string): string[] {
  const relationships = parsePart(pkg, relationshipsOf(part), formatName);
  if (!relationships) return [];
  return childElements(relationships.root, 'Relationship').flatMap((relationship) => {
    const target = attribute(relationship, 'Target');
    if (!target || attribute(relationship, 'TargetMode') === 'External') return [];
    if (!(attribute(relationship, 'Type') ?? '').endsWith(`/${type}`)) return [];
    return [target.startsWith('/') ? target.slice(1) : posix.join(posix.dirname(part), target)];
  });
}
