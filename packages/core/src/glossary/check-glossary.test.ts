import { describe, expect, it } from 'vitest';
import { checkGlossary } from './check-glossary';
import type { GlossaryTerm } from './glossary';

const cloud: GlossaryTerm = { source: 'cloud', target: 'nube' };
const verso: GlossaryTerm = { source: 'Verso', target: 'Verso', keepAsIs: true };

describe('checkGlossary', () => {
  it('passes a translation that uses every target as often as the source uses the term', () => {
    expect(checkGlossary('The cloud is a cloud.', 'La nube es una Nube.', [cloud])).toEqual([]);
  });

  it('reports a term whose target is missing or too rare', () => {
    expect(checkGlossary('The cloud is a cloud.', 'La nube es un servidor.', [cloud])).toEqual([
      { source: 'cloud', target: 'nube', expected: 2, found: 1 },
    ]);
  });

  it('expects a term kept as is to come back as itself', () => {
    expect(checkGlossary('Try Verso today', 'Prueba Verso hoy', [verso])).toEqual([]);
    expect(checkGlossary('Try Verso today', 'Prueba Verso hoy', [{ ...verso, target: 'ignored' }])).toEqual(
      [],
    );
    expect(checkGlossary('Try Verso today', 'Prueba Reverso hoy', [verso])).toEqual([
      { source: 'Verso', target: 'Verso', expected: 1, found: 0 },
    ]);
  });

  it('compares case only for case-sensitive terms', () => {
    const pro: GlossaryTerm = { source: 'Pro', target: 'Pro', caseSensitive: true };
    expect(checkGlossary('Verso Pro', 'Verso pro', [pro])).toEqual([
      { source: 'Pro', target: 'Pro', expected: 1, found: 0 },
    ]);
  });

  it('does not count an inflected or longer word as the target', () => {
    expect(checkGlossary('two clouds and a cloud', 'dos nubes y una nubecita', [cloud])).toEqual([
      { source: 'cloud', target: 'nube', expected: 1, found: 0 },
    ]);
  });

  it('ignores terms the source does not use', () => {
    expect(checkGlossary('Plain text', 'Texto', [cloud, verso])).toEqual([]);
  });
});
