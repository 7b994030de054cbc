// Rebuilding a document from revised segments, per format family, with an engine that must not be asked.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Engine } from './engines/engine';
import { everyLanguagePair } from './engines/every-pair';
import { pseudoLocalise } from './engines/pseudo';
import { formatForFilename } from './formats/registry';
import { checkedOfficeStructure } from './formats/testing/office-structure';
import { rebuildDocument, type TranslatedSegment, translateDocument } from './pipeline';
import { corpusFile } from './testing/corpus';

const pseudoEngine: Engine = {
  id: 'pseudo-test',
  label: 'Pseudo (test)',
  offline: true,
  maxBatchChars: 1_000_000,
  status: async () => ({ available: true, detail: 'Built in.' }),
  pairs: async () => everyLanguagePair(),
  translate: async (texts) => texts.map((text) => pseudoLocalise(text)),
};

const engineThatMustNotRun: Engine = {
  ...pseudoEngine,
  id: 'must-not-run',
  translate: async () => {
    throw new Error('rebuildDocument called an engine');
  },
};

/** The segment texts of a document as its format reads it. */
async function textsOf(output: Buffer, filename: string) {
  const document = await formatForFilename(filename).extract(output, {}, 'es');
  return document.segments.map((segment) => segment.text).join('\n');
}

/** Revises the first `count` segments that have letters, keeping their placeholders. */
function revise(segments: readonly TranslatedSegment[], count: number) {
  const revised = [...segments];
  const chosen = segments
    .map((segment, index) => ({ segment, index }))
    .filter(({ segment }) => /\p{L}{3}/u.test(segment.source.replace(/<[^>]+>/g, '')))
    .slice(0, count);
  const words = chosen.map(({ index }) => `Revisado${index}`);
  chosen.forEach(({ segment, index }, position) => {
    const tags = segment.source.match(/<\/?[gx]\d+\/?>/g) ?? [];
    revised[index] = { ...segment, translation: `${words[position]} ${tags.join('')}` };
  });
  return { revised, words };
}

const documents = [
  { family: 'text (Markdown)', path: corpusFile('markdown/locize-xliff-README.md') },
  { family: 'markup (HTML)', path: corpusFile('html/argos-example.html') },
  { family: 'ZIP package (DOCX)', path: corpusFile('docx/argos-example.docx') },
  { family: 'ZIP package (PPTX)', path: corpusFile('pptx/okapi-sample.pptx') },
  { family: 'PDF', path: new URL('formats/pdf/fixtures/layout-sample.pdf', import.meta.url).pathname },
];

describe('rebuildDocument', () => {
  it.each(documents)(
    'writes a $family document with revised segments and no engine call',
    async ({ path }) => {
      const filename = path.split('/').at(-1) as string;
      const request = { input: readFileSync(path), filename, from: 'en', to: 'es' };
      const translated = await translateDocument({ ...request, engine: pseudoEngine });
      const { revised, words } = revise(translated.segments, 3);

      // Given an engine (as a job's settings carry one), rebuilding must not ask it.
      const withEngine = { ...request, engine: engineThatMustNotRun };
      const rebuilt = await rebuildDocument(withEngine, revised);

      expect(rebuilt.filename).toBe(translated.filename);
      await checkedOfficeStructure(rebuilt.output, request.input);
      const texts = await textsOf(rebuilt.output, rebuilt.filename);
      for (const word of words) expect(texts).toContain(word);
      // Segments nobody revised keep the engine's translation (its first long word, as layouts rewrap).
      const engineWord = revised
        .filter((segment, index) => segment === translated.segments[index])
        .map((segment) => segment.translation.replace(/<[^>]+>/g, '').match(/\p{L}{4,}/u)?.[0])
        .find(Boolean);
      expect(texts).toContain(engineWord);
      expect(rebuilt.placeholderRepairs).toBe(0);
    },
    // A PDF is read three times and written twice, in the PDF thread, on a shared machine.
    240_000,
  );
});

describe('rebuildDocument with translations that do not fit', () => {
  const html = {
    input: Buffer.from('<p>Press <b>Enter</b> to go on.</p><p>Then wait.</p>'),
    filename: 'steps.html',
    from: 'en',
    to: 'es',
  };

  it('puts back a placeholder a revision lost, as after an engine', async () => {
    const { segments } = await translateDocument({ ...html, engine: pseudoEngine });
    const [first, second] = segments as [TranslatedSegment, TranslatedSegment];
    expect(first.source).toBe('Press <g1>Enter</g1> to go on.');
    const rebuilt = await rebuildDocument(html, [
      { ...first, translation: 'Pulse Intro para seguir.' },
      second,
    ]);
    expect(rebuilt.placeholderRepairs).toBeGreaterThan(0);
    expect(rebuilt.output.toString()).toMatch(/<b>[^<]*<\/b>/);
    expect(rebuilt.output.toString()).toContain('Pulse');
  });

  it('refuses translations made for a document that now reads differently', async () => {
    const { segments } = await translateDocument({ ...html, engine: pseudoEngine });
    const changed = { ...html, input: Buffer.from('<p>Press <b>Escape</b> to stop.</p><p>Then wait.</p>') };
    await expect(rebuildDocument(changed, segments)).rejects.toThrowError(
      'steps.html now reads differently than when it was translated; translate it again.',
    );
  });
});
