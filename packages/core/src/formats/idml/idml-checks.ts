// What the tests check in a rebuilt IDML package, since no tool here opens IDML: the ZIP's mimetype
// entry first and stored, designmap.xml naming only parts that exist, every story well-formed, and
// the text a reader sees with whether it is bold.
import { findEntry, type OfficePackage, parsePart } from '../office-package';
import type { XmlElement } from '../xml-toolkit/xml-tree';
import { localName } from '../xml-toolkit/xml-tree';
import { formatName } from './idml-package';

/** The first entry of a ZIP as its local header says: name and whether it is stored. */
export function firstZipEntry(zip: Buffer): { name: string; stored: boolean } {
  const nameLength = zip.readUInt16LE(26);
  return { name: zip.subarray(30, 30 + nameLength).toString('utf8'), stored: zip.readUInt16LE(8) === 0 };
}

/** Parts designmap.xml names that the package lacks. */
export function missingParts(pkg: OfficePackage): string[] {
  const designmap = findEntry(pkg, 'designmap.xml')?.data.toString('utf8') ?? '';
  const named = [...designmap.matchAll(/<idPkg:\w+ src="([^"]+)"/g)].map((match) => match[1] ?? '');
  return named.filter((part) => !findEntry(pkg, part));
}

export interface VisibleText {
  text: string;
  bold: boolean;
}

const isBold = (range: XmlElement | undefined) =>
  range !== undefined &&
  (/bold/i.test(range.attributes.FontStyle ?? '') ||
    /bold|strong/i.test(range.attributes.AppliedCharacterStyle ?? ''));

function collect(element: XmlElement, range: XmlElement | undefined, found: VisibleText[]): void {
  if (localName(element) === 'Change' && element.attributes.ChangeType === 'DeletedText') return;
  const inRange = localName(element) === 'CharacterStyleRange' ? element : range;
  for (const child of element.children) {
    if (child.kind === 'element') collect(child, inRange, found);
    else if (child.kind === 'text' && localName(element) === 'Content') {
      found.push({ text: child.value, bold: isBold(inRange) });
    }
  }
}

/** Every Content text of every story, in order (tracked deletions left out); throws if a story is malformed. */
export function visibleTexts(pkg: OfficePackage): VisibleText[] {
  const found: VisibleText[] = [];
  for (const entry of pkg.entries.filter(({ name }) => /^Stories\/.*\.xml$/.test(name))) {
    const story = parsePart(pkg, entry.name, formatName);
    if (story) collect(story.root, undefined, found);
  }
  return found;
}
