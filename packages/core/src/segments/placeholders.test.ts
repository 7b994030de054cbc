import { describe, expect, it } from 'vitest';
import {
  checkPlaceholders,
  highestPlaceholderId,
  placeholderTokens,
  stripPlaceholders,
} from './placeholders';

describe('placeholderTokens', () => {
  it('finds paired and standalone tags with their ids and positions', () => {
    expect(placeholderTokens('Click <g1>here</g1>.<x2/> Or <x13 />')).toEqual([
      { kind: 'open', id: 1, text: '<g1>', index: 6 },
      { kind: 'close', id: 1, text: '</g1>', index: 14 },
      { kind: 'standalone', id: 2, text: '<x2/>', index: 20 },
      { kind: 'standalone', id: 13, text: '<x13 />', index: 29 },
    ]);
  });

  it('ignores HTML and damaged forms', () => {
    expect(placeholderTokens('<b>bold</b> <G1> < g1 > <x2> <g0> <g1/>')).toEqual([]);
  });

  it('tells the highest id, so new placeholders can be numbered after it', () => {
    expect(highestPlaceholderId('<g3>a</g3> <x7/> <g12>b</g12>')).toBe(12);
    expect(highestPlaceholderId('no placeholders')).toBe(0);
  });
});

describe('stripPlaceholders', () => {
  it('removes every tag and keeps the text around them', () => {
    expect(stripPlaceholders('Click <g1>here</g1> to <x2/> continue.')).toBe('Click here to  continue.');
  });

  it('keeps two words apart when a standalone tag was all that separated them', () => {
    expect(stripPlaceholders('Press<x2/>Enter')).toBe('Press Enter');
    expect(stripPlaceholders('<g1>bold</g1>er')).toBe('bolder');
  });
});

describe('checkPlaceholders', () => {
  it('accepts a translation that carries every placeholder once, wherever it moved them', () => {
    expect(checkPlaceholders('the <g1>red</g1> car<x2/>', 'el coche <g1>rojo</g1><x2/>')).toEqual([]);
    expect(checkPlaceholders('<g1>a</g1> <g2>b</g2>', '<g2>b</g2> <g1>a</g1>')).toEqual([]);
    expect(checkPlaceholders('plain text', 'texto sencillo')).toEqual([]);
  });

  it('treats <x2 /> and <x2/> as the same tag', () => {
    expect(checkPlaceholders('a<x2 />b', 'a<x2/>b')).toEqual([]);
  });

  it('reports a placeholder the engine dropped', () => {
    expect(checkPlaceholders('Press<x2/>Enter', 'Pulse Intro')).toEqual([
      { kind: 'missing', placeholder: '<x2/>' },
    ]);
    expect(checkPlaceholders('a <g1>b</g1>', 'a b</g1>')).toEqual([{ kind: 'missing', placeholder: '<g1>' }]);
  });

  it('reports a placeholder the engine repeated', () => {
    expect(checkPlaceholders('a<x1/>', 'a<x1/> b<x1/>')).toEqual([
      { kind: 'duplicated', placeholder: '<x1/>' },
    ]);
  });

  it('reports ids the source does not have', () => {
    expect(checkPlaceholders('a<x1/>', 'a<x1/><x3/>')).toEqual([
      { kind: 'unexpected', placeholder: '<x3/>', found: '<x3/>' },
    ]);
    expect(checkPlaceholders('a<x1/>', 'a<g1>b</g1>')).toContainEqual({
      kind: 'unexpected',
      placeholder: '<g1>',
      found: '<g1>',
    });
  });

  it.each([
    ['< g1 >negrita</ g1 >', '< g1 >'],
    ['<G1>negrita</g1>', '<G1>'],
    ['<g 1>negrita</g1>', '<g 1>'],
    ['&lt;g1&gt;negrita&lt;/g1&gt;', '&lt;g1&gt;'],
    ['{g1}negrita{/g1}', '{g1}'],
    ['[g1]negrita[/g1]', '[g1]'],
  ])('recognises the damaged form in %s', (translated, found) => {
    const problems = checkPlaceholders('<g1>bold</g1>', translated);
    expect(problems).toContainEqual({ kind: 'mangled', placeholder: '<g1>', found });
    expect(problems.filter((problem) => problem.kind !== 'mangled')).toEqual([]);
  });

  it.each([
    ['A<x2>B', '<x2>'],
    ['A<x2></x2>B', '<x2></x2>'],
    ['A<x2> </x2>B', '<x2> </x2>'],
    ['A<X2/>B', '<X2/>'],
    ['A< x2 / >B', '< x2 / >'],
    ['A<\\/x2>B', '<\\/x2>'],
  ])('recognises a damaged standalone tag in %s as that one tag', (translated, found) => {
    expect(checkPlaceholders('A<x2/>B', translated)).toEqual([
      { kind: 'mangled', placeholder: '<x2/>', found },
    ]);
  });

  it('reads <g1/> as an empty pair, damaged', () => {
    expect(checkPlaceholders('a <g1></g1>b', 'a <g1/>b')).toEqual([
      { kind: 'mangled', placeholder: '<g1>', found: '<g1/>' },
      { kind: 'mangled', placeholder: '</g1>', found: '<g1/>' },
    ]);
  });

  it('leaves alone source text that only looks like a damaged tag', () => {
    expect(checkPlaceholders('Set {x1} to <x2/>', 'Pon {x1} en <x2/>')).toEqual([]);
  });

  it('reports a pair closed before it opens', () => {
    expect(checkPlaceholders('a <g1>b</g1>', 'a </g1>b<g1>')).toEqual([
      { kind: 'unbalanced', placeholder: '</g1>' },
    ]);
  });

  it('reports pairs that cross instead of nesting', () => {
    expect(checkPlaceholders('<g1>a <g2>b</g2></g1>', '<g1>a <g2>b</g1></g2>')).toEqual([
      { kind: 'unbalanced', placeholder: '</g1>' },
    ]);
  });

  it('does not call a pair unbalanced twice when one half is already missing', () => {
    expect(checkPlaceholders('<g1>a</g1>', '</g1>a')).toEqual([{ kind: 'missing', placeholder: '<g1>' }]);
  });
});
