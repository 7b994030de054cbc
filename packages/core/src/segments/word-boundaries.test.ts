import { describe, expect, it } from 'vitest';
import { hasUnspacedScript, splitsWord } from './word-boundaries';

describe('splitsWord', () => {
  it('is true only inside a word of a spaced script', () => {
    expect(splitsWord('hello world', 2)).toBe(true);
    expect(splitsWord('hello world', 5)).toBe(false);
    expect(splitsWord('hello world', 6)).toBe(false);
    expect(splitsWord('co-op', 2)).toBe(false);
    expect(splitsWord('привет мир', 3)).toBe(true);
  });

  it('never splits at either end of the text', () => {
    expect(splitsWord('hello', 0)).toBe(false);
    expect(splitsWord('hello', 5)).toBe(false);
  });

  it('allows any cut between Chinese, Japanese or Thai characters, and next to them', () => {
    expect(splitsWord('翻译软件', 2)).toBe(false);
    expect(splitsWord('クラウドストレージ', 4)).toBe(false);
    expect(splitsWord('Verso翻译', 5)).toBe(false);
    expect(splitsWord('คลาวด์', 1)).toBe(false);
  });

  it('never cuts before a combining mark or inside a surrogate pair', () => {
    expect(splitsWord('cafe\u0301', 4)).toBe(true);
    expect(splitsWord('คลาวด์', 5)).toBe(true);
    expect(splitsWord('a😀b', 2)).toBe(true);
    expect(splitsWord('𠀀𠀁', 2)).toBe(false);
  });
});

describe('hasUnspacedScript', () => {
  it('tells texts that need no spaces between words', () => {
    expect(hasUnspacedScript('用Verso翻译')).toBe(true);
    expect(hasUnspacedScript('ภาษาไทย')).toBe(true);
    expect(hasUnspacedScript('한국어 텍스트')).toBe(false);
    expect(hasUnspacedScript('plain text')).toBe(false);
  });
});
