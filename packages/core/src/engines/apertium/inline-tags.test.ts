import { describe, expect, it } from 'vitest';
import { parseInlineTags } from './inline-tags';

describe('parseInlineTags', () => {
  it('reads pairs around words as opens and closes, nested ones included', () => {
    expect(parseInlineTags('a <g1>b <g2>c</g2></g1> d')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'open', id: '1' },
      { kind: 'text', text: 'b ' },
      { kind: 'open', id: '2' },
      { kind: 'text', text: 'c' },
      { kind: 'close' },
      { kind: 'close' },
      { kind: 'text', text: ' d' },
    ]);
  });

  it('keeps a standalone tag, and a pair around no words, as markup that stays in place', () => {
    expect(parseInlineTags('a<x1/>b <g2></g2> c <g3> <x4/></g3>')).toEqual([
      { kind: 'text', text: 'a' },
      { kind: 'standalone', markup: '<x1/>' },
      { kind: 'text', text: 'b ' },
      { kind: 'standalone', markup: '<g2></g2>' },
      { kind: 'text', text: ' c ' },
      { kind: 'standalone', markup: '<g3> <x4/></g3>' },
    ]);
  });

  it('reads a tag without its partner as standalone, so opens and closes still balance', () => {
    const tokens = parseInlineTags('</g4> a <g1>b <g2>c</g1> d <g5>');
    expect(tokens.filter((token) => token.kind === 'standalone')).toEqual([
      { kind: 'standalone', markup: '</g4>' },
      { kind: 'standalone', markup: '<g2>' },
      { kind: 'standalone', markup: '<g5>' },
    ]);
    expect(tokens.filter((token) => token.kind === 'open')).toEqual([{ kind: 'open', id: '1' }]);
    expect(tokens.filter((token) => token.kind === 'close')).toHaveLength(1);
  });

  it('leaves text that only looks like markup alone', () => {
    expect(parseInlineTags('3 < 4 <b> <g> <x/>')).toEqual([{ kind: 'text', text: '3 < 4 <b> <g> <x/>' }]);
  });
});
