// Test support shared by the key-value formats: a parsed document flattened to its leaf values with
// their key paths, so two versions of a file can be compared value by value, in document order.
import { formatKeyPath, type KeyPath } from '../values/key-path';

export function valueLeaves(value: unknown, path: KeyPath = []): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => valueLeaves(item, [...path, index]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => valueLeaves(item, [...path, key]));
  }
  return [[formatKeyPath(path), value]];
}
