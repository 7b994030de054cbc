// Genders read by the real Apertium analysers of the Debian pairs (eng-spa, fr-es, es-pt).
import { describe, expect, it } from 'vitest';
import { analyserFor, genderOfAnalysis, termGenders } from './term-genders';

describe('term genders', () => {
  it('reads the head noun’s gender from an analysis', () => {
    expect(genderOfAnalysis('^vivienda/vivienda<n><f><sg>$')).toBe('f');
    expect(
      genderOfAnalysis('^centro/centrar<vblex><pri>/centro<n><m><sg>$ ^de/de<pr>$ ^datos/dato<n><f><pl>$'),
    ).toBe('m');
    expect(genderOfAnalysis('^foo/*foo$')).toBeUndefined();
  });

  it('asks the target language’s analyser, one term per line', async () => {
    const spanish = await termGenders(['vivienda', 'centro de datos', 'xyzzy'], 'es');
    expect([...spanish]).toEqual([
      ['vivienda', 'f'],
      ['centro de datos', 'm'],
    ]);
    expect((await termGenders(['machine', 'logiciel'], 'fr')).get('machine')).toBe('f');
    expect((await termGenders(['residência'], 'pt')).get('residência')).toBe('f');
  });

  it('knows nothing of a language without an analyser', async () => {
    expect(analyserFor('ja')).toBeUndefined();
    expect((await termGenders(['家'], 'ja')).size).toBe(0);
  });
});
