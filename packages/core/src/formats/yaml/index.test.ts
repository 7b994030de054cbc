import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments, visit } from 'yaml';
import { UserFacingError } from '../../errors';
import {
  corpusFiles,
  engineRoundTrip,
  identityRoundTrip,
  pseudoRoundTrip,
  roundTrip,
} from '../testing/round-trip';
import { hasTranslateToolkit, toolkitUnits } from '../testing/translate-toolkit';
import { decodeSource } from '../text-files/source-text';
import { formatKeyPath } from '../values/key-path';
import { yamlFormat } from './index';
import { keyPathOf } from './yaml-strings';

const fixtures = join(import.meta.dirname, 'fixtures');
const isYaml = (name: string) => /\.ya?ml$/.test(name) && !/\.pseudo\.ya?ml$/.test(name);
const fixtureFiles = readdirSync(fixtures)
  .filter(isYaml)
  .map((name) => join(fixtures, name));
const corpus = corpusFiles('yaml', ['.yaml', '.yml']);
const railsFixture = join(fixtures, 'rails-en.yml');

interface Node {
  kind: 'key' | 'value' | 'alias';
  path: string;
  value: unknown;
}

/** Every key, scalar value and alias of every document, in order, as the yaml library reads them. */
function parseYaml(file: Buffer): Node[] {
  const documents = parseAllDocuments(decodeSource(file, 'YAML').text, { uniqueKeys: false });
  return documents.flatMap((document, index) => {
    expect(document.errors).toEqual([]);
    const nodes: Node[] = [];
    visit(document, {
      Scalar(key, node, ancestors) {
        const path = `${index}:${formatKeyPath(keyPathOf(ancestors, node))}`;
        nodes.push({ kind: key === 'key' ? 'key' : 'value', path, value: node.value });
      },
      Alias(_key, node, ancestors) {
        nodes.push({ kind: 'alias', path: formatKeyPath(keyPathOf(ancestors, node)), value: node.source });
      },
    });
    return nodes;
  });
}

const commentLines = (file: Buffer) =>
  file
    .toString('utf8')
    .split(/\r?\n/)
    .filter((line) => line.trim().startsWith('#'));

/** The Rails root key is renamed to the target language; nothing else may change. */
const withRootRenamed = (input: Buffer) =>
  Buffer.from(input.toString('utf8').replace(/^en:$/m, 'es:'), 'utf8');

