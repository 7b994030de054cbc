import { describe, expect, it } from 'vitest';
import { capitalised } from './capitalised';

describe('capitalised', () => {
  it('starts a lower-case name with a capital, by the locale’s rules', () => {
    expect(capitalised('image', 'en')).toBe('Image');
    expect(capitalised('español (México)', 'es')).toBe('Español (México)');
    expect(capitalised('istanbul', 'tr')).toBe('İstanbul');
  });

  it('keeps a name whose casing is its own', () => {
    expect(capitalised('arXiv paper', 'en')).toBe('arXiv paper');
    expect(capitalised('PDF', 'en')).toBe('PDF');
  });
});
