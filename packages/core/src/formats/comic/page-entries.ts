// Which entries of a comic archive are its pages, and in what order they are read. Readers show a CBZ's
// pictures sorted by name (`2.jpg` before `10.jpg`), whatever order the archive stores them in; the
// other entries (ComicInfo.xml, a macOS resource fork) are not pages and are copied as they are.
import { hasImageExtension } from '../image/image-kinds';
import type { PackageEntry } from '../office-package';

/** macOS adds `__MACOSX/` copies and `._name` resource forks to archives it makes: not pictures. */
const isMacMetadata = (name: string) => name.startsWith('__MACOSX/') || /(^|\/)\._/.test(name);

export const isPageEntry = (name: string) => hasImageExtension(name) && !isMacMetadata(name);

/** The page entries in reading order: by name, numbers compared as numbers. */
export function pagesInReadingOrder(entries: readonly PackageEntry[]): PackageEntry[] {
  return entries
    .filter((entry) => isPageEntry(entry.name))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
}
