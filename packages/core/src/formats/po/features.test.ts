import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../testing/corpus';
import { identityRoundTrip, roundTrip } from '../testing/round-trip';
import { benchSample } from './bench-sample';
import { poFormat } from './index';
import { entryViews, headerOf, msgfmtErrors, readPo } from './po-test-support';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name));
const corpus = (name: string) => readFileSync(corpusFile(`po/${name}`));
const entry = (output: Buffer, msgid: string) =>
  entryViews(readPo(output)).find((view) => view.msgid === msgid);

describe('PO extraction', () => {
  it('makes a segment of each untranslated msgid and msgid_plural, with msgctxt as context', async () => {
    const { segments } = await poFormat.extract(fixture('app.pot'), {});
    expect(segments.map((segment) => segment.text)).toEqual([
      'Welcome to your new house',
      'Hello %s, you have no new messages.',
      '%d file',
      '%d files',
      'Open',
      'Open',
      'Read the <g1>Verso</g1> guide or visit <g2>our help page</g2>.',
      'Verso translates documents while keeping their layout, so the file you get back looks like the file you sent. Large files are split into pages and translated in the background.',
      'Usage:\n\tverso translate <x1/>\nQuotes like "this" and a backslash \\ are kept.',
      'You have {count} items in the cart',
    ]);
    expect(segments[4]?.context).toEqual({ disambiguation: 'menu' });
    expect(segments[5]?.context).toEqual({ disambiguation: 'door state' });
  });

  it('leaves finished translations out and takes fuzzy ones, unless asked to overwrite everything', async () => {
    const input = fixture('partly-translated.po');
    const texts = async (overwriteExisting: boolean) =>
      (await poFormat.extract(input, { overwriteExisting })).segments.map((segment) => segment.text);
    expect(await texts(false)).toEqual([
      'Hello %s, you have no new messages.',
      '%d folder',
      '%d folders',
      'Save the changes before you close the window.',
      'Your settings are stored on this computer only. Nobody else can read them, not even the people who run this service.',
    ]);
    expect(await texts(true)).toHaveLength(8);
  });
});

describe('PO plural forms follow the target language', () => {
  const plurals = async (to: string) => {
    const output = await roundTrip(poFormat, fixture('app.pot'), (text) => `«${text}»`, { to });
    return { output, forms: entry(output, '%d file')?.msgstr, header: headerOf(readPo(output)) };
  };

  it('writes three Russian forms, the singular in form 0, and Russian Plural-Forms', async () => {
    const { output, forms, header } = await plurals('ru');
    expect(forms).toEqual(['«%d file»', '«%d files»', '«%d files»']);
    expect(header).toContain(
      'Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);',
    );
    expect(header).toMatch(/^Language: ru$/m);
    expect(msgfmtErrors(output)).toBe('');
  });

  it('writes six Arabic forms with the singular in form 1 (form 0 is for zero)', async () => {
    const { output, forms } = await plurals('ar');
    expect(forms).toEqual([
      '«%d files»',
      '«%d file»',
      '«%d files»',
      '«%d files»',
      '«%d files»',
      '«%d files»',
    ]);
    expect(msgfmtErrors(output)).toBe('');
  });

  it('writes the one Japanese form from the plural, as it counts any number', async () => {
    const { output, forms, header } = await plurals('ja');
    expect(forms).toEqual(['«%d files»']);
    expect(header).toContain('Plural-Forms: nplurals=1; plural=0;');
    expect(msgfmtErrors(output)).toBe('');
  });

  it('pads a kept translation to the target language’s forms and marks it fuzzy for review', async () => {
    const output = await identityRoundTrip(poFormat, fixture('partly-translated.po'), { to: 'ru' });
    expect(entry(output, '%d file')).toMatchObject({
      msgstr: ['%d archivo', '%d archivos', '%d archivos'],
      flags: ['fuzzy', 'c-format'],
    });
    expect(msgfmtErrors(output)).toBe('');
  });
});

