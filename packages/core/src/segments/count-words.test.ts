import { describe, expect, it } from 'vitest';
import { countWords } from './count-words';

describe('countWords', () => {
  it('counts whitespace-separated words', () => {
    expect(countWords('The house is small.')).toBe(4);
    expect(countWords('  one\ttwo\n\nthree  ')).toBe(3);
  });

  it('ignores punctuation standing alone', () => {
    expect(countWords('Wait — what ?')).toBe(2);
  });

  it('counts each Chinese or Japanese character as one word', () => {
    expect(countWords('我爱你')).toBe(3);
    expect(countWords('こんにちは世界')).toBe(7);
    expect(countWords('Verso 翻译 docs')).toBe(4);
  });

  it('counts nothing in blank text', () => {
    expect(countWords('')).toBe(0);
    expect(countWords(' \n ')).toBe(0);
  });
});
