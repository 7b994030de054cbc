// The pairs `npm start` and CI install beyond English, Spanish and the Romance languages, translated by
// the real `apertium` (Debian's apertium-swe-dan, -swe-nor, -mkd-bul, -ind-zlm, -spa-cat, -pt-gl).
import { afterAll, describe, expect, it } from 'vitest';
import { apertiumEngine, closeApertiumPipelines } from './index';

const translate = async (text: string, from: string, to: string) =>
  (await apertiumEngine.translate([text], from, to))[0];

describe('Apertium pairs installed by default', () => {
  afterAll(() => closeApertiumPipelines());

  it('translates between the Scandinavian languages', async () => {
    expect(await translate('Företaget släppte en ny version av programmet.', 'sv', 'da')).toBe(
      'Virksomheden udgav en ny version af programmet.',
    );
    expect(await translate('Spara dokumentet innan du stänger det.', 'sv', 'no')).toBe(
      'Spar dokumentet innen du stenger det.',
    );
  });

  it('translates Macedonian to Bulgarian and Indonesian to Malay', async () => {
    expect(await translate('Владата објави нови мерки вчера.', 'mk', 'bg')).toBe(
      'Правителството обяви нови мерки вчера.',
    );
    expect(await translate('Perusahaan merilis versi baru dari program itu.', 'id', 'ms')).toMatch(
      /^Syarikat mengeluarkan versi baru/,
    );
  });

  it('translates Spanish to Catalan directly, and Galician to Catalan through Spanish', async () => {
    expect(await translate('La empresa publicó ayer una nueva versión del programa.', 'es', 'ca')).toBe(
      "L'empresa va publicar ahir una nova versió del programa.",
    );
    expect(await apertiumEngine.pivotLanguage?.('gl', 'ca')).toBe('es');
    expect(await translate('A empresa publicou onte unha nova versión do programa.', 'gl', 'ca')).toMatch(
      /^L'empresa va publicar ahir una nova versió del programa/,
    );
  });
});
