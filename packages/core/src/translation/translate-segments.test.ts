// The steps around the engine, with the real Apertium engine where the text matters and small
// in-test engines where a misbehaving engine is the point.
import { describe, expect, it } from 'vitest';
import { apertiumEngine } from '../engines/apertium';
import type { Engine } from '../engines/engine';
import { identityEngine } from '../engines/identity';
import { inMemoryTranslationMemory } from '../memory/in-memory-translation-memory';
import type { Segment } from '../segments';
import { translateSegments } from './translate-segments';

const segments = (...texts: string[]): Segment[] => texts.map((text, index) => ({ id: `s${index}`, text }));

/** Counts what reaches the engine, and answers as `answer` says. */
function recordingEngine(answer: (text: string) => string, overrides: Partial<Engine> = {}) {
  const received: string[][] = [];
  const engine: Engine = {
    ...identityEngine,
    id: 'recording',
    offline: false,
    translate: async (texts) => {
      received.push(texts);
      return texts.map(answer);
    },
    ...overrides,
  };
  return { engine, received };
}

describe('translateSegments', () => {
  it('keeps a bold word bold on its Spanish translation through Apertium', async () => {
    const { translations } = await translateSegments({
      segments: segments('The <g1>red</g1> car is fast.'),
      from: 'en',
      to: 'es',
      engine: apertiumEngine,
    });
    expect(translations[0]).toMatch(/coche <g1>rojo<\/g1>/);
  });

  it('has the next batch on its way while one is answered, when the engine takes two at once', async () => {
    let waiting = 0;
    let mostWaiting = 0;
    const { engine, received } = recordingEngine((text) => text.toUpperCase(), {
      maxBatchChars: 5,
      batchesInFlight: 2,
    });
    const answerSlowly = engine.translate;
    engine.translate = async (texts, from, to, options) => {
      mostWaiting = Math.max(mostWaiting, ++waiting);
      await new Promise((resolve) => setTimeout(resolve, 20));
      waiting -= 1;
      return answerSlowly(texts, from, to, options);
    };
    const { translations } = await translateSegments({
      segments: segments('one', 'two', 'three', 'four', 'five'),
      from: 'en',
      to: 'es',
      engine,
    });
    expect(translations).toEqual(['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE']);
    expect(received).toHaveLength(5);
    expect(mostWaiting).toBe(2);
  });

  it('translates a repeated segment once and takes it from memory the next time', async () => {
    const memory = inMemoryTranslationMemory();
    const { engine, received } = recordingEngine((text) => text.toUpperCase());
    const request = { from: 'en', to: 'es', engine, memory };
    const first = await translateSegments({
      ...request,
      segments: segments('Hello there', 'Hello there', 'Bye'),
    });
    expect(received.flat()).toEqual(['Hello there', 'Bye']);
    expect(first.translations).toEqual(['HELLO THERE', 'HELLO THERE', 'BYE']);
    expect(first.report).toMatchObject({ segments: 3, uniqueSegments: 2, memoryHits: 0 });

    const second = await translateSegments({ ...request, segments: segments('Hello  there', 'New line') });
    expect(received.at(-1)).toEqual(['New line']);
    expect(second.translations).toEqual(['HELLO THERE', 'NEW LINE']);
    expect(second.report.memoryHits).toBe(1);
  });

  it('translates the same text under two contexts (PO msgctxt) once each, and remembers them apart', async () => {
    const memory = inMemoryTranslationMemory();
    const received: { text: string; meaning?: string }[] = [];
    const { engine } = recordingEngine((text) => text, {
      translate: async (texts, _from, _to, options) =>
        texts.map((text, index) => {
          const meaning = options?.context?.[index]?.disambiguation;
          received.push({ text, meaning });
          return meaning === 'menu' ? 'Abrir' : 'Abierto';
        }),
    });
    const open = (meaning: string, id: string): Segment => ({
      id,
      text: 'Open',
      context: { disambiguation: meaning },
    });
    const request = { from: 'en', to: 'es', engine, memory };
    const first = await translateSegments({
      ...request,
      segments: [open('menu', 'a'), open('door state', 'b'), open('menu', 'c')],
    });
    expect(first.translations).toEqual(['Abrir', 'Abierto', 'Abrir']);
    expect(received).toEqual([
      { text: 'Open', meaning: 'menu' },
      { text: 'Open', meaning: 'door state' },
    ]);
    const again = await translateSegments({
      ...request,
      segments: [open('door state', 'd'), open('menu', 'e')],
    });
    expect(again.translations).toEqual(['Abierto', 'Abrir']);
    expect(again.report.memoryHits).toBe(2);
    expect(received).toHaveLength(2);
  });

  it('keeps URLs, e-mail addresses and variables away from the engine', async () => {
    const { engine, received } = recordingEngine((text) => text.toUpperCase());
    const { translations } = await translateSegments({
      segments: segments('Write to help@verso.example about {count} files at https://verso.example/a'),
      from: 'en',
      to: 'es',
      engine,
    });
    expect(received.flat()[0]).not.toMatch(/verso\.example|\{count\}/);
    expect(translations[0]).toBe(
      'WRITE TO help@verso.example ABOUT {count} FILES AT https://verso.example/a',
    );
  });

  it('asks a remote engine again when it drops a placeholder, and repairs what is still missing', async () => {
    const { engine, received } = recordingEngine((text) => text.replace(/<x\d+\/>/g, ''));
    const { translations, report } = await translateSegments({
      segments: segments('Press<x1/>Enter to continue'),
      from: 'en',
      to: 'es',
      engine,
    });
    expect(received).toHaveLength(2);
    expect(translations[0]).toMatch(/<x1\/>/);
    expect(report).toMatchObject({ retriedSegments: 1, placeholderRepairs: 1 });
  });

  it('passes blank and markup-only segments through without asking the engine', async () => {
    const { engine, received } = recordingEngine((text) => text);
    const { translations } = await translateSegments({
      segments: segments('  ', '<x1/>', '42'),
      from: 'en',
      to: 'es',
      engine,
    });
    expect(received).toEqual([]);
    expect(translations).toEqual(['  ', '<x1/>', '42']);
  });

  it('applies a glossary through Apertium by protecting its terms, and reports terms not honoured', async () => {
    const glossary = {
      name: 'brand',
      terms: [
        { source: 'Verso', target: 'Verso', keepAsIs: true },
        { source: 'car', target: 'automóvil' },
      ],
    };
    const { translations, report } = await translateSegments({
      segments: segments('Verso has a red car.'),
      from: 'en',
      to: 'es',
      engine: apertiumEngine,
      glossary,
    });
    expect(translations[0]).toContain('Verso');
    expect(translations[0]).toContain('automóvil');
    expect(translations[0]).not.toContain('coche');
    expect(report.glossaryMisses).toEqual([]);
  });

  it('reports a glossary term an engine ignored', async () => {
    const { engine } = recordingEngine(() => 'El coche rojo.', { handlesGlossary: true });
    const { report } = await translateSegments({
      segments: segments('The red car.'),
      from: 'en',
      to: 'es',
      engine,
      glossary: { name: 'cars', terms: [{ source: 'car', target: 'automóvil' }] },
    });
    expect(report.glossaryMisses).toEqual([{ source: 'car', target: 'automóvil', expected: 1, found: 0 }]);
  });

  it('gives the glossary to an engine that handles it, only with the terms the batch contains', async () => {
    const seen: unknown[] = [];
    const { engine } = recordingEngine((text) => text, { handlesGlossary: true });
    engine.translate = async (texts, _from, _to, options) => {
      seen.push(options?.glossary);
      return texts;
    };
    await translateSegments({
      segments: segments('The car.'),
      from: 'en',
      to: 'es',
      engine,
      glossary: {
        name: 'g',
        terms: [
          { source: 'car', target: 'automóvil' },
          { source: 'boat', target: 'barco' },
        ],
      },
    });
    expect(seen).toEqual([[{ source: 'car', target: 'automóvil' }]]);
  });

  it('hands the rest to the fallback engine when the engine fails, and says so', async () => {
    const failing = recordingEngine(() => {
      throw new Error('service down');
    });
    const { translations, report } = await translateSegments({
      segments: segments('The house is small.'),
      from: 'en',
      to: 'es',
      engine: { ...failing.engine, label: 'Remote' },
      fallback: apertiumEngine,
    });
    expect(translations).toEqual(['La casa es pequeña.']);
    expect(report.engine).toBe('apertium');
    expect(report.notes[0]).toMatch(
      /Remote failed \(service down\); Apertium translated this document instead\./,
    );
  });

  it('gives each text its context: title, neighbours, heading and page', async () => {
    const seen: unknown[] = [];
    const { engine } = recordingEngine((text) => text);
    engine.translate = async (texts, _from, _to, options) => {
      seen.push(...(options?.context ?? []));
      return texts;
    };
    await translateSegments({
      segments: [
        { id: 'a', text: 'Intro', context: { heading: 'Chapter 1', page: 1 } },
        { id: 'b', text: 'Body' },
      ],
      from: 'en',
      to: 'es',
      engine,
      documentTitle: 'Guide',
    });
    expect(seen).toEqual([
      { documentTitle: 'Guide', heading: 'Chapter 1', page: 1, previous: undefined, next: 'Body' },
      { documentTitle: 'Guide', heading: undefined, previous: 'Intro', next: undefined },
    ]);
  });

  it('gives the determiner before a substituted glossary term the term’s gender (Apertium, es/fr/pt)', async () => {
    const term = (source: string, target: string) => ({ source, target });
    const translate = async (text: string, to: string, target: string) =>
      (
        await translateSegments({
          segments: segments(text),
          from: 'en',
          to,
          engine: apertiumEngine,
          glossary: { name: 'houses', terms: [term('house', target)] },
        })
      ).translations[0];
    expect(await translate('The house is small.', 'es', 'vivienda')).toMatch(/^La vivienda/);
    expect(await translate('I live in the house.', 'es', 'chalet')).toContain('el chalet');
    expect(await translate('The house is small.', 'pt', 'residência')).toMatch(/^A residência/);
  });

  it('sends an engine that asks for it the term’s words marked, and other engines a placeholder', async () => {
    const glossary = { name: 'cars', terms: [{ source: 'car', target: 'automóvil' }] };
    const marking = recordingEngine((text) => text.replace('car', 'coche'), {
      termProtection: 'marked-words',
    });
    const placeholder = recordingEngine((text) => text);
    const request = { segments: segments('The car.'), from: 'en', to: 'es', glossary };
    const marked = await translateSegments({ ...request, engine: marking.engine });
    await translateSegments({ ...request, engine: placeholder.engine });
    expect(marking.received).toEqual([['The <g1>car</g1>.']]);
    expect(marked.translations).toEqual(['The automóvil.']);
    expect(placeholder.received).toEqual([['The <x1/>.']]);
  });

  describe('a glossary term through Apertium: the sentence is made with the source noun in place', () => {
    const translate = async (text: string, from: string, to: string, terms?: [string, string]) =>
      (
        await translateSegments({
          segments: segments(text),
          from,
          to,
          engine: apertiumEngine,
          glossary: terms && { name: 'terms', terms: [{ source: terms[0], target: terms[1] }] },
        })
      ).translations[0];

    // Each case: Apertium's own word for the term in the plain translation, and what the glossary gives.
    it.each([
      // A target of the other gender than Apertium's own word: determiner and adjective take the target's.
      ['es', 'fr', 'La casa es pequeña.', 'casa', 'maison', 'logement', /^Le logement est petit\.$/],
      ['es', 'fr', 'Vivo en la casa.', 'casa', 'maison', 'logement', /^Vif dans le logement\.$/],
      ['es', 'pt', 'El coche es rojo.', 'coche', 'carro', 'viatura', /^A viatura é vermelha\.$/],
      ['es', 'pt', 'Tengo un coche rojo.', 'coche', 'carro', 'viatura', /^Tenho uma viatura vermelha\.$/],
      ['en', 'es', 'I live in the house.', 'house', 'casa', 'chalet', /^Vivo en el chalet\.$/],
      ['en', 'es', 'The house is very small.', 'house', 'casa', 'chalet', /^El chalet es muy pequeño\.$/],
    ])('%s→%s %s with %s → %s', async (from, to, text, source, engineWord, target, expected) => {
      const plain = (await translate(text, from, to)) ?? '';
      expect(plain).toContain(engineWord);
      const withTerm = await translate(text, from, to, [source, target]);
      expect(withTerm).toMatch(expected);
      // No pronoun where the article was ("Il l'est logement", "L'il voiture"), no word more or less.
      expect(withTerm).not.toMatch(/\b(?:il|él|ele)\b|l'/i);
      expect(withTerm?.split(' ').length).toBe(plain.split(' ').length);
    });

    it.each([
      // A target of the same gender: the sentence is Apertium's, with the term swapped in.
      ['es', 'fr', 'El coche es rojo.', 'coche', 'voiture', 'bagnole', 'La bagnole est rouge.'],
      ['es', 'pt', 'El coche es rojo.', 'coche', 'carro', 'automóvel', 'O automóvel é vermelho.'],
      ['en', 'es', 'The house is small.', 'house', 'casa', 'vivienda', 'La vivienda es pequeña.'],
      ['en', 'pt', 'The house is small.', 'house', 'casa', 'residência', 'A residência é pequena.'],
    ])('%s→%s %s with %s → %s', async (from, to, text, source, engineWord, target, expected) => {
      const plain = (await translate(text, from, to)) ?? '';
      expect(plain.replace(engineWord, target)).toBe(expected);
      expect(await translate(text, from, to, [source, target])).toBe(expected);
    });

    it('keeps the term’s case, a term kept as is, a multiword term and one inside a bold span', async () => {
      const { translations } = await translateSegments({
        segments: segments('Verso has a red car.', 'The <g1>red car</g1> of the data center.', 'CAR!'),
        from: 'en',
        to: 'es',
        engine: apertiumEngine,
        glossary: {
          name: 'terms',
          terms: [
            { source: 'Verso', target: 'Verso', keepAsIs: true },
            { source: 'car', target: 'automóvil' },
            { source: 'data center', target: 'CPD' },
          ],
        },
      });
      expect(translations).toEqual([
        'Verso tiene un automóvil rojo.',
        'El <g1>automóvil rojo</g1> del CPD.',
        'AUTOMÓVIL!',
      ]);
    });
  });
});
