import { describe, expect, it } from 'vitest';
import { formatKeyPath, isExcludedPath, uniqueIds } from './key-path';

describe('key paths', () => {
  it('reads like the code that looks the value up', () => {
    expect(formatKeyPath(['menu', 'items', 3, 'label'])).toBe('menu.items[3].label');
    expect(formatKeyPath([0, 'title'])).toBe('[0].title');
    expect(formatKeyPath([])).toBe('(root)');
  });

  it('excludes a key by name at any depth, or a dotted path and what is under it', () => {
    expect(isExcludedPath(['meta', 'id'], ['id'])).toBe(true);
    expect(isExcludedPath(['meta', 'version', 'label'], ['meta.version'])).toBe(true);
    expect(isExcludedPath(['menu', 'items', 3, 'label'], ['menu.items.3'])).toBe(true);
    expect(isExcludedPath(['meta', 'versionName'], ['meta.version'])).toBe(false);
    expect(isExcludedPath(['title'], [])).toBe(false);
  });

  it('numbers repeated ids so each stays unique', () => {
    expect(uniqueIds(['a', 'b', 'a', 'a'])).toEqual(['a', 'b', 'a#2', 'a#3']);
  });
});
