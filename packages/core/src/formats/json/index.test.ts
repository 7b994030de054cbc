import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import iconv from 'iconv-lite';
import { type ParseError, parse } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
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
import { jsonFormat } from './index';
import { valueLeaves as leaves } from './value-leaves';

const fixtures = join(import.meta.dirname, 'fixtures');
const fixtureFiles = readdirSync(fixtures)
  .filter((name) => name.endsWith('.json') && !name.endsWith('.pseudo.json'))
  .map((name) => join(fixtures, name));
const corpus = corpusFiles('json', ['.json']);

/** Parses like an editor would (comments and trailing commas allowed) and fails on any syntax error. */
function parseJson(file: Buffer): unknown {
  const errors: ParseError[] = [];
  const value = parse(decodeSource(file, 'JSON').text, errors, { allowTrailingComma: true });
  expect(errors).toEqual([]);
  return value;
}

async function segmentIds(file: Buffer): Promise<Set<string>> {
  const document = await jsonFormat.extract(file, {});
  return new Set(document.segments.map((segment) => segment.id));
}

describe('JSON format', () => {
  describe.each([...fixtureFiles, ...corpus].map((path) => [basename(path), path]))('%s', (_name, path) => {
    const input = readFileSync(path);

    it('comes back byte for byte when nothing is translated', async () => {
      expect((await identityRoundTrip(jsonFormat, input)).equals(input)).toBe(true);
    });

    it('pseudo-translates every extracted string and leaves keys and other values as they were', async () => {
      const output = await pseudoRoundTrip(jsonFormat, input);
      const translated = await segmentIds(input);
      const before = leaves(parseJson(input));
      const after = leaves(parseJson(output));
      expect(after.map(([key]) => key)).toEqual(before.map(([key]) => key));
      after.forEach(([key, value], index) => {
        const original = before[index]?.[1];
        if (translated.has(key)) expect(value).toMatch(/^⟦[\s\S]*⟧$/);
        else expect(value).toEqual(original);
      });
    });
  });

  describe.each(fixtureFiles.map((path) => [basename(path), path]))('%s', (name, path) => {
    it('matches its golden pseudo-localised output (UPDATE=1 refreshes it)', async () => {
      const goldenPath = join(fixtures, name.replace(/\.json$/, '.pseudo.json'));
      const output = await pseudoRoundTrip(jsonFormat, readFileSync(path));
      if (process.env.UPDATE === '1') writeFileSync(goldenPath, output);
      expect(output.toString('utf8')).toBe(readFileSync(goldenPath, 'utf8'));
    });
  });

  it('translates text values only: not URLs, e-mails, paths, colours, dates, identifiers or formats', async () => {
    const document = await jsonFormat.extract(readFileSync(join(fixtures, 'i18next.json')), {});
    expect(document.segments.map((segment) => segment.id)).toEqual([
      'app.title',
      'app.welcome',
      'app.items_one',
      'app.items_other',
      'app.save',
      'app.confirmDelete',
      'account.heading',
      'weekdays[0]',
      'weekdays[1]',
      'weekdays[2]',
    ]);
    expect(document.segments[1]).toEqual({
      id: 'app.welcome',
      text: 'Welcome, {{name}}! You have new messages.',
      context: { heading: 'app.welcome' },
    });
  });

  it('leaves the keys a user excludes, by name or by dotted path', async () => {
    const input = readFileSync(join(fixtures, 'i18next.json'));
    const options = { excludeKeys: ['weekdays', 'app.save'] };
    const document = await jsonFormat.extract(input, options);
    const ids = document.segments.map((segment) => segment.id);
    expect(ids).not.toContain('app.save');
    expect(ids.filter((id) => id.startsWith('weekdays'))).toEqual([]);
    const output = (await roundTrip(jsonFormat, input, () => 'X', { options })).toString('utf8');
    expect(output).toContain('"save": "Save changes"');
    expect(output).toContain('["Monday", "Tuesday", "Wednesday"]');
    expect(output).toContain('"title": "X"');
  });

  it('translates Chrome messages but keeps their descriptions and placeholders for translators', async () => {
    const input = readFileSync(join(fixtures, 'chrome-messages.json'));
    const document = await jsonFormat.extract(input, {});
    expect(document.segments.map((segment) => segment.id)).toEqual([
      'extName.message',
      'savedPages.message',
      'openOptions.message',
    ]);
  });

  it('translates ARB messages, ICU plurals included, and leaves @-metadata alone', async () => {
    const document = await jsonFormat.extract(readFileSync(join(fixtures, 'flutter-arb.json')), {});
    expect(document.segments.map((segment) => segment.id)).toEqual(['helloWorld', 'unreadMessages']);
  });

  it('escapes non-ASCII characters and slashes only when the file did', async () => {
    const escaped = readFileSync(join(fixtures, 'escaped-unicode.json'));
    const output = await roundTrip(jsonFormat, escaped, (text) => text.replace('Café menu', 'Menú / café'));
    expect(output.toString('utf8')).toContain('"title": "Men\\u00fa \\/ caf\\u00e9"');
    const plain = readFileSync(join(fixtures, 'i18next.json'));
    const rebuilt = await roundTrip(jsonFormat, plain, (text) =>
      text.replace('Save changes', 'Guardar / menú'),
    );
    expect(rebuilt.toString('utf8')).toContain('"save": "Guardar / menú"');
  });

  it('keeps a UTF-16 file with its byte-order mark in UTF-16', async () => {
    const input = readFileSync(corpus.find((path) => path.endsWith('okapi-test03.json')) as string);
    const output = await roundTrip(jsonFormat, input, (text) => text.replace('Click Here', 'Haga clic aquí'));
    expect([...output.subarray(0, 2)]).toEqual([0xff, 0xfe]);
    expect(output.toString('utf16le')).toContain('"data": "Haga clic aquí"');
  });

  it('keeps a Windows-1252 file in Windows-1252, as the TXT format does', async () => {
    const input = iconv.encode('{ "title": "Café menu", "note": "Crème brûlée" }\n', 'windows-1252');
    const output = await roundTrip(jsonFormat, input, (text) => text.replace('Café menu', 'Menú del café'));
    expect(
      output.equals(iconv.encode('{ "title": "Menú del café", "note": "Crème brûlée" }\n', 'windows-1252')),
    ).toBe(true);
  });

  it('translates English into Spanish with Apertium, placeholders and structure intact', async () => {
    const input = readFileSync(join(fixtures, 'i18next.json'));
    const output = await engineRoundTrip(jsonFormat, input);
    const parsed = parseJson(output) as { app: Record<string, string>; account: Record<string, unknown> };
    expect(parsed.app.title).toMatch(/casa/);
    expect(parsed.app.welcome).toMatch(/^Bienvenido, \{\{name\}\}!/);
    expect(parsed.app.save).toMatch(/cambios/);
    expect(parsed.account.email).toBe('support@example.com');
    expect(leaves(parsed).map(([key]) => key)).toEqual(leaves(parseJson(input)).map(([key]) => key));
  }, 60_000);
});

