// An office document's ZIP package as the formats see it: its entries in their original order, each
// with its uncompressed bytes, so a rebuild replaces the parts it translated and copies the rest.

export interface PackageEntry {
  /** The entry's path inside the package, as stored: `word/document.xml`. */
  name: string;
  data: Buffer;
  /** Stored entries (EPUB's `mimetype`) must stay stored. */
  compressed: boolean;
}

export interface OfficePackage {
  entries: PackageEntry[];
}

export function findEntry(pkg: OfficePackage, name: string): PackageEntry | undefined {
  return pkg.entries.find((entry) => entry.name === name);
}

/** A copy of the package with some parts' bytes replaced (by entry name); the rest shared. */
export function withParts(pkg: OfficePackage, parts: ReadonlyMap<string, Buffer>): OfficePackage {
  return {
    entries: pkg.entries.map((entry) => {
      const data = parts.get(entry.name);
      return data ? { ...entry, data } : entry;
    }),
  };
}
