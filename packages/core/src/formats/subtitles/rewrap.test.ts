import { describe, expect, it } from 'vitest';
import { cpuMillisecondsOf } from '../../testing/cpu-time';
import { balancedLines, cueLines } from './rewrap';

describe('re-wrapping a translated cue', () => {
  it('keeps the line breaks the engine kept when their number matches the original', () => {
    expect(cueLines('Hola,\nmundo entero', 2, 'es')).toEqual(['Hola,', 'mundo entero']);
  });

  it('splits a sentence that lost its breaks into the original number of even lines', () => {
    expect(cueLines('uno dos tres cuatro cinco seis', 2, 'es')).toEqual([
      'uno dos tres',
      'cuatro cinco seis',
    ]);
    expect(cueLines('a bb ccc dd e ffff gg h', 3, 'es')).toEqual(['a bb ccc', 'dd e', 'ffff gg h']);
  });

  it('joins extra lines into as many as the original had', () => {
    expect(cueLines('uno\ndos\ntres', 1, 'es')).toEqual(['uno dos tres']);
  });

  it('gives a cue made from speech as many lines as its translation needs to stay within the line length', () => {
    const translation = 'Andaremos al parque después de la comida con mis hermanos';
    expect(cueLines(translation, 1, 'es', 42)).toEqual([
      'Andaremos al parque después',
      'de la comida con mis hermanos',
    ]);
    expect(cueLines('Tengo un coche rojo.', 2, 'es', 42)).toEqual(['Tengo un coche rojo.']);
    // Breaks the engine kept stay when every line fits.
    expect(cueLines('Tengo un coche\nrojo.', 2, 'es', 42)).toEqual(['Tengo un coche', 'rojo.']);
  });

  it('does not count placeholders as text nor break inside them', () => {
    expect(balancedLines('<g1>uno</g1> dos <x2/>tres cuatro', 2, 'es')).toEqual([
      '<g1>uno</g1> dos',
      '<x2/>tres cuatro',
    ]);
  });

  it('breaks Chinese and Japanese between characters, joining without spaces', () => {
    expect(cueLines('我们在小\n厨房里吃面包和奶酪', 3, 'zh-Hans')).toEqual([
      '我们在小',
      '厨房里吃面',
      '包和奶酪',
    ]);
    expect(balancedLines('ねこがすき', 2, 'ja')).toEqual(['ねこ', 'がすき']);
  });

  it('gives fewer lines rather than splitting a word', () => {
    expect(balancedLines('Supercalifragilistic', 2, 'en')).toEqual(['Supercalifragilistic']);
  });

  it('does not start a Chinese line with closing punctuation', () => {
    expect(balancedLines('你好，世界', 2, 'zh')).toEqual(['你好，', '世界']);
  });

  it('re-wraps a huge cue in linear time', async () => {
    const words = Array.from({ length: 200_000 }, (_, index) => `<g${index + 1}>w</g${index + 1}>`).join(' ');
    let lines: string[] = [];
    const cpu = await cpuMillisecondsOf(() => {
      lines = balancedLines(words, 2, 'es');
    });
    expect(cpu).toBeLessThan(2000);
    expect(lines).toHaveLength(2);
    expect(lines.join(' ')).toBe(words);
  });
});