describe('YAML format', () => {
  describe.each([...fixtureFiles, ...corpus].map((path) => [basename(path), path]))('%s', (_name, path) => {
    const input = readFileSync(path);

    it('comes back byte for byte when nothing is translated (but for the language root key)', async () => {
      const output = await identityRoundTrip(yamlFormat, input);
      expect(output.toString('utf8')).toBe(withRootRenamed(input).toString('utf8'));
    });

    it('pseudo-translates every extracted string; keys, other values, comments and aliases hold', async () => {
      const output = await pseudoRoundTrip(yamlFormat, input, { from: 'en', to: 'en' });
      const document = await yamlFormat.extract(input, {});
      const before = parseYaml(input);
      const after = parseYaml(output);
      expect(after.map(({ kind, path }) => [kind, path])).toEqual(
        before.map(({ kind, path }) => [kind, path]),
      );
      const changed = after.filter((node, index) => node.value !== before[index]?.value);
      expect(
        changed.every(({ kind, value }) => kind === 'value' && /^\s*⟦[\s\S]*⟧\s*$/.test(String(value))),
      ).toBe(true);
      const changedOriginals = after
        .map((node, index) => (node.value === before[index]?.value ? undefined : before[index]?.value))
        .filter((value) => value !== undefined);
      expect(changedOriginals).toEqual(document.segments.map((segment) => segment.text));
      expect(commentLines(output)).toEqual(commentLines(input));
    });
  });

  describe.each(fixtureFiles.map((path) => [basename(path), path]))('%s', (name, path) => {
    it('matches its golden pseudo-localised output (UPDATE=1 refreshes it)', async () => {
      const goldenPath = join(fixtures, name.replace(/\.(ya?ml)$/, '.pseudo.$1'));
      const output = await pseudoRoundTrip(yamlFormat, readFileSync(path));
      if (process.env.UPDATE === '1') writeFileSync(goldenPath, output);
      expect(output.toString('utf8')).toBe(readFileSync(goldenPath, 'utf8'));
    });
  });

  it('translates text scalars only, and an anchored text once', async () => {
    const document = await yamlFormat.extract(readFileSync(railsFixture), {});
    expect(document.segments.map((segment) => segment.id)).toEqual([
      'en.shared.save',
      'en.shared.cancel',
      'en.books.title',
      'en.books.welcome',
      'en.books.count.one',
      'en.books.count.other',
      'en.books.empty',
      'en.books.intro',
      'en.books.notice',
      'en.books.tagged',
      'en.date.day_names[0]',
      'en.date.day_names[1]',
      'en.date.day_names[2]',
    ]);
    expect(document.segments[7]?.text).toBe(
      'Search the library by title or author.\nOpen a book to read it.\n',
    );
    expect(document.segments[8]?.text).toBe('Books you borrow are returned automatically after two weeks.');
  });

  it('keeps each scalar in its quoting style, quoting a plain one only when the text needs it', async () => {
    const translations: Record<string, string> = {
      'Save changes': 'Guardar: cambios',
      Cancel: "Can't cancel",
      'The house of books': 'La casa de los libros',
      'One book in your library': 'Un libro en tu biblioteca',
      'Search the library by title or author.\nOpen a book to read it.\n': 'Busca un libro.\nÁbrelo.\n',
      'Books you borrow are returned automatically after two weeks.': 'Se devuelven.\nSolos.',
      Monday: 'no',
    };
    const output = await roundTrip(
      yamlFormat,
      readFileSync(railsFixture),
      (text) => translations[text] ?? text,
    );
    const yaml = output.toString('utf8');
    expect(yaml).toContain('    save: "Guardar: cambios"\n');
    expect(yaml).toContain("    cancel: 'Can''t cancel'\n");
    expect(yaml).toContain('    title: "La casa de los libros"\n');
    expect(yaml).toContain('      one: Un libro en tu biblioteca\n');
    expect(yaml).toContain('    intro: |\n      Busca un libro.\n      Ábrelo.\n    notice: >-\n');
    expect(yaml).toContain('    notice: >-\n      Se devuelven.\n\n      Solos.\n    tagged:');
    expect(yaml).toContain('day_names: [Sunday, "no", Tuesday]');
    expect(parseYaml(output)).toContainEqual({
      kind: 'value',
      path: '0:es.books.notice',
      value: 'Se devuelven.\nSolos.',
    });
  });

  it('renames the Rails root key from the source to the target language, and no other', async () => {
    const rails = await roundTrip(yamlFormat, readFileSync(railsFixture), (text) => text, { to: 'pt-BR' });
    expect(rails.toString('utf8')).toMatch(/^pt-BR:$/m);
    const french = readFileSync(corpus.find((path) => path.endsWith('okapi-yamltest.yml')) as string);
    const untouched = await identityRoundTrip(yamlFormat, french, { from: 'en', to: 'es' });
    expect(untouched.toString('utf8')).toMatch(/^fr:$/m);
  });

  it('keeps Windows line endings, inside block scalars too', async () => {
    const output = await pseudoRoundTrip(yamlFormat, readFileSync(join(fixtures, 'symfony-messages.yaml')));
    expect(output.toString('utf8').replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('leaves the keys a user excludes, by name or by dotted path', async () => {
    const options = { excludeKeys: ['day_names', 'en.books.count'] };
    const document = await yamlFormat.extract(readFileSync(railsFixture), options);
    const ids = document.segments.map((segment) => segment.id);
    expect(ids.filter((id) => id.includes('day_names') || id.startsWith('en.books.count'))).toEqual([]);
    expect(ids).toContain('en.books.title');
  });

  it('gives a key path written twice, or spelt with a dotted key, ids of its own', async () => {
    const input = Buffer.from(
      [
        'en:',
        '  greeting: Hello there',
        '  greeting: Good morning',
        '  menu.open: Open the menu',
        '  menu:',
        '    open: Open it now',
        '    days: [Monday, Tuesday]',
        '  menu:',
        '    days: [Sunday]',
        '',
      ].join('\n'),
    );
    const document = await yamlFormat.extract(input, {});
    expect(document.segments.map(({ id, context }) => [id, context?.heading])).toEqual([
      ['en.greeting', 'en.greeting'],
      ['en.greeting#2', 'en.greeting'],
      ['en.menu.open', 'en.menu.open'],
      ['en.menu.open#2', 'en.menu.open'],
      ['en.menu.days[0]', 'en.menu.days[0]'],
      ['en.menu.days[1]', 'en.menu.days[1]'],
      ['en.menu.days[0]#2', 'en.menu.days[0]'],
    ]);
    expect((await identityRoundTrip(yamlFormat, input, { from: 'en', to: 'en' })).equals(input)).toBe(true);
  });

  it('translates English into Spanish with Apertium, placeholders and structure intact', async () => {
    const input = readFileSync(railsFixture);
    const output = await engineRoundTrip(yamlFormat, input);
    const leaves = new Map(parseYaml(output).map(({ path, value }) => [path, value]));
    expect(leaves.get('0:es.books.title')).toMatch(/casa/);
    expect(leaves.get('0:es.books.welcome')).toMatch(/^Bienvenido, %\{name\}!$/);
    expect(leaves.get('0:es.books.intro')).toMatch(/biblioteca/);
    expect(leaves.get('0:es.settings.help_url')).toBe('https://example.com/help');
    expect(parseYaml(output).map(({ path }) => path)).toEqual(
      parseYaml(withRootRenamed(input)).map(({ path }) => path),
    );
  }, 60_000);

  it('does not expand aliases, so a billion-laughs file stays small', async () => {
    const laughs = [
      'a: &a "lol"',
      ...Array.from({ length: 9 }, (_, level) => {
        const previous = String.fromCharCode(97 + level);
        return `${String.fromCharCode(98 + level)}: &${String.fromCharCode(98 + level)} [${Array(10).fill(`*${previous}`).join(', ')}]`;
      }),
    ].join('\n');
    const input = Buffer.from(`${laughs}\n`);
    const document = await yamlFormat.extract(input, {});
    expect(document.segments.map((segment) => segment.text)).toEqual(['lol']);
    const output = await pseudoRoundTrip(yamlFormat, input);
    expect(output.length).toBeLessThan(input.length + 50);
  });
});

// yaml2po refuses files with a key written twice (Okapi's configurations have several) and so gives
// nothing; elsewhere it also takes identifiers and YAML 1.1 booleans Verso leaves alone (README.md).
const recall: Record<string, { verso: number; toolkit: number }> = {
  'okapi-collapseWhitespaceOff.yml': { verso: 0, toolkit: 1 },
  'okapi-defaultConfiguration.yml': { verso: 146, toolkit: 0 },
  'okapi-doxygenConfiguration.yml': { verso: 461, toolkit: 0 },
  'okapi-dummyConfiguration.yml': { verso: 3, toolkit: 5 },
  'okapi-excelCommentConfiguration.yml': { verso: 4, toolkit: 5 },
  'okapi-excelConfiguration.yml': { verso: 12, toolkit: 15 },
  'okapi-excelStylesConfiguration.yml': { verso: 6, toolkit: 12 },
  'okapi-maximalistConfiguration.yml': { verso: 185, toolkit: 0 },
  'okapi-nonwellformedConfiguration.yml': { verso: 180, toolkit: 0 },
  'okapi-testConfig.yml': { verso: 105, toolkit: 0 },
  'okapi-testConfiguration1.yml': { verso: 160, toolkit: 0 },
  'okapi-wellformedConfiguration.yml': { verso: 189, toolkit: 0 },
  'okapi-withCodeFinderRules.yml': { verso: 177, toolkit: 195 },
  'okapi-yamltest.yml': { verso: 101, toolkit: 125 },
};

describe.skipIf(!hasTranslateToolkit())('YAML extraction recall against yaml2po', () => {
  it.each(corpus.map((path) => [basename(path), path]))('%s', async (name, path) => {
    const verso = (await yamlFormat.extract(readFileSync(path), {})).segments.length;
    expect({ verso, toolkit: toolkitUnits('yaml2po', path) }).toEqual(recall[name]);
  });
});

const hostileInputs: [string, Buffer, RegExp][] = [
  ['a truncated file', Buffer.from('title: "The house\nsave: Save'), /line \d+, column \d+/],
  ['a nested mapping on one line', Buffer.from('a: b: c\n'), /line 1, column 4/],
  ['tab indentation', Buffer.from('a:\n\tb: c\n'), /line 2, column 1/],
  ['an unclosed flow sequence', Buffer.from('days: [Monday, Tuesday\nnext: x\n'), /malformed at line/],
  ['binary bytes', Buffer.from([0x61, 0x3a, 0x20, 0x01, 0x02, 0x03, 0x0a]), /binary data/],
  ['UTF-16 without a byte-order mark', Buffer.from('a: b\n', 'utf16le'), /binary data/],
  ['a PNG renamed .yml', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), /really a PNG/],
  ['hostile flow nesting', Buffer.from(`a: ${'['.repeat(100_000)}${']'.repeat(100_000)}\n`), /too deeply/],
  ['hostile block nesting', Buffer.from(`${'- '.repeat(50_000)}x\n`), /too deeply/],
];

describe('YAML files that cannot be read', () => {
  it.each(hostileInputs)('rejects %s with a message naming YAML', async (_name, input, message) => {
    const attempt = async () => yamlFormat.extract(input, {});
    await expect(attempt()).rejects.toBeInstanceOf(UserFacingError);
    await expect(attempt()).rejects.toMatchObject({
      code: 'bad_file',
      message: expect.stringMatching(/YAML/),
    });
    await expect(attempt()).rejects.toThrow(message);
  });
});
