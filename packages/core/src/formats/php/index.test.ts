import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UserFacingError } from '../../errors';
import { engineRoundTrip, identityRoundTrip, pseudoRoundTrip, roundTrip } from '../testing/round-trip';
import { hasTranslateToolkit, toolkitUnits } from '../testing/translate-toolkit';
import { decodeSource } from '../text-files/source-text';
import { pathOf } from '../values/key-path';
import { phpFormat } from './index';
import { readPhpLiteral } from './php-literal';
import { tokenizePhp } from './php-tokens';
import { findPhpValues } from './php-values';

const fixtures = join(import.meta.dirname, 'fixtures');
const fixtureFiles = readdirSync(fixtures)
  .filter((name) => name.endsWith('.php') && !name.endsWith('.pseudo.php'))
  .map((name) => join(fixtures, name));
const fixture = (name: string) => readFileSync(join(fixtures, name));

const text = (file: Buffer) => decodeSource(file, 'PHP').text;
const translate = (file: Buffer, translations: Record<string, string>) =>
  roundTrip(phpFormat, file, (source) => translations[source] ?? source).then((output) =>
    output.toString('utf8'),
  );

describe('PHP format', () => {
  describe.each(fixtureFiles.map((path) => [basename(path), path]))('%s', (name, path) => {
    const input = readFileSync(path);

    it('comes back byte for byte when nothing is translated', async () => {
      expect((await identityRoundTrip(phpFormat, input)).equals(input)).toBe(true);
    });

    it('pseudo-translates every value; re-tokenised, only those literals differ', async () => {
      const output = await pseudoRoundTrip(phpFormat, input);
      const before = tokenizePhp(text(input));
      const after = tokenizePhp(text(output));
      expect(after.map((token) => token.kind)).toEqual(before.map((token) => token.kind));
      const changed = after.filter((token, index) => token.text !== before[index]?.text);
      expect(changed.map((token) => token.kind)).toEqual(
        changed.map(() => expect.stringMatching(/^(?:single-quoted|double-quoted|heredoc)$/)),
      );
      const segments = (await phpFormat.extract(input, {})).segments;
      expect(changed).toHaveLength(segments.length);
      const valuesAfter = findPhpValues(text(output));
      const valuesBefore = findPhpValues(text(input));
      expect(valuesAfter.map(pathOf)).toEqual(valuesBefore.map(pathOf));
      const translated = valuesAfter.filter((value, index) => value.value !== valuesBefore[index]?.value);
      expect(translated.map((value) => value.value)).toEqual(
        segments.map(() => expect.stringMatching(/^⟦[\s\S]*⟧$/)),
      );
    });

    it('matches its golden pseudo-localised output (UPDATE=1 refreshes it)', async () => {
      const goldenPath = join(fixtures, name.replace(/\.php$/, '.pseudo.php'));
      const output = await pseudoRoundTrip(phpFormat, input);
      if (process.env.UPDATE === '1') writeFileSync(goldenPath, output);
      expect(output.toString('utf8')).toBe(readFileSync(goldenPath, 'utf8'));
    });
  });

  it('translates values, heredocs and nowdocs, never keys, function arguments or concatenations', async () => {
    const laravel = await phpFormat.extract(fixture('laravel-messages.php'), {});
    expect(laravel.segments.map((segment) => segment.id)).toEqual([
      'welcome',
      'title',
      'empty',
      'quote',
      'price',
      'lines',
      'nested.save',
      'nested.cancel',
      'nested.deep.hint',
      'count',
      'weekdays[0]',
      'weekdays[1]',
      'greeting',
      'heredoc',
      'nowdoc',
      'after',
    ]);
    expect(laravel.segments.find(({ id }) => id === 'greeting')?.text).toBe('Hello <x1/>');
    expect(laravel.segments.find(({ id }) => id === 'nowdoc')?.text).toBe('Nowdoc text with $dollar.');
    expect(laravel.segments[2]?.text).toBe("You don't have any books yet.");
    expect(laravel.segments[4]?.text).toBe('Every book costs $5 this week.');
    const codeigniter = await phpFormat.extract(fixture('codeigniter-lang.php'), {});
    expect(codeigniter.segments.map((segment) => segment.id)).toContain('db.error');
    expect(codeigniter.segments.map((segment) => segment.text)).not.toContain(
      'No direct script access allowed',
    );
    const constants = await phpFormat.extract(fixture('array-syntax.php'), {});
    expect(constants.segments[0]).toMatchObject({ id: 'LANG_WELCOME', text: 'Welcome to the library' });
  });

  it('escapes a translation for its quote style and never lets PHP interpolate a $', async () => {
    const laravel = await translate(fixture('laravel-messages.php'), {
      "You don't have any books yet.": 'Aún no tienes libros: C:\\libros\\ y $nada',
      'She said "hello" and left.': 'Dijo "hola", pagó $name y\\o se fue.',
      'First line\nSecond line': 'Primera\nSegunda',
    });
    expect(laravel).toContain("'empty' => 'Aún no tienes libros: C:\\\\libros\\\\ y $nada',");
    expect(laravel).toContain('\'quote\' => "Dijo \\"hola\\", pagó \\$name y\\\\o se fue.",');
    expect(laravel).toContain('\'lines\' => "Primera\\nSegunda",');
    const codeigniter = await translate(fixture('codeigniter-lang.php'), {
      'Your message has been sent\r\nusing the following protocol: %s':
        'Mensaje enviado\r\ncon el protocolo: %s',
    });
    expect(codeigniter).toContain('"Mensaje enviado\\r\\ncon el protocolo: %s";');
  });

  it('keeps Windows line endings, a byte-order mark and everything around the literals', async () => {
    const source =
      "\uFEFF<?php\r\n// Strings\r\nreturn [\r\n    'save' => 'Save changes', // button\r\n];\r\n";
    const output = await roundTrip(phpFormat, Buffer.from(source), () => 'Guardar cambios');
    expect(output.toString('utf8')).toBe(source.replace('Save changes', 'Guardar cambios'));
  });

  it('leaves the keys a user excludes, by name or by dotted path', async () => {
    const options = { excludeKeys: ['weekdays', 'nested.deep'] };
    const ids = (await phpFormat.extract(fixture('laravel-messages.php'), options)).segments.map(
      ({ id }) => id,
    );
    expect(ids.filter((id) => id.startsWith('weekdays') || id.startsWith('nested.deep'))).toEqual([]);
    expect(ids).toContain('nested.save');
  });

  it('translates English into Spanish with Apertium, Laravel placeholders intact', async () => {
    const output = await engineRoundTrip(phpFormat, fixture('laravel-messages.php'));
    const values = new Map(
      findPhpValues(text(output)).map((found) => [pathOf(found).join('.'), found.value]),
    );
    expect(values.get('title')).toMatch(/casa/);
    expect(values.get('welcome')).toMatch(/^Bienvenido, :name!$/);
    expect(values.get('nested.save')).toMatch(/cambios/);
    expect(values.get('route')).toBe('books.index');
    expect(values.get('greeting')).toMatch(/^Hola <x1\/>$/);
    expect(output.toString('utf8')).toMatch(/'greeting' => "Hola \$name",/);
    expect(output.toString('utf8')).toMatch(/'heredoc' => <<<EOT\nHeredoc texto con [^\n]*\nEOT,\n/);
  }, 60_000);
});

