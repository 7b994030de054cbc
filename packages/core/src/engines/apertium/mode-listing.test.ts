// The modes read from Apertium's data folder are the ones `apertium -l` lists.
import { describe, expect, it } from 'vitest';
import { modeListing } from './mode-listing';
import { parseModeList } from './modes';
import { runCommand } from './run-apertium';

const names = (listing: string) =>
  listing
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .sort();

describe('the installed modes', () => {
  it('read from the data folder are those apertium -l lists', async () => {
    const listed = names(await runCommand('apertium', ['-l']));
    expect(listed).toContain('eng-spa');
    expect(names(await modeListing('apertium'))).toEqual(listed);
    expect(parseModeList(await modeListing('apertium')).length).toBeGreaterThan(10);
  });

  it('come from another command by asking it, as `<command> -l`', async () => {
    expect(await modeListing('echo')).toBe('-l\n');
  });
});
