// `META-INF/container.xml` names the package document (the OPF) that describes the book.
import { findEntry, type OfficePackage, parsePart } from '../office-package';
import { descendants, localName } from '../xml-toolkit/xml-tree';
import { brokenEpub, epubName, notAnEpub } from './epub-errors';

const containerPart = 'META-INF/container.xml';
const opfMediaType = 'application/oebps-package+xml';

/** The OPF's entry name. Throws a UserFacingError when the package is not an EPUB or names no OPF. */
export function packageDocumentName(pkg: OfficePackage): string {
  const container = parsePart(pkg, containerPart, epubName);
  if (!container) throw notAnEpub(pkg);
  const rootfiles = descendants(container.root).filter((element) => localName(element) === 'rootfile');
  // Multiple renditions are allowed; the first OPF is the default one every reading system opens.
  const rootfile =
    rootfiles.find((element) => element.attributes['media-type'] === opfMediaType) ?? rootfiles[0];
  const fullPath = rootfile?.attributes['full-path'];
  if (!fullPath) throw brokenEpub(`${containerPart} names no package document`, containerPart);
  if (!findEntry(pkg, fullPath)) {
    throw brokenEpub(`its package document ${fullPath} is missing`, fullPath);
  }
  return fullPath;
}
