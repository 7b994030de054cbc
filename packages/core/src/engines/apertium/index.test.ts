// Runs the real `apertium` with the Debian pairs eng-spa and es-pt installed.
import { describe, expect, it } from 'vitest';
import { UserFacingError } from '../../errors';
import { apertiumEngine, createApertiumEngine } from './index';

describe('Apertium engine', () => {
  it('translates English to Spanish', async () => {
    const [translation] = await apertiumEngine.translate(['The house is small.'], 'en', 'es');
    expect(translation).toContain('casa');
  });

  it('translates Spanish to Portuguese', async () => {
    const [translation] = await apertiumEngine.translate(['El libro está en la mesa.'], 'es', 'pt');
    expect(translation).toMatch(/livro/);
  });

  it('brings a batch of 50 sentences back as 50 translations in order', async () => {
    const sentences = Array.from({ length: 50 }, (_, index) => `I have ${index + 1} red cars.`);
    const translations = await apertiumEngine.translate(sentences, 'en', 'es');
    expect(translations).toHaveLength(50);
    translations.forEach((translation, index) => {
      expect(translation).toBe(`Tengo ${index + 1} coches rojos.`);
    });
  });

  it('keeps newlines, blank texts, markup characters and surrounding spaces', async () => {
    const translations = await apertiumEngine.translate(
      ['The house is small.\nThe car is red.', '   ', '  3 < 4 & 5  '],
      'en',
      'es',
    );
    expect(translations[0]).toBe('La casa es pequeña.\nEl coche es rojo.');
    expect(translations[1]).toBe('   ');
    expect(translations[2]).toBe('  3 < 4 & 5  ');
  });

  it('leaves no unknown-word marks', async () => {
    const [translation] = await apertiumEngine.translate(['He goed to the shopz.'], 'en', 'es');
    expect(translation).not.toMatch(/[*#@]/);
    expect(translation).toContain('shopz');
  });

  it('lists installed modes as ISO pairs', async () => {
    const pairs = await apertiumEngine.pairs();
    expect(pairs).toContainEqual({ from: 'en', to: 'es' });
    expect(pairs).toContainEqual({ from: 'pt', to: 'es' });
  });

  it('refuses a pair it has no mode for', async () => {
    await expect(apertiumEngine.translate(['Hallo'], 'de', 'en')).rejects.toMatchObject({
      code: 'unsupported_pair',
      message: expect.stringContaining('German → English'),
    });
  });

  it('reports itself unavailable, with how to fix it, when the command is missing', async () => {
    const missing = createApertiumEngine({ command: 'apertium-not-installed-here' });
    const status = await missing.status();
    expect(status.available).toBe(false);
    expect(status.detail).toMatch(/not found; install it with `apt-get install apertium/);
    expect(await missing.pairs()).toEqual([]);
    await expect(missing.translate(['Hi'], 'en', 'es')).rejects.toBeInstanceOf(UserFacingError);
  });
});
