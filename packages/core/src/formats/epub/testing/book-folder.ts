// The fixture books live unpacked in `fixtures/<book>/`, so they read and diff as text; the tests
// pack them as a reading system expects (`mimetype` first and stored, the rest deflated).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type PackageEntry, writePackage } from '../../office-package';

export const fixtureBooks = join(import.meta.dirname, '..', 'fixtures');

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** The book in `fixtures/<name>/` as an EPUB; `replace` swaps, adds or (undefined) drops entries. */
export function packFixtureBook(
  name: string,
  replace: Record<string, Buffer | undefined> = {},
): Promise<Buffer> {
  const folder = join(fixtureBooks, name);
  const names = [
    ...new Set([...filesUnder(folder).map((path) => relative(folder, path)), ...Object.keys(replace)]),
  ].sort((a, b) => Number(b === 'mimetype') - Number(a === 'mimetype') || a.localeCompare(b));
  const entries: PackageEntry[] = names.flatMap((entryName) => {
    const data = entryName in replace ? replace[entryName] : readFileSync(join(folder, entryName));
    return data ? [{ name: entryName, data, compressed: entryName !== 'mimetype' }] : [];
  });
  return writePackage({ entries });
}
