import { describe, expect, it } from 'vitest';
import { handOffFile, takeHandedOffFile } from './file-handoff';

describe('file hand-off', () => {
  it('gives the handed-off file to the first page that takes it, and to no later one', () => {
    const file = new File(['The house is small.'], 'story.txt', { type: 'text/plain' });
    handOffFile(file);
    expect(takeHandedOffFile()).toBe(file);
    expect(takeHandedOffFile()).toBeUndefined();
  });

  it('keeps only the latest file when two are handed off before either is taken', () => {
    handOffFile(new File(['a'], 'first.txt'));
    handOffFile(new File(['b'], 'second.txt'));
    expect(takeHandedOffFile()?.name).toBe('second.txt');
  });
});
