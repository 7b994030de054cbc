// With the real Apertium dictionaries of the Debian pairs (eng-spa, fr-es, es-pt).
import { describe, expect, it } from 'vitest';
import { agreeAdjectives, regenderedReading } from './adjective-agreement';
import type { Gender } from './term-genders';

const genders = (entries: Record<string, Gender>) => new Map(Object.entries(entries));

describe('regenderedReading', () => {
  it('asks for the other gender of an adjective, and for nothing else', () => {
    expect(regenderedReading('^petite/petit<adj><f><sg>$', 'm')).toBe('^petit<adj><m><sg>$');
    expect(regenderedReading('^petite/petit<adj><f><sg>$', 'f')).toBeUndefined();
    expect(regenderedReading('^rouge/rouge<adj><mf><sg>/rouge<n><m><sg>$', 'f')).toBeUndefined();
    expect(regenderedReading('^casa/casa<n><f><sg>$', 'm')).toBeUndefined();
    expect(regenderedReading('^foo/*foo$', 'm')).toBeUndefined();
  });
});

describe('agreeAdjectives', () => {
  it('gives an adjective after the term, or said of it as the subject, the term’s gender', async () => {
    expect(await agreeAdjectives(['Le logement est petite.'], genders({ logement: 'm' }), 'fr')).toEqual([
      'Le logement est petit.',
    ]);
    expect(
      await agreeAdjectives(
        ['A viatura é muito vermelho.', 'Tenho uma viatura vermelho.'],
        genders({ viatura: 'f' }),
        'pt',
      ),
    ).toEqual(['A viatura é muito vermelha.', 'Tenho uma viatura vermelha.']);
    expect(await agreeAdjectives(['Compré un chalet pequeña.'], genders({ chalet: 'm' }), 'es')).toEqual([
      'Compré un chalet pequeño.',
    ]);
  });

  it('leaves a verb’s adjective alone when the term is not the subject, and languages it does not know', async () => {
    expect(
      await agreeAdjectives(['En el chalet es necesaria una llave.'], genders({ chalet: 'm' }), 'es'),
    ).toEqual(['En el chalet es necesaria una llave.']);
    expect(await agreeAdjectives(['The chalet is small.'], genders({ chalet: 'm' }), 'en')).toEqual([
      'The chalet is small.',
    ]);
  });
});
