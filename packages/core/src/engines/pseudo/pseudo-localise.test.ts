import { describe, expect, it } from 'vitest';
import { pseudoLocalise } from './pseudo-localise';

describe('pseudoLocalise', () => {
  it('accents letters and brackets the text', () => {
    expect(pseudoLocalise('The house is small.')).toMatch(/^⟦Ţĥé ĥöûšé îš šɱåļļ\. .+⟧$/);
  });

  it('lengthens text by 30 to 40 percent', () => {
    const source = 'Translate whole documents and keep their layout exactly as it was.';
    const ratio = pseudoLocalise(source).length / source.length;
    expect(ratio).toBeGreaterThanOrEqual(1.3);
    expect(ratio).toBeLessThanOrEqual(1.4);
  });

  it('keeps placeholders and markup intact', () => {
    const placeholders = [
      '{name}',
      '%s',
      '%d',
      '{{x}}',
      '<g1>',
      '</g1>',
      '<x2/>',
      'https://example.com/docs',
    ];
    const result = pseudoLocalise(
      `Hello {name}, %s has %d {{x}} <g1>files</g1><x2/> at https://example.com/docs.`,
    );
    for (const placeholder of placeholders) expect(result).toContain(placeholder);
  });

  it('keeps surrounding whitespace outside the brackets and leaves blank text alone', () => {
    expect(pseudoLocalise('  Hi\n')).toMatch(/^ {2}⟦Ĥî.*⟧\n$/);
    expect(pseudoLocalise(' \n ')).toBe(' \n ');
  });
});
