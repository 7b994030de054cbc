import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { splitProtectedSpans, stripPlaceholders } from '../../segments';
import { readPackage } from '../office-package';
import { corpusFiles, engineRoundTrip, identityRoundTrip, pseudoRoundTrip } from '../testing/round-trip';
import { firstZipEntry, missingParts, type VisibleText, visibleTexts } from './idml-checks';
import { sampleIdml } from './idml-sample';
import { idmlFormat } from './index';

const fixtures = join(import.meta.dirname, 'fixtures');
const fixtureStory = (name: string) => readFileSync(join(fixtures, name), 'utf8');
const styledSample = () =>
  sampleIdml({ u1: fixtureStory('styled-story.xml'), u2: fixtureStory('master-story.xml') });

const corpus = corpusFiles('idml', ['.idml']);
const files = new Map<string, Buffer>();
beforeAll(async () => {
  for (const file of corpus) files.set(basename(file), readFileSync(file));
  files.set('styled-story.idml', await styledSample());
});
const names = [...corpus.map((file) => basename(file)), 'styled-story.idml'];
const input = (name: string) => files.get(name) ?? Buffer.alloc(0);

const withoutLanguages = (data: Buffer) =>
  data.toString('latin1').replace(/ AppliedLanguage="[^"]*"/g, ' AppliedLanguage=""');

/** Words outside do-not-translate spans (numbers, URLs, e-mail addresses, codes). */
const wordsOf = (text: string) =>
  splitProtectedSpans(text)
    .filter((span) => !span.isProtected)
    .flatMap((span) => span.text.match(/\p{L}{2,}/gu) ?? []);

const pseudoAlphabet = Array.from('åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ');
const plainAlphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const unaccented = (text: string) =>
  Array.from(text, (letter) => plainAlphabet[pseudoAlphabet.indexOf(letter)] ?? letter).join('');

const boldWords = (texts: readonly VisibleText[]) =>
  new Set(texts.filter((text) => text.bold).flatMap((text) => wordsOf(unaccented(text.text))));

/** The README's table: segments per file. */
const segmentCounts: Record<string, number> = {
  'okapi-ConditionalText.idml': 8,
  'okapi-Test00.idml': 2,
  'okapi-Test01.idml': 6,
  'okapi-Test02.idml': 15,
  'okapi-Test03.idml': 17,
  'okapi-TextPathTest01.idml': 1,
  'okapi-helloworld-1.idml': 1,
  'okapi-testWithSpecialChars.idml': 7,
  'styled-story.idml': 12,
};

describe('IDML format on every corpus file and the fixture', () => {
  it('reads every corpus file, with as many segments as the README says', async () => {
    expect(names).toEqual(Object.keys(segmentCounts));
    for (const name of names) {
      const { segments } = await idmlFormat.extract(input(name), {});
      expect(segments.length, name).toBe(segmentCounts[name]);
    }
  });

  it.each(names)('%s: nothing translated gives the same parts back, byte for byte', async (name) => {
    const output = await identityRoundTrip(idmlFormat, input(name));
    const [before, after] = await Promise.all([
      readPackage(input(name), 'IDML'),
      readPackage(output, 'IDML'),
    ]);
    expect(after.entries.map(({ name, compressed }) => ({ name, compressed }))).toEqual(
      before.entries.map(({ name, compressed }) => ({ name, compressed })),
    );
    after.entries.forEach((entry, index) => {
      const original = before.entries[index]?.data ?? Buffer.alloc(0);
      if (entry.name === 'Resources/Styles.xml' || entry.name.startsWith('Stories/')) {
        expect(withoutLanguages(entry.data), entry.name).toBe(withoutLanguages(original));
      } else expect(entry.data.equals(original), entry.name).toBe(true);
    });
  });

  it.each(names)(
    '%s: pseudo-translated, it opens again with every text translated and bold kept',
    async (name) => {
      const source = input(name);
      const output = await pseudoRoundTrip(idmlFormat, source);
      expect(firstZipEntry(output)).toEqual({ name: 'mimetype', stored: true });
      const pkg = await readPackage(output, 'IDML');
      expect(missingParts(pkg)).toEqual([]);
      const [before, after] = await Promise.all([
        idmlFormat.extract(source, {}),
        idmlFormat.extract(output, {}),
      ]);
      expect(after.segments).toHaveLength(before.segments.length);

      const sourceTexts = visibleTexts(await readPackage(source, 'IDML'));
      const outputTexts = visibleTexts(pkg);
      const sourceWords = new Set(sourceTexts.flatMap((text) => wordsOf(text.text)));
      const left = outputTexts.flatMap((text) => wordsOf(text.text)).filter((word) => sourceWords.has(word));
      expect(left).toEqual([]);
      for (const word of boldWords(sourceTexts)) expect(boldWords(outputTexts), word).toContain(word);
    },
  );
});

