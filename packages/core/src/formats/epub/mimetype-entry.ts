// Reading systems recognise a book by its first bytes: the `mimetype` entry, first, stored and
// saying `application/epub+zip`. Some tools write it deflated, later or not at all; a translated book
// always has it right, and the books that already had it right keep the entry as it was.
import type { OfficePackage, PackageEntry } from '../office-package';

const epubMimetype = 'application/epub+zip';

export function withMimetypeFirst(pkg: OfficePackage): OfficePackage {
  const [first] = pkg.entries;
  const sound =
    first?.name === 'mimetype' && !first.compressed && first.data.toString('latin1') === epubMimetype;
  if (sound) return pkg;
  const mimetype: PackageEntry = {
    name: 'mimetype',
    data: Buffer.from(epubMimetype, 'latin1'),
    compressed: false,
  };
  return { entries: [mimetype, ...pkg.entries.filter((entry) => entry.name !== 'mimetype')] };
}