describe('PO flags', () => {
  it('removes fuzzy from the entries it fills and keeps the other flags and the previous msgid', async () => {
    const output = (await identityRoundTrip(poFormat, fixture('partly-translated.po'))).toString('utf8');
    expect(output).toContain(
      '#, c-format\n#| msgid "Hello %s"\nmsgid "Hello %s, you have no new messages."\n',
    );
    expect(output).toContain('#, fuzzy\n#~ msgid "Delete everything"\n#~ msgstr "Borrar todo"\n');
  });

  it('marks every filled entry fuzzy when asked, and no finished one', async () => {
    const output = await identityRoundTrip(poFormat, fixture('partly-translated.po'), {
      options: { markFuzzy: true },
    });
    const views = entryViews(readPo(output));
    expect(views.filter((view) => view.flags.includes('fuzzy')).map((view) => view.msgid)).toEqual([
      'Hello %s, you have no new messages.',
      '%d folder',
      'Save the changes before you close the window.',
      'Your settings are stored on this computer only. Nobody else can read them, not even the people who run this service.',
    ]);
    expect(output.toString('utf8')).toContain('#: src/pages/settings.tsx:8\n#, fuzzy\nmsgid');
    expect(msgfmtErrors(output)).toBe('');
  });
});

describe('PO strings', () => {
  it('escapes quotes, backslashes, tabs and line breaks in translations', async () => {
    const tricky = 'Di "hola"\ta C:\\temp\ny adiós';
    const output = await roundTrip(poFormat, fixture('partly-translated.po'), (text) =>
      text.startsWith('Save') ? tricky : text,
    );
    expect(entry(output, 'Save the changes before you close the window.')?.msgstr).toEqual([tricky]);
    expect(output.toString('utf8')).toContain('msgstr ""\n"Di \\"hola\\"\\ta C:\\\\temp\\n"\n"y adiós"\n');
    expect(msgfmtErrors(output)).toBe('');
  });

  it('wraps long translations at 79 columns like gettext', async () => {
    const output = await roundTrip(poFormat, fixture('app.pot'), (text) => `${text} `.repeat(6));
    const lines = output.toString('utf8').split('\n');
    expect(lines.filter((line) => line.startsWith('"') && line.length > 79)).toEqual([]);
    expect(entry(output, 'Welcome to your new house')?.msgstr[0]).toBe(
      'Welcome to your new house '.repeat(6),
    );
  });
});

describe('PO encodings and line endings', () => {
  it('gives back a Latin-1, CRLF file byte for byte apart from the filled msgstrs', async () => {
    const input = fixture('latin1-crlf.po');
    const filled = input
      .toString('latin1')
      .replace(/msgid "(.+)"\r\nmsgstr ""/g, 'msgid "$1"\r\nmsgstr "$1"');
    expect((await identityRoundTrip(poFormat, input)).toString('hex')).toBe(
      Buffer.from(filled, 'latin1').toString('hex'),
    );
  });

  it('keeps Latin-1 when the translation fits and CRLF everywhere', async () => {
    const output = await roundTrip(poFormat, fixture('latin1-crlf.po'), () => 'El café está listo.');
    expect(iconv.decode(output, 'latin1')).toContain('msgstr "El café está listo."\r\n');
    expect(
      output
        .toString('latin1')
        .split('\n')
        .slice(0, -1)
        .every((line) => line.endsWith('\r')),
    ).toBe(true);
  });

  it('switches to UTF-8 and says so in the header when Latin-1 cannot hold the translation', async () => {
    const output = await roundTrip(poFormat, fixture('latin1-crlf.po'), () => 'Кофе готов.', { to: 'ru' });
    const text = output.toString('utf8');
    expect(text).toContain('"Content-Type: text/plain; charset=UTF-8\\n"\r\n');
    expect(text).toContain('msgstr "Кофе готов."\r\n');
    expect(text).toContain('#: src/café.c:3\r\n');
    expect(msgfmtErrors(output)).toBe('');
  });

  it('reads a Windows-1251 catalogue as its header declares and writes it back in Windows-1251', async () => {
    const input = corpus('okapi-Test_DrupalRussianCP1251.po');
    const { segments } = await poFormat.extract(input, { overwriteExisting: true });
    expect(segments[0]?.text).toBe(
      'Allows filtered input of various types of informational, context-related links.',
    );
    const output = await identityRoundTrip(poFormat, input, { to: 'ru' });
    expect(iconv.decode(output, 'windows-1251')).toContain('"Language-Team: Русский <harzah@mail.ru>\\n"');
  });

  it('keeps a file without a final line break without one', async () => {
    const output = await identityRoundTrip(poFormat, corpus('okapi-Test04.po'));
    expect(output.toString('utf8').endsWith('"line 3"')).toBe(true);
  });
});

describe('PO bench sample', () => {
  it('is a valid catalogue of about the requested size with unique entries', async () => {
    const sample = benchSample(50_000);
    expect(sample.length).toBeGreaterThanOrEqual(50_000);
    expect(sample.length).toBeLessThan(51_000);
    expect(msgfmtErrors(await identityRoundTrip(poFormat, sample))).toBe('');
  });
});