/** The variables each literal interpolates, literal by literal (sorted: a translation may reorder them). */
function interpolatedVariables(file: Buffer): string[][] {
  return tokenizePhp(text(file))
    .filter((token) => token.kind === 'double-quoted' || token.kind === 'heredoc')
    .map((token) => readPhpLiteral(token.text).interpolations.sort());
}

describe('PHP strings that interpolate variables', () => {
  const input = fixture('interpolated-strings.php');

  it('makes each variable a placeholder, and leaves concatenations and single quotes alone', async () => {
    const { segments } = await phpFormat.extract(input, {});
    const texts = new Map(segments.map(({ id, text }) => [id, text]));
    expect(texts.get('messages.greeting')).toBe('Hello <x1/>, welcome back');
    expect(texts.get('messages.letter')).toBe('Dear <x1/>,\nyour order <x2/> has "shipped".');
    expect(texts.get('messages.mixed')).toBe('Single quotes keep $name as written');
    expect(texts.has('messages.concatenated')).toBe(false);
    expect(texts.has('messages.empty')).toBe(false);
  });

  it('keeps every variable exactly, re-tokenised, when the engine moves or adds dollars', async () => {
    const output = await roundTrip(
      phpFormat,
      input,
      (source) => `$ ${source.split(' ').reverse().join(' ')} $x`,
    );
    expect(interpolatedVariables(output)).toEqual(interpolatedVariables(input));
    expect(text(output)).toContain(`'greeting' => "\\$ back welcome $name, Hello \\$x",`);
  });

  it('translates English into Spanish with Apertium, variables intact', async () => {
    const output = await engineRoundTrip(phpFormat, input);
    expect(interpolatedVariables(output)).toEqual(interpolatedVariables(input));
    const values = new Map(
      findPhpValues(text(output)).map((found) => [pathOf(found).join('.'), found.value]),
    );
    expect(values.get('messages.greeting')).toMatch(/^Hola <x1\/>, /);
    expect(text(output)).toContain("'greeting' => \"Hola $name, ");
    expect(text(output)).toMatch(
      /'letter' => <<<HTML\n {8}Querido \$name,\n {8}\S[^\n]*\{\$order->number\}[^\n]*\n {8}HTML,/,
    );
  }, 60_000);
});

