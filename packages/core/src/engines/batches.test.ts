import { describe, expect, it } from 'vitest';
import { batchTexts } from './batches';

describe('batchTexts', () => {
  it('fills batches up to the limit, in order', () => {
    expect(batchTexts(['aaa', 'bb', 'cc', 'd'], 5)).toEqual([
      ['aaa', 'bb'],
      ['cc', 'd'],
    ]);
  });

  it('sends a text longer than the limit alone', () => {
    expect(batchTexts(['a', 'long text', 'b'], 4)).toEqual([['a'], ['long text'], ['b']]);
  });

  it('makes no batch from no texts', () => {
    expect(batchTexts([], 10)).toEqual([]);
  });
});
