import { describe, expect, test } from 'vitest';
import {
  checkGlossaryLanguage,
  checkGlossaryName,
  checkGlossaryTerms,
  glossaryLimits,
} from './glossary-rules';

describe('glossary rules', () => {
  test('a term kept as is translates to itself, whatever target was sent', () => {
    expect(checkGlossaryTerms([{ source: ' Verso ', target: 'ignored', keepAsIs: true }])).toEqual([
      { source: 'Verso', target: 'Verso', caseSensitive: false, keepAsIs: true },
    ]);
  });

  test('sources that differ only in case collide unless both terms are case-sensitive', () => {
    expect(() =>
      checkGlossaryTerms([
        { source: 'Apple', target: 'Apple Inc.', caseSensitive: true },
        { source: 'apple', target: 'manzana' },
      ]),
    ).toThrowError('Term 2: "apple" is already in the glossary (Term 1).');
    expect(
      checkGlossaryTerms([
        { source: 'Apple', target: 'Apple Inc.', caseSensitive: true },
        { source: 'apple', target: 'manzana', caseSensitive: true },
      ]),
    ).toHaveLength(2);
    expect(() =>
      checkGlossaryTerms([
        { source: 'Apple', target: 'a', caseSensitive: true },
        { source: 'Apple', target: 'b', caseSensitive: true },
      ]),
    ).toThrowError(/already in the glossary/);
  });

  test('refuses empty and overlong terms, and too many of them', () => {
    expect(() => checkGlossaryTerms([{ source: ' ', target: 'x' }])).toThrowError(
      'Term 1: the source term is empty.',
    );
    expect(() => checkGlossaryTerms([{ source: 'house', target: '' }])).toThrowError(
      /"house" has no translation/,
    );
    const long = 'x'.repeat(glossaryLimits.termLength + 1);
    expect(() => checkGlossaryTerms([{ source: 'house', target: long }])).toThrowError(
      /at most 500 characters/,
    );
    const many = Array.from({ length: glossaryLimits.terms + 1 }, (_, i) => ({
      source: `t${i}`,
      target: 'x',
    }));
    expect(() => checkGlossaryTerms(many)).toThrowError(/at most 5,000 terms; this one has 5,001/);
  });

  test('a name is trimmed and must have 1 to 100 characters', () => {
    expect(checkGlossaryName('  Brand names ')).toBe('Brand names');
    expect(() => checkGlossaryName('   ')).toThrowError('Give the glossary a name.');
    expect(() => checkGlossaryName('n'.repeat(101))).toThrowError(/at most 100 characters/);
  });

  test('languages are stored as codes, and a missing one means any language', () => {
    expect(checkGlossaryLanguage('Spanish')).toBe('es');
    expect(checkGlossaryLanguage('')).toBeNull();
    expect(checkGlossaryLanguage(null)).toBeNull();
    expect(() => checkGlossaryLanguage('Klingon')).toThrowError(/not a language Verso knows/);
  });
});
