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

  it('does not count placeholders for inline markup as words', () => {
    expect(countWords('Press <g1>Save</g1><x2/> now')).toBe(3);
  });

  it('counts two Chinese or Japanese characters as one word, rounding up', () => {
    expect(countWords('我爱你')).toBe(2);
    expect(countWords('こんにちは世界')).toBe(4);
    expect(countWords('Verso 翻译 docs')).toBe(3);
  });

  it('counts four Thai characters as one word', () => {
    expect(countWords('สวัสดีครับ')).toBe(3);
  });

  it('sums a document before rounding, so splitting it into segments changes nothing', () => {
    const whole = countWords('我爱你我爱你');
    expect(countWords(['我爱你', '我爱你'])).toBe(whole);
    expect(countWords(['一', '二', '三', '四'])).toBe(2);
  });

  it('counts nothing in blank text', () => {
    expect(countWords('')).toBe(0);
    expect(countWords(' \n ')).toBe(0);
    expect(countWords([])).toBe(0);
  });
});
