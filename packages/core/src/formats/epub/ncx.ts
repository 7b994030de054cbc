// The NCX, EPUB 2's table of contents (kept in EPUB 3 books for older readers): the book's title
// and every label of its navigation points, page list and navigation lists.
import type { Segment } from '../../segments';
import { type OfficePackage, parsePart } from '../office-package';
import type { TextEdit } from '../source-positions/text-edits';
import type { XmlDocument } from '../xml-toolkit/safe-xml';
import { childElements, localName, type XmlElement } from '../xml-toolkit/xml-tree';
import { epubName } from './epub-errors';
import { languageAttributeEdits } from './language-attributes';
import type { PackageDocument } from './package-document';
import { slotEdits, slotSegments, type TextSlot, textSlot } from './xml-texts';

const ncxMediaType = 'application/x-dtbncx+xml';
const labelled = new Set(['docTitle', 'navLabel', 'navInfo']);

export interface Ncx {
  part: string;
  document: XmlDocument;
  slots: TextSlot[];
}

function labelTexts(element: XmlElement, source: string, slots: TextSlot[]): TextSlot[] {
  for (const child of childElements(element)) {
    const slot = labelled.has(localName(element)) && localName(child) === 'text' && textSlot(child, source);
    if (slot) slots.push(slot);
    else labelTexts(child, source, slots);
  }
  return slots;
}

/** The NCX the spine names (or the manifest lists), when the package holds it. */
export function extractNcx(
  pkg: OfficePackage,
  opf: PackageDocument,
): { ncx: Ncx; segments: Segment[] } | undefined {
  const tocId = opf.spine.attributes.toc;
  const item =
    opf.manifest.find((candidate) => candidate.id === tocId && candidate.mediaType === ncxMediaType) ??
    opf.manifest.find((candidate) => candidate.mediaType === ncxMediaType);
  const document = item && parsePart(pkg, item.part, epubName);
  if (!item || !document) return undefined;
  const slots = labelTexts(document.root, document.text, []);
  return { ncx: { part: item.part, document, slots }, segments: slotSegments(item.part, slots) };
}

export function ncxEdits(ncx: Ncx, translations: readonly string[], to: string): TextEdit[] {
  return [
    ...slotEdits(ncx.slots, translations),
    ...languageAttributeEdits(ncx.document.root, ncx.document.text, to),
  ];
}
