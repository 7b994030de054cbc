// Placeholders through the real `apertium` (Debian pairs eng-spa, spa-eng, eng-cat, fr-es, es-pt).
import { afterAll, describe, expect, it } from 'vitest';
import { apertiumEngine, closeApertiumPipelines } from './index';

const placeholder = /<\/?g\d+>|<x\d+\/>/g;

function placeholdersOf(text: string): string[] {
  return [...text.matchAll(placeholder)].map((match) => match[0]).sort();
}

function isBalanced(text: string): boolean {
  const open: string[] = [];
  for (const [tag] of text.matchAll(/<(\/?)g(\d+)>/g)) {
    if (!tag.startsWith('</')) open.push(tag.slice(1));
    else if (open.pop() !== tag.slice(2)) return false;
  }
  return open.length === 0;
}

async function translateOne(text: string, from: string, to: string): Promise<string> {
  const [translation] = await apertiumEngine.translate([text], from, to);
  return translation ?? '';
}

describe('Apertium engine with placeholders', () => {
  afterAll(() => closeApertiumPipelines());

  it('does not capitalise the word after a leading placeholder or a name it keeps', async () => {
    expect(await translateOne('<x1/> keeps the layout of the house.', 'en', 'es')).toBe(
      '<x1/> mantiene el diseño de la casa.',
    );
    expect(await translateOne('Verso keeps the layout.', 'en', 'es')).toBe('Verso mantiene el diseño.');
  });

  it('keeps a bold word on its translation when Apertium reorders the words', async () => {
    expect(await translateOne('The <g1>red</g1> car is fast.', 'en', 'es')).toContain('coche <g1>rojo</g1>');
    expect(await translateOne('El coche <g1>rojo</g1> es rápido.', 'es', 'en')).toBe(
      'The <g1>red</g1> car is fast.',
    );
  });

  it('keeps a link over several words one link', async () => {
    expect(await translateOne('Click <g1>this link</g1> to open <g2>the file</g2>.', 'en', 'es')).toBe(
      'Clic <g1>este enlace</g1> para abrir <g2>la lima</g2>.',
    );
    expect(await translateOne('Read the <g1>terms and conditions</g1> carefully.', 'en', 'ca')).toContain(
      '<g1>els termes i condicions</g1>',
    );
  });

  it('keeps nested pairs nested, and pairs whose words Apertium merged', async () => {
    expect(await translateOne('I have <g1>three <g2>big</g2> dogs</g1>.', 'en', 'es')).toBe(
      'Tengo <g1>tres perros <g2>grandes</g2></g1>.',
    );
    expect(await translateOne('The house <g1>of</g1> <g2>the</g2> man is big.', 'en', 'es')).toBe(
      'La casa <g1><g2>del</g2></g1> hombre es grande.',
    );
  });

  it('keeps line breaks between the words they stood between', async () => {
    expect(await translateOne('First line<x1/>second line of the text.', 'en', 'es')).toBe(
      'Primera línea<x1/>segunda línea del texto.',
    );
    expect(await translateOne('Première ligne<x1/>deuxième ligne.', 'fr', 'es')).toBe(
      'Primera línea<x1/>segunda línea.',
    );
  });

  it('keeps empty pairs, and pairs around nothing but a tag, where they were', async () => {
    expect(await translateOne('<x1/>Start here<x2/> and <g3></g3>end there<x4/>', 'en', 'es')).toBe(
      '<x1/>Inicio aquí<x2/> y <g3></g3>fin allí<x4/>',
    );
  });

  it('still strips unknown-word marks and keeps escaped characters of plain text', async () => {
    expect(await translateOne('He goed to the <g1>shopz</g1>.', 'en', 'es')).toBe(
      'Él goed al <g1>shopz</g1>.',
    );
    expect(await translateOne('The <g1>price</g1> is 3/4 [a] ^b$ @c \\d <e> {f} now.', 'en', 'es')).toBe(
      'El <g1>precio</g1> es 3/4 [un] ^b$ @c \\d <e> {f} ahora.',
    );
  });

  it('brings every placeholder back exactly once and balanced, whatever Apertium does to the words', async () => {
    const sources = [
      '<g1>Warning:</g1> do not <g2>delete</g2> the <g3>system folder</g3>.',
      '<g1>I</g1> <g2>think</g2> that <g3>it</g3> is <g4>raining</g4>.',
      'Press <g1>Save</g1><x2/>then <g3>close</g3> the window.',
      'My <g1>brother’s</g1> house is <g2>very <g3>old</g3></g2>.',
      'Read the <g1>terms and conditions</g1> before you <g2>sign up</g2>.',
    ];
    for (const to of ['es', 'ca']) {
      const translations = await apertiumEngine.translate(sources, 'en', to);
      translations.forEach((translation, index) => {
        expect(placeholdersOf(translation)).toEqual(placeholdersOf(sources[index] ?? ''));
        expect(isBalanced(translation)).toBe(true);
      });
    }
  });

  it('brings back a pair whose word Apertium dropped, empty', async () => {
    expect(await translateOne('<g1>I</g1> have a car.', 'en', 'es')).toBe('<g1></g1>Tengo un coche.');
  });

  it('keeps placeholders from Spanish to Portuguese', async () => {
    expect(
      await translateOne('Haz clic <g1>en este enlace</g1> para abrir <g2>el archivo</g2>.', 'es', 'pt'),
    ).toBe('Clica <g1>neste enlace</g1> para abrir <g2>o arquivo</g2>.');
  });
});
