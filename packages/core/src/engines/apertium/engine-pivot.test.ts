// Pairs without a mode of their own, through Spanish, with the real `apertium` (Debian pairs eng-spa,
// spa-eng, es-pt, spa-ita, fr-es).
import { afterAll, describe, expect, it } from 'vitest';
import { apertiumEngine, closeApertiumPipelines, runningApertiumPipelines } from './index';

describe('Apertium engine through Spanish', () => {
  afterAll(() => closeApertiumPipelines());

  it('translates English to Portuguese through eng-spa and es-pt, placeholders included', async () => {
    const [translation] = await apertiumEngine.translate(['The <g1>red</g1> car is fast.'], 'en', 'pt');
    expect(translation).toMatch(/^O carro <g1>vermelho<\/g1> é /);
  });

  it('translates English to Italian and French to English', async () => {
    const [italian] = await apertiumEngine.translate(
      ['I have <g1>three <g2>big</g2> dogs</g1>.'],
      'en',
      'it',
    );
    expect(italian).toBe('Ho <g1>tre cani <g2>grandi</g2></g1>.');
    const [english] = await apertiumEngine.translate(['La voiture <g1>rouge</g1> est rapide.'], 'fr', 'en');
    expect(english).toBe('The <g1>red</g1> car is fast.');
  });

  it('keeps both steps warm: one pipeline per mode, the same across calls', async () => {
    await apertiumEngine.translate(['Warm up.'], 'en', 'pt');
    const before = runningApertiumPipelines().filter(({ mode }) => mode === 'eng-spa' || mode === 'es-pt');
    for (let index = 1; index <= 5; index++) {
      const [translation] = await apertiumEngine.translate([`I have ${index} cars.`], 'en', 'pt');
      expect(translation).toBe(`Tenho ${index} carros.`);
    }
    expect(before).toHaveLength(2);
    expect(runningApertiumPipelines()).toEqual(expect.arrayContaining(before));
  });

  it('lists pivot pairs once each, after the direct ones', async () => {
    const pairs = await apertiumEngine.pairs();
    expect(pairs).toContainEqual({ from: 'en', to: 'pt' });
    expect(pairs).toContainEqual({ from: 'en', to: 'it' });
    expect(pairs).toContainEqual({ from: 'fr', to: 'en' });
    expect(pairs.findIndex((pair) => pair.from === 'en' && pair.to === 'es')).toBeLessThan(
      pairs.findIndex((pair) => pair.from === 'en' && pair.to === 'pt'),
    );
    const keys = pairs.map((pair) => `${pair.from}-${pair.to}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('says when it translates through Spanish, and nothing for a direct pair', async () => {
    expect(await apertiumEngine.routeNote?.('en', 'pt')).toBe(
      'Apertium has no direct English → Portuguese pair; translated through Spanish (eng-spa, then es-pt).',
    );
    expect(await apertiumEngine.routeNote?.('fr', 'en')).toBe(
      'Apertium has no direct French → English pair; translated through Spanish (fr-es, then spa-eng).',
    );
    expect(await apertiumEngine.routeNote?.('en', 'es')).toBeUndefined();
    expect(await apertiumEngine.pivotLanguage?.('en', 'pt')).toBe('es');
    expect(await apertiumEngine.pivotLanguage?.('en', 'es')).toBeUndefined();
  });

  it('refuses a pair Spanish does not connect either', async () => {
    await expect(apertiumEngine.translate(['Hej'], 'sv', 'es')).rejects.toMatchObject({
      code: 'unsupported_pair',
    });
  });
});
