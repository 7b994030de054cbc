import { describe, expect, it } from 'vitest';
import {
  compoundSentences,
  hasHyphenCompound,
  spacedAnswer,
  unglueCompounds,
  withBlanksAroundHyphens,
} from './hyphen-compounds';

describe('hyphenated compounds', () => {
  it('are found between letters and digits, not in a range of spaced dashes', () => {
    expect(hasHyphenCompound('Two-Column Document')).toBe(true);
    expect(hasHyphenCompound('pages 10 - 20, a dash – here')).toBe(false);
  });

  it('send only the words around them a second time, without inline tags', () => {
    expect(compoundSentences('A <g1>short</g1> text. The two-column page is <x2/>here! Nothing else.')).toBe(
      'The two-column page is here!',
    );
    // Four words on each side: two runs of one sentence end as two sentences, so neither reads into the other.
    expect(
      compoundSentences(
        'In the first part of this long report a two-column table lists the results that each of the teams sent in for the long-term plan',
      ),
    ).toBe('this long report a two-column table lists the results. sent in for the long-term plan.');
    expect(compoundSentences('No compound — and a range 10 - 20.')).toBeUndefined();
  });

  it('get empty superblanks around their hyphens, read back as spaces but for the closing one', () => {
    expect(withBlanksAroundHyphens('Two-Column Document.[]')).toBe('Two[]-[]Column Document.[]');
    expect(spacedAnswer('Documento[]de[]dos Columnas.[]')).toBe('Documento de dos Columnas.[]');
  });

  it('take the spaced words where Apertium glued them, and nothing else', () => {
    const cases = [
      [
        'Documentodedos Columnas con Lorem',
        'Documento de dos Columnas con Lorem',
        'Documento de dos Columnas con Lorem',
      ],
      ['La mediadeplazo largo', 'La media de plazo larga', 'La media de plazo largo'],
      ['Un hombrebiensabido.', 'Un hombre bien - sabido.', 'Un hombre bien-sabido.'],
      // Words the first translation got right as one stay as they were.
      [
        'Enviar un email. Un sistema moderno.',
        'Enviar un e - correo. Un estatal - de - el',
        'Enviar un email. Un sistema moderno.',
      ],
    ];
    for (const [glued = '', spaced = '', expected] of cases)
      expect(unglueCompounds(glued, spaced)).toBe(expected);
  });
});