describe('IDML translated by Apertium (en→es)', () => {
  const spanish = /\b(el|la|los|las|de|del|es|una?|y|en|con|para|esto|este|esta|nota|hola|mundo|celda)\b/i;

  it.each(['okapi-helloworld-1.idml', 'okapi-Test02.idml', 'okapi-ConditionalText.idml'])(
    '%s reads in Spanish',
    async (name) => {
      const output = await engineRoundTrip(idmlFormat, input(name));
      const texts = visibleTexts(await readPackage(output, 'IDML')).map((text) => text.text);
      expect(texts.join(' ')).toMatch(spanish);
    },
    60_000,
  );

  it('translates the body, table cells, footnotes, notes and master pages', async () => {
    const output = await engineRoundTrip(idmlFormat, input('styled-story.idml'));
    const { segments } = await idmlFormat.extract(output, {});
    const texts = segments.map((segment) => stripPlaceholders(segment.text));
    expect(texts[0]).toMatch(/jardín/);
    expect(texts[4]).toMatch(/lista/);
    expect(texts[5]).toMatch(/nombres/);
    expect(texts.slice(6, 10).join(' ')).toMatch(/Hierbas/);
    expect(texts[11]).toMatch(/jardín/);
    const styles = (await readPackage(output, 'IDML')).entries.find(
      (entry) => entry.name === 'Resources/Styles.xml',
    );
    expect(styles?.data.toString()).toContain('AppliedLanguage="$ID/Spanish: Castilian"');
  }, 60_000);
});

describe('IDML paragraphs', () => {
  it('reads a paragraph across ranges, and several paragraphs in one range split at Br', async () => {
    const { segments } = await idmlFormat.extract(input('styled-story.idml'), {});
    expect(segments.slice(0, 4).map((segment) => segment.text)).toEqual([
      'The garden opens at <g1>nine in the morning</g1> and closes when the <g2>last visitor leaves</g2>.',
      'Bring your own gloves<x1/>and a bottle of water.',
      'Read the <g1>watering guide</g1> before your first shift, or write to garden@example.org.',
      'Every bed has two volunteers<g1>, listed below</g1><x2/><g3>.</g3><x4/>',
    ]);
    expect(segments.at(-2)?.text).toBe(
      'Tools are kept in the <g1>green </g1><x2/>shed<g3> behind the <g4>greenhouse</g4></g3>.',
    );
  });

  it('writes the pseudo-translated fixture story as the golden file shows', async () => {
    const output = await pseudoRoundTrip(idmlFormat, input('styled-story.idml'));
    const story = (await readPackage(output, 'IDML')).entries.find(
      (entry) => entry.name === 'Stories/Story_u1.xml',
    );
    const golden = join(fixtures, 'styled-story.pseudo.xml');
    if (process.env.UPDATE) writeFileSync(golden, story?.data ?? '');
    expect(story?.data.toString()).toBe(readFileSync(golden, 'utf8'));
  });

  it('keeps the markup of an untranslated paragraph and rewrites only the changed one', async () => {
    const document = await idmlFormat.extract(input('okapi-Test00.idml'), {});
    const translations = document.segments.map((segment) => segment.text);
    translations[1] = 'Hola otra vez <g1>Mundo!</g1>';
    const output = await idmlFormat.rebuild(document, translations, { from: 'en', to: 'es', options: {} });
    const story = (await readPackage(output, 'IDML')).entries.find((entry) =>
      entry.name.startsWith('Stories/'),
    );
    const text = story?.data.toString() ?? '';
    expect(text).toContain('<Content>Hello </Content>');
    expect(text).toContain(
      '<CharacterStyleRange AppliedCharacterStyle="CharacterStyle/$ID/[No character style]"><Content>Hola otra vez </Content></CharacterStyleRange><CharacterStyleRange AppliedCharacterStyle="CharacterStyle/$ID/[No character style]" FontStyle="Bold"><Content>Mundo!</Content></CharacterStyleRange>',
    );
  });
});

