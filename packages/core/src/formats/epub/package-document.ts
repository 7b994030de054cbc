// The package document (OPF): the book's metadata, the manifest of every file in the book, and the
// spine, the reading order of its content documents.
import { type OfficePackage, parsePart } from '../office-package';
import type { XmlDocument } from '../xml-toolkit/safe-xml';
import { childElements, firstChild, type XmlElement } from '../xml-toolkit/xml-tree';
import { brokenEpub, epubName } from './epub-errors';
import { resolvePart } from './part-paths';

export interface ManifestItem {
  id: string;
  /** The entry name in the package. */
  part: string;
  mediaType: string;
  properties: string[];
}

export interface PackageDocument {
  part: string;
  document: XmlDocument;
  /** `2.0` or `3.0`: EPUB 2 content is XHTML 1.1, which has `xml:lang` but no `lang`. */
  version: string;
  metadata: XmlElement;
  manifest: ManifestItem[];
  spine: XmlElement;
  /** Manifest ids in reading order. */
  spineIds: string[];
}

function manifestItems(manifest: XmlElement, part: string): ManifestItem[] {
  return childElements(manifest, 'item').flatMap((item) => {
    const { id, href } = item.attributes;
    if (!id || !href) return [];
    return [
      {
        id,
        part: resolvePart(part, href),
        mediaType: (item.attributes['media-type'] ?? '').toLowerCase(),
        properties: (item.attributes.properties ?? '').split(/\s+/).filter(Boolean),
      },
    ];
  });
}

function requiredChild(parent: XmlElement, name: string, part: string): XmlElement {
  const child = firstChild(parent, name);
  if (!child) throw brokenEpub(`its package document ${part} has no <${name}>`, part);
  return child;
}

export function readPackageDocument(pkg: OfficePackage, part: string): PackageDocument {
  const document = parsePart(pkg, part, epubName);
  if (!document) throw brokenEpub(`its package document ${part} is missing`, part);
  const spine = requiredChild(document.root, 'spine', part);
  return {
    part,
    document,
    version: document.root.attributes.version ?? '',
    metadata: requiredChild(document.root, 'metadata', part),
    manifest: manifestItems(requiredChild(document.root, 'manifest', part), part),
    spine,
    spineIds: childElements(spine, 'itemref').flatMap((itemref) => itemref.attributes.idref ?? []),
  };
}