// json2po stops at the first non-string value it cannot read (a number or boolean), so files with
// numbers give it nothing; Verso leaves ids and paths alone (see README.md).
const recall: Record<string, { verso: number; toolkit: number }> = {
  'okapi-jsontest.json': { verso: 11, toolkit: 11 },
  'okapi-test01.json': { verso: 11, toolkit: 11 },
  'okapi-test02.json': { verso: 5, toolkit: 8 },
  'okapi-test03.json': { verso: 7, toolkit: 0 },
  'okapi-test04.json': { verso: 21, toolkit: 31 },
  'okapi-test05.json': { verso: 7, toolkit: 0 },
  'okapi-test06.json': { verso: 21, toolkit: 31 },
  'okapi-test_refs3.txt.json': { verso: 0, toolkit: 0 },
  'okapi-test_refs4.txt.json': { verso: 0, toolkit: 0 },
  'okapi-test_refs5.txt.json': { verso: 0, toolkit: 0 },
  'okapi-test_refs6.txt.json': { verso: 0, toolkit: 0 },
};

describe.skipIf(!hasTranslateToolkit())('JSON extraction recall against json2po', () => {
  it.each(corpus.map((path) => [basename(path), path]))('%s', async (name, path) => {
    const verso = (await jsonFormat.extract(readFileSync(path), {})).segments.length;
    expect({ verso, toolkit: toolkitUnits('json2po', path) }).toEqual(recall[name]);
  });
});

const hostileInputs: [string, Buffer, RegExp][] = [
  [
    'a truncated file',
    Buffer.from('{\n  "title": "The house", \n  "save": "Sa'),
    /line 3, column 11: a string/,
  ],
  ['a missing comma', Buffer.from('{\n  "a": "One"\n  "b": "Two"\n}'), /line 3, column 3: expected a comma/],
  ['a single-quoted key', Buffer.from("{ 'a': 'One' }"), /line 1, column 3/],
  ['an empty file', Buffer.from(''), /line 1, column 1: expected a value/],
  ['prose, not JSON', Buffer.from('Hello there.\nThis is text.'), /malformed at line 1, column 1/],
  ['binary bytes', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x01, 0x02, 0x03, 0x7d]), /binary data/],
  ['UTF-16 without a byte-order mark', Buffer.from('{"a": "b"}', 'utf16le'), /binary data/],
  [
    'a PNG renamed .json',
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
    /really a PNG/,
  ],
  ['hostile nesting', Buffer.from(`${'['.repeat(100_000)}${']'.repeat(100_000)}`), /more than 256 levels/],
  ['deep nesting left open', Buffer.from('{"a":'.repeat(50_000)), /more than 256 levels/],
];

describe('JSON files that cannot be read', () => {
  it.each(hostileInputs)('rejects %s with a message naming JSON', async (_name, input, message) => {
    const attempt = async () => jsonFormat.extract(input, {});
    await expect(attempt()).rejects.toBeInstanceOf(UserFacingError);
    await expect(attempt()).rejects.toMatchObject({
      code: 'bad_file',
      message: expect.stringMatching(/JSON/),
    });
    await expect(attempt()).rejects.toThrow(message);
  });
});
