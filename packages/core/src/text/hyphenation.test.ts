import { describe, expect, it } from 'vitest';
import { syllablesFor } from './hyphenation';

describe('hyphenation', () => {
  it('cuts words where the language’s own patterns allow', () => {
    expect(syllablesFor('es')?.('extraordinariamente')).toEqual([
      'ex',
      'tra',
      'or',
      'di',
      'na',
      'ria',
      'men',
      'te',
    ]);
    expect(syllablesFor('en-GB')?.('hyphenation')).toEqual(['hy', 'phen', 'ation']);
    expect(syllablesFor('de')?.('Donaudampfschiff')?.length).toBeGreaterThan(2);
    expect(syllablesFor('fr')?.('ex')).toEqual(['ex']);
  });

  it('has nothing for languages written without spaces, or without patterns', () => {
    expect(syllablesFor('ja')).toBeUndefined();
    expect(syllablesFor('zh')).toBeUndefined();
    expect(syllablesFor('ar')).toBeUndefined();
    expect(syllablesFor('../../x')).toBeUndefined();
  });
});
