// Where a value sits in a nested language file: the keys (and array positions) leading to it. Used for
// segment ids, for the context engines read, and for the keys a user asked to leave alone.

import type { Segment } from '../../segments';

export type KeyPath = readonly (string | number)[];

/** The path one key deeper: `menu.items` and 3 give `menu.items[3]`; a key after nothing written has no dot. */
function appendKey(formatted: string, key: string | number): string {
  if (typeof key === 'number') return `${formatted}[${key}]`;
  return formatted === '' ? key : `${formatted}.${key}`;
}

/** `menu.items[3].label`: readable, and unique enough to put a translation back. */
export function formatKeyPath(path: KeyPath): string {
  // A file that is a single string has no key; its one segment still needs an id.
  if (path.length === 0) return '(root)';
  return path.reduce<string>(appendKey, '');
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

/**
 * A value's place as the keys above it and its own key (none for a file that is a single value).
 * Readers share one parent among siblings: a whole path per value kept the garbage collector busy.
 */
export interface KeyedValue {
  parent: KeyPath;
  key?: string | number;
  value: string;
}

/** The value's whole key path, for the rarer checks that need it. */
export const pathOf = ({ parent, key }: Omit<KeyedValue, 'value'>): KeyPath =>
  key === undefined ? parent : [...parent, key];

/** isExcludedPath for a value given by parent and key, its path built only when keys are excluded. */
export function isExcludedValue(
  place: Omit<KeyedValue, 'value'>,
  excludeKeys: readonly string[] = [],
): boolean {
  return excludeKeys.length > 0 && isExcludedPath(pathOf(place), excludeKeys);
}

/** The same parent, shared by the reader (most often) or spelt alike. */
function sameKeys(path: KeyPath, other: KeyPath): boolean {
  if (path === other) return true;
  if (path.length !== other.length) return false;
  for (let index = path.length - 1; index >= 0; index -= 1) if (path[index] !== other[index]) return false;
  return true;
}

// A last key without `.` or `[` cannot spell a separator: its formatted path then tells the parent's
// formatted path and the key apart, and two paths format alike only when both are the same.
const isPlainKey = (key: string | number) =>
  typeof key === 'number' || (key !== '' && !key.includes('.') && !key.includes('['));

/**
 * Each path formatted, and whether they are all different. A language file has hundreds of thousands
 * of values, and formatting and hashing each whole path took a third of the time of extracting them:
 * neighbours mostly share their parent, whose formatting is reused, and the keys under each parent
 * are compared instead of the whole paths.
 */
function formatKeyPaths(values: readonly KeyedValue[]): { formatted: string[]; distinct: boolean } {
  const formatted: string[] = [];
  const keysByParent = new Map<string, Set<string | number>>();
  let distinct = true;
  let parentPath: KeyPath | undefined;
  let siblings = new Set<string | number>();
  let parent = '';
  // The parent's path with its `.` already written, so a key is one concatenation away.
  let prefix = '';
  for (const value of values) {
    const { key } = value;
    if (key === undefined) {
      formatted.push(formatKeyPath(value.parent));
      distinct = false;
      continue;
    }
    if (parentPath === undefined || !sameKeys(value.parent, parentPath)) {
      parentPath = value.parent;
      parent = parentPath.reduce<string>(appendKey, '');
      prefix = parent === '' ? '' : `${parent}.`;
      siblings = keysByParent.get(parent) ?? new Set();
      keysByParent.set(parent, siblings);
    }
    formatted.push(typeof key === 'number' ? appendKey(parent, key) : prefix + key);
    distinct &&= isPlainKey(key) && siblings.size < siblings.add(key).size;
  }
  return { formatted, distinct };
}

/** One segment per value, its id the value's key path (made unique) and its context that path. */
export function keyedSegments(values: readonly KeyedValue[]): Segment[] {
  const { formatted, distinct } = formatKeyPaths(values);
  const ids = distinct ? formatted : uniqueIds(formatted);
  return values.map(({ value }, index) => ({
    id: ids[index] ?? String(index),
    text: value,
    context: { heading: formatted[index] },
  }));
}