describe('IDML options and languages', () => {
  it('leaves InDesign notes untranslated with skipComments', async () => {
    const all = await idmlFormat.extract(input('okapi-Test02.idml'), {});
    const skipping = await idmlFormat.extract(input('okapi-Test02.idml'), { skipComments: true });
    const texts = skipping.segments.map((segment) => segment.text);
    expect(texts.some((text) => text.includes('This is a note'))).toBe(false);
    expect(skipping.segments).toHaveLength(all.segments.length - 2);
    const output = await pseudoRoundTrip(idmlFormat, input('okapi-Test02.idml'), {
      options: { skipComments: true },
    });
    const story = visibleTexts(await readPackage(output, 'IDML')).map((text) => text.text);
    expect(story).toContain('This is a note. It may or may not need to be translated.');
    expect(story).not.toContain('Text after the table.');
  });

  it('leaves the stories of master pages untranslated with skipMasterSlides', async () => {
    const all = await idmlFormat.extract(input('styled-story.idml'), {});
    const skipping = await idmlFormat.extract(input('styled-story.idml'), { skipMasterSlides: true });
    expect(skipping.segments.map((segment) => segment.id)).toEqual(
      all.segments.map((segment) => segment.id).filter((id) => !id.startsWith('Stories/Story_u2.xml')),
    );
    const output = await pseudoRoundTrip(idmlFormat, input('styled-story.idml'), {
      options: { skipMasterSlides: true },
    });
    const texts = visibleTexts(await readPackage(output, 'IDML')).map((text) => text.text);
    expect(texts).toContain('Community garden handbook, page ');
    expect(texts).not.toContain('The garden opens at ');
  });

  it('names the target language on the ranges and styles that name one, and leaves unknown ones', async () => {
    const german = await identityRoundTrip(idmlFormat, input('styled-story.idml'), { to: 'de' });
    const pkg = await readPackage(german, 'IDML');
    const text = (name: string) => pkg.entries.find((entry) => entry.name === name)?.data.toString() ?? '';
    expect(text('Resources/Styles.xml')).toContain('AppliedLanguage="$ID/de_DE_2006"');
    expect(text('Stories/Story_u1.xml')).toContain('AppliedLanguage="$ID/de_DE_2006"');
    const code = await sampleIdml({
      u1: '<ParagraphStyleRange><CharacterStyleRange AppliedLanguage="$ID/[No Language]"><Content>git log</Content></CharacterStyleRange></ParagraphStyleRange>',
    });
    const codeOutput = await readPackage(await pseudoRoundTrip(idmlFormat, code), 'IDML');
    expect(
      codeOutput.entries.find((entry) => entry.name === 'Stories/Story_u1.xml')?.data.toString(),
    ).toContain('AppliedLanguage="$ID/[No Language]"');
    const swahili = await identityRoundTrip(idmlFormat, input('styled-story.idml'), { to: 'sw' });
    const [before, after] = await Promise.all([
      readPackage(input('styled-story.idml'), 'IDML'),
      readPackage(swahili, 'IDML'),
    ]);
    expect(
      after.entries.every((entry, index) =>
        entry.data.equals(before.entries[index]?.data ?? Buffer.alloc(0)),
      ),
    ).toBe(true);
  });
});