// php2po takes identifiers like `books.index` but not interpolated strings, and cannot parse
// PHP 7.3 heredocs with an indented closing marker (README.md).
const recall: Record<string, { verso: number; toolkit: number }> = {
  'array-syntax.php': { verso: 8, toolkit: 9 },
  'codeigniter-lang.php': { verso: 8, toolkit: 8 },
  'flexible-heredoc.php': { verso: 4, toolkit: 0 },
  'interpolated-strings.php': { verso: 9, toolkit: 0 },
  'laravel-messages.php': { verso: 16, toolkit: 16 },
};

describe.skipIf(!hasTranslateToolkit())('PHP extraction recall against php2po', () => {
  it.each(fixtureFiles.map((path) => [basename(path), path]))('%s', async (name, path) => {
    const verso = (await phpFormat.extract(readFileSync(path), {})).segments.length;
    expect({ verso, toolkit: toolkitUnits('php2po', path) }).toEqual(recall[name]);
  });
});

const hostileInputs: [string, string | Buffer, RegExp][] = [
  [
    'an unclosed string',
    "<?php\nreturn [\n    'a' => 'Never closed,\n];\n",
    /line 3, column 12: a string is not closed/,
  ],
  [
    'an unclosed comment',
    '<?php\n/* started\nreturn [];\n',
    /line 2, column 1: a \/\* comment \*\/ is not closed/,
  ],
  ['an unclosed array', "<?php\nreturn [\n    'a' => 'A',\n", /line 2, column 8: this \[ is never closed/],
  ['a stray bracket', "<?php\nreturn ['a' => 'A']];\n", /line 2, column 20: unexpected \]/],
  ['an unclosed heredoc', "<?php\nreturn ['a' => <<<EOT\nText\n];\n", /heredoc EOT is never closed/],
  ['plain text', 'Just some text.\n', /no <\?php tag/],
  ['binary bytes', Buffer.from([0x3c, 0x3f, 0x70, 0x68, 0x70, 0x01, 0x02, 0x03]), /binary data/],
  ['UTF-16 without a byte-order mark', Buffer.from("<?php return ['a' => 'b'];", 'utf16le'), /binary data/],
  ['a PNG renamed .php', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), /really a PNG/],
  ['hostile nesting', `<?php return ${'['.repeat(100_000)}${']'.repeat(100_000)};`, /too deeply/],
];

describe('PHP files that cannot be read', () => {
  it.each(hostileInputs)('rejects %s with a message naming PHP', async (_name, input, message) => {
    const attempt = async () => phpFormat.extract(Buffer.from(input), {});
    await expect(attempt()).rejects.toBeInstanceOf(UserFacingError);
    await expect(attempt()).rejects.toMatchObject({
      code: 'bad_file',
      message: expect.stringMatching(/PHP/),
    });
    await expect(attempt()).rejects.toThrow(message);
  });
});
