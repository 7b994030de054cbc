// Where a value sits in a nested language file: the keys (and array positions) leading to it. Used for
// segment ids, for the context engines read, and for the keys a user asked to leave alone.

import type { Segment } from '../../segments';

export type KeyPath = readonly (string | number)[];

/** `menu.items[3].label`: readable, and unique enough to put a translation back. */
export function formatKeyPath(path: KeyPath): string {
  // A file that is a single string has no key; its one segment still needs an id.
  if (path.length === 0) return '(root)';
  // Joined once rather than concatenated key by key: a flat string hashes fast as a segment id.
  const parts: string[] = [];
  let written = false;
  for (const key of path) {
    const part: string = typeof key === 'number' ? `[${key}]` : written ? `.${key}` : key;
    parts.push(part);
    written ||= part !== '';
  }
  return parts.join('');
}

/** The same path with array positions written as keys too: `menu.items.3.label`. */
function dottedPath(path: KeyPath): string {
  return path.map(String).join('.');
}

/**
 * `excludeKeys` holds key names (`id`: any key of that name, at any depth) and dotted paths
 * (`meta.version`: that key and everything under it).
 */
export function isExcludedPath(path: KeyPath, excludeKeys: readonly string[] = []): boolean {
  if (excludeKeys.length === 0) return false;
  const keys = path.map(String);
  const dotted = dottedPath(path);
  return excludeKeys.some((excluded) => {
    if (keys.includes(excluded)) return true;
    return dotted === excluded || dotted.startsWith(`${excluded}.`);
  });
}

/** Gives repeated ids (a key written twice) a `#2`, `#3`… so each segment id stays unique. */
export function uniqueIds(ids: readonly string[]): string[] {
  const seen = new Set<string>();
  // Only ids written more than once are counted; most files have none.
  const repeats = new Map<string, number>();
  return ids.map((id) => {
    // One lookup instead of has() then add(): a first occurrence grows the set.
    const size = seen.size;
    if (seen.add(id).size > size) return id;
    const count = (repeats.get(id) ?? 1) + 1;
    repeats.set(id, count);
    return `${id}#${count}`;
  });
}

/** One segment per value, its id the value's key path (made unique) and its context that path. */
export function keyedSegments(values: readonly { path: KeyPath; value: string }[]): Segment[] {
  const paths = values.map(({ path }) => formatKeyPath(path));
  const ids = uniqueIds(paths);
  return values.map(({ value }, index) => ({
    id: ids[index] ?? String(index),
    text: value,
    context: { heading: paths[index] },
  }));
}
