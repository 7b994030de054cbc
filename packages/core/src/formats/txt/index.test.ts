import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { pseudoLocalise } from '../../engines/pseudo';
import { roundTrip as sharedRoundTrip } from '../testing/round-trip';
import { txtFormat } from './index';

const fixtures = join(import.meta.dirname, 'fixtures');
const inputs = readdirSync(fixtures).filter((name) => name.endsWith('.txt') && !name.endsWith('.pseudo.txt'));

const roundTrip = (input: Buffer, translate: (text: string) => string) =>
  sharedRoundTrip(txtFormat, input, translate);

describe('TXT format', () => {
  describe.each(inputs)('%s', (name) => {
    const input = readFileSync(join(fixtures, name));

    it('comes back byte for byte when nothing is translated', async () => {
      expect((await roundTrip(input, (text) => text)).equals(input)).toBe(true);
    });

    it('matches its golden pseudo-localised output (UPDATE=1 refreshes it)', async () => {
      const goldenPath = join(fixtures, name.replace(/\.txt$/, '.pseudo.txt'));
      const output = await roundTrip(input, pseudoLocalise);
      if (process.env.UPDATE === '1') writeFileSync(goldenPath, output);
      expect(output.toString('hex')).toBe(readFileSync(goldenPath).toString('hex'));
    });
  });

  it('makes each blank-line separated paragraph a segment, with LF line breaks inside', async () => {
    const document = await txtFormat.extract(readFileSync(join(fixtures, 'utf8-bom-crlf.txt')), {});
    expect(document.segments).toEqual([
      { id: 'p1', text: 'Première ligne\ndeuxième ligne' },
      { id: 'p2', text: 'Second paragraph.' },
    ]);
  });

  it('keeps the BOM and CRLF line endings', async () => {
    const output = await roundTrip(readFileSync(join(fixtures, 'utf8-bom-crlf.txt')), (text) =>
      text.toUpperCase(),
    );
    expect([...output.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(output.subarray(3).toString('utf8')).toBe(
      'PREMIÈRE LIGNE\r\nDEUXIÈME LIGNE\r\n\r\nSECOND PARAGRAPH.\r\n',
    );
  });

  it('keeps UTF-16 little- and big-endian with their byte-order marks', async () => {
    const little = await roundTrip(readFileSync(join(fixtures, 'utf16le-bom.txt')), () => 'Hola.');
    expect(little.equals(iconv.encode('Hola.\r\n\r\nHola.\r\n', 'utf-16le', { addBOM: true }))).toBe(true);
    const big = await roundTrip(readFileSync(join(fixtures, 'utf16be-bom.txt')), () => 'Hola.');
    expect(big.equals(iconv.encode('Hola.\n\nHola.\n', 'utf-16be', { addBOM: true }))).toBe(true);
  });

  it('keeps a Windows-1252 file in Windows-1252', async () => {
    const output = await roundTrip(readFileSync(join(fixtures, 'windows-1252.txt')), (text) =>
      text.replace('café', 'thé'),
    );
    expect(
      output.equals(
        iconv.encode('Un thé, por favor.\r\n\r\nEl niño está aquí — “bien”.\r\n', 'windows-1252'),
      ),
    ).toBe(true);
  });

  it('writes UTF-8 with a BOM when the legacy encoding cannot hold the translation', async () => {
    const output = await roundTrip(readFileSync(join(fixtures, 'windows-1252.txt')), () => 'Привет');
    expect(output.toString('utf8')).toBe('\uFEFFПривет\r\n\r\nПривет\r\n');
  });

  it('keeps UTF-32 with its byte-order mark', async () => {
    const input = Buffer.concat([Buffer.from([0xff, 0xfe, 0, 0]), iconv.encode('Hello.\n', 'utf-32le')]);
    const output = await roundTrip(input, () => 'Hola.');
    expect(
      output.equals(Buffer.concat([Buffer.from([0xff, 0xfe, 0, 0]), iconv.encode('Hola.\n', 'utf-32le')])),
    ).toBe(true);
  });

  it('names the line of a cut UTF-8 character instead of inventing one', () => {
    const cut = Buffer.concat([
      Buffer.from('First line.\nSecond line with café '),
      Buffer.from([0xc3]),
      Buffer.from(' and more, more and more text to be sure.\n'),
    ]);
    expect(() => txtFormat.extract(cut, {})).toThrowError(
      /^This text file is UTF-8 with a damaged or cut character at line 2/,
    );
  });

  it('rejects a binary file with a clear message', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);
    expect(() => txtFormat.extract(png, {})).toThrowError(expect.objectContaining({ code: 'bad_file' }));
    expect(() => txtFormat.extract(Buffer.from([0x41, 0x01, 0x02, 0x42]), {})).toThrowError(
      /does not look like plain text/,
    );
  });
});
