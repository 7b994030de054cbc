// Manifest and container references are URLs relative to the file that holds them; the package's
// entries are plain paths from its root. `Text/ch%201.xhtml#p3` in `OEBPS/content.opf` is the entry
// `OEBPS/Text/ch 1.xhtml`.
import { posix } from 'node:path';

function decoded(href: string): string {
  try {
    return decodeURIComponent(href);
  } catch {
    return href;
  }
}

/** The folder of a part, with its trailing slash, or nothing at the root. */
export function folderOf(partName: string): string {
  const slash = partName.lastIndexOf('/');
  return slash < 0 ? '' : partName.slice(0, slash + 1);
}

/** The entry name `href` points at from `fromPart`, without its fragment or query. */
export function resolvePart(fromPart: string, href: string): string {
  const path = decoded(href.replace(/[#?].*$/, ''));
  return posix.normalize(posix.join(folderOf(fromPart), path)).replace(/^\/+/, '');
}
