import { describe, expect, it } from 'vitest';
import { genderByEnding } from './gender-by-ending';

describe('genderByEnding', () => {
  it('reads clear endings of Spanish, Portuguese and French nouns', () => {
    expect(genderByEnding('chalet', 'es')).toBe('m');
    expect(genderByEnding('canción de cuna', 'es')).toBe('f');
    expect(genderByEnding('viatura', 'pt')).toBe('f');
    expect(genderByEnding('automóvel', 'pt')).toBeUndefined();
    expect(genderByEnding('logement', 'fr')).toBe('m');
    expect(genderByEnding('Installation', 'fr')).toBe('f');
  });

  it('stays unsure of endings either gender has, and of languages it does not know', () => {
    expect(genderByEnding('sistema', 'es')).toBeUndefined();
    expect(genderByEnding('artista', 'pt')).toBeUndefined();
    expect(genderByEnding('été', 'fr')).toBeUndefined();
    expect(genderByEnding('Haus', 'de')).toBeUndefined();
  });
});
