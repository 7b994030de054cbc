import { describe, expect, it } from 'vitest';
import { formatKeyPath, isExcludedPath, keyedSegments, uniqueIds } from './key-path';

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

  it('numbers a repeated path even when its parent comes back later or a key holds a dot', () => {
    const ids = (paths: (string | number)[][]) =>
      keyedSegments(
        paths.map((path) => ({ parent: path.slice(0, -1), key: path.at(-1), value: 'Text' })),
      ).map((segment) => segment.id);
    expect(
      ids([
        ['a', 'x'],
        ['b', 'y'],
        ['a', 'x'],
        ['a', 0],
        ['a', 0],
      ]),
    ).toEqual(['a.x', 'b.y', 'a.x#2', 'a[0]', 'a[0]#2']);
    expect(ids([['a', 'b'], ['a.b'], ['a', 'b', 'c'], ['a', 'b.c']])).toEqual([
      'a.b',
      'a.b#2',
      'a.b.c',
      'a.b.c#2',
    ]);
    expect(
      ids([
        ['x', 'y'],
        ['x', 'z'],
      ]),
    ).toEqual(['x.y', 'x.z']);
  });
});
