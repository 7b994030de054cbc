import { describe, expect, it } from 'vitest';
import { agreeDeterminers } from './determiner-agreement';
import type { Gender } from './term-genders';

const genders = (entries: Record<string, Gender>) => new Map(Object.entries(entries));

describe('agreeDeterminers', () => {
  it('gives Spanish articles, contractions and demonstratives the term’s gender, keeping number and case', () => {
    const vivienda = genders({ vivienda: 'f', viviendas: 'f' });
    expect(agreeDeterminers('El vivienda es pequeña.', vivienda, 'es')).toBe('La vivienda es pequeña.');
    expect(agreeDeterminers('Vamos al vivienda del vivienda.', vivienda, 'es')).toBe(
      'Vamos a la vivienda de la vivienda.',
    );
    expect(agreeDeterminers('los viviendas, un vivienda, este vivienda', vivienda, 'es')).toBe(
      'las viviendas, una vivienda, esta vivienda',
    );
    expect(agreeDeterminers('La ordenador', genders({ ordenador: 'm' }), 'es')).toBe('El ordenador');
  });

  it('does the same in French and Portuguese', () => {
    expect(agreeDeterminers('Le machine est lente, du machine.', genders({ machine: 'f' }), 'fr')).toBe(
      'La machine est lente, de la machine.',
    );
    expect(agreeDeterminers('O residência e no residência.', genders({ residência: 'f' }), 'pt')).toBe(
      'A residência e na residência.',
    );
  });

  it('touches only a determiner directly before the whole term, and languages it knows', () => {
    const vivienda = genders({ vivienda: 'f' });
    expect(agreeDeterminers('el viviendario y el libro', vivienda, 'es')).toBe('el viviendario y el libro');
    expect(agreeDeterminers('der vivienda', vivienda, 'de')).toBe('der vivienda');
    expect(agreeDeterminers('El vivienda', new Map(), 'es')).toBe('El vivienda');
  });
});
