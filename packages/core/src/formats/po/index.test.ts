import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { corpusFiles, engineRoundTrip, identityRoundTrip, pseudoRoundTrip } from '../testing/round-trip';
import { poFormat } from './index';
import { parsePo } from './parse-po';
import { decodePo } from './po-encoding';
import { type EntryView, entryViews, headerOf, msgfmtErrors, readPo, sourceSide } from './po-test-support';
import { isMonolingual } from './po-units';

const fixtures = join(import.meta.dirname, 'fixtures');
const ownFixtures = readdirSync(fixtures)
  .filter((name) => /\.pot?$/.test(name) && !name.includes('.pseudo.'))
  .map((name) => join(fixtures, name));
const allFiles = [...corpusFiles('po', ['.po', '.pot']), ...ownFixtures];

/** Verso leaves finished translations alone: every form filled and not fuzzy. */
const isFinished = (entry: EntryView) =>
  entry.msgid === '' || (entry.msgstr.every((form) => form !== '') && !entry.flags.includes('fuzzy'));

describe.each(allFiles)('PO %s', (path) => {
  const input = readFileSync(path);
  const before = entryViews(readPo(input));
  const passesMsgfmt = msgfmtErrors(input) === '';
  // A monolingual file's msgstrs are its source text: all of them are translated.
  const monolingual = isMonolingual(parsePo(decodePo(input).text).entries);

  it('keeps the source side byte for byte and fills each msgstr with its msgid when nothing is translated', async () => {
    const output = readPo(await identityRoundTrip(poFormat, input));
    expect(sourceSide(output)).toBe(sourceSide(readPo(input)));
    const after = entryViews(output);
    after.forEach((entry, index) => {
      const old = before[index] as EntryView;
      if (isFinished(old)) {
        expect(entry.msgstr).toEqual(old.msgstr);
        return;
      }
      const expected = entry.msgidPlural === undefined ? [entry.msgid] : [entry.msgid, entry.msgidPlural];
      expect(entry.msgstr).toEqual(expected);
      expect(entry.flags).not.toContain('fuzzy');
    });
    if (headerOf(readPo(input))) expect(headerOf(output)).toMatch(/^Language: es$/m);
  });

  it('pseudo-translates every untranslated entry and nothing else, keeping the file valid', async () => {
    const output = await pseudoRoundTrip(poFormat, input);
    const parsed = readPo(output);
    expect(sourceSide(parsed)).toBe(sourceSide(readPo(input)));
    const after = entryViews(parsed);
    expect(after.length).toBe(before.length);
    after.forEach((entry, index) => {
      const old = before[index] as EntryView;
      if (isFinished(old) && !monolingual) expect(entry.msgstr).toEqual(old.msgstr);
      else for (const form of entry.msgstr) expect(form).toMatch(/^\s*⟦.*⟧\s*$/s);
    });
    if (passesMsgfmt || path.endsWith('.pot')) expect(msgfmtErrors(output)).toBe('');
  });
});

describe('monolingual PO (msgid a key, the text in msgstr)', () => {
  const input = readFileSync(
    corpusFiles('po', ['.po']).find((path) => path.endsWith('okapi-TestMonoLingual_EN.po')) ?? '',
  );

  it('translates the msgstrs into Spanish with Apertium, keys kept', async () => {
    const output = (await engineRoundTrip(poFormat, input)).toString();
    expect(output).toMatch(/msgid "name100"\r?\nmsgstr "Mensaje para ID name100"/);
    expect(output).toContain('"Language: es\\n"');
  });

  it('is told apart from a bilingual file whose msgids are sentences', () => {
    const entries = (text: string) => parsePo(text).entries;
    expect(isMonolingual(entries('msgid "menu.open"\nmsgstr "Open a file"\n'))).toBe(true);
    expect(isMonolingual(entries('msgid "Open"\nmsgstr "Abrir"\n\nmsgid "Open a file"\nmsgstr ""\n'))).toBe(
      false,
    );
    expect(isMonolingual(entries('msgid "name"\nmsgstr "name"\n'))).toBe(false);
  });
});

describe.each(ownFixtures.map((path) => basename(path)))('PO fixture %s', (name) => {
  it('matches its golden pseudo-localised output (UPDATE=1 refreshes it)', async () => {
    const input = readFileSync(join(fixtures, name));
    const goldenPath = join(fixtures, name.replace(/\.(pot?)$/, '.pseudo.$1'));
    const output = await pseudoRoundTrip(poFormat, input);
    if (process.env.UPDATE === '1') writeFileSync(goldenPath, output);
    expect(output.toString('hex')).toBe(readFileSync(goldenPath).toString('hex'));
  });
});
