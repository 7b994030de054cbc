import { describe, expect, it } from 'vitest';
import { type OfficePackage, writePackage } from '../office-package';
import { roundTrip } from '../testing/round-trip';
import { odpFormat, odsFormat, odtFormat } from './index';
import { samplePackage, styledLetter, twoSheetWorkbook } from './testing/sample-documents';

const png = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);
const mimeType = 'application/vnd.oasis.opendocument.text';
const body = '<office:body><office:text><text:p>Hello</text:p></office:text></office:body>';

function letterWith(content: string): OfficePackage {
  return samplePackage({ mimeType, content, styles: '' });
}

function replacedPart(pkg: OfficePackage, name: string, data: string | Buffer): OfficePackage {
  return {
    entries: pkg.entries.map((entry) =>
      entry.name === name ? { ...entry, data: Buffer.from(data) } : entry,
    ),
  };
}

const laughs = [
  '<!ENTITY lol "lol">',
  ...Array.from(
    { length: 9 },
    (_, level) => `<!ENTITY lol${level + 1} "${`&lol${level || ''};`.repeat(10)}">`,
  ),
].join('');

async function brokenFiles(): Promise<[string, Buffer, RegExp, string][]> {
  const valid = await styledLetter();
  const letter = letterWith(body);
  return [
    ['PNG bytes', png, /not a valid ODT file: it is a PNG image/, 'bad_file'],
    [
      'a truncated package',
      valid.subarray(0, Math.floor(valid.length * 0.7)),
      /ODT file is damaged/,
      'bad_file',
    ],
    [
      'a ZIP bomb',
      await writePackage(replacedPart(letter, 'content.xml', Buffer.alloc(8 * 1024 * 1024))),
      /ZIP bomb/,
      'too_large',
    ],
    [
      'a package without content.xml',
      await writePackage({ entries: letter.entries.filter((entry) => entry.name !== 'content.xml') }),
      /not a valid ODT file: it has no content\.xml part/,
      'bad_file',
    ],
    [
      'a malformed content.xml',
      await writePackage(replacedPart(letter, 'content.xml', '<office:document-content><text:p>cut')),
      /malformed at line 1.*\(in its part content\.xml\)/,
      'bad_file',
    ],
    [
      'a malformed styles.xml',
      await writePackage(replacedPart(letter, 'styles.xml', '<office:document-styles></office:styles>')),
      /malformed.*\(in its part styles\.xml\)/,
      'bad_file',
    ],
    [
      'billion laughs in content.xml',
      await writePackage(
        replacedPart(letter, 'content.xml', `<?xml version="1.0"?><!DOCTYPE d [${laughs}]><d>&lol9;</d>`),
      ),
      /declares entities/,
      'bad_file',
    ],
    [
      'a DOCX renamed .odt',
      await writePackage({
        entries: [
          { name: '[Content_Types].xml', data: Buffer.from('<Types/>'), compressed: true },
          { name: 'word/document.xml', data: Buffer.from('<w:document/>'), compressed: true },
        ],
      }),
      /This file is a Word document \(DOCX\), not an ODT file\. Rename it \.docx/,
      'bad_file',
    ],
    [
      'an ODS renamed .odt',
      await twoSheetWorkbook(),
      /This file is an OpenDocument Spreadsheet \(ODS\), not an ODT file\. Rename it \.ods/,
      'bad_file',
    ],
    [
      'a password-protected document',
      await writePackage(
        replacedPart(
          letter,
          'META-INF/manifest.xml',
          '<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"><manifest:encryption-data manifest:checksum-type="SHA1/1K" manifest:checksum="x"/></manifest:file-entry></manifest:manifest>',
        ),
      ),
      /This ODT file is protected by a password/,
      'bad_file',
    ],
    [
      'a text mimetype over a spreadsheet body',
      await writePackage(letterWith('<office:body><office:spreadsheet/></office:body>')),
      /content\.xml holds no office:text body/,
      'bad_file',
    ],
  ];
}

describe('OpenDocument written by a careless generator', () => {
  it('gets its mimetype entry back in first place, stored', async () => {
    const letter = letterWith(body);
    const [mimeTypeEntry, ...others] = letter.entries;
    const misplaced = await writePackage({
      entries: [...others, { ...(mimeTypeEntry as OfficePackage['entries'][number]), compressed: true }],
    });
    const output = await roundTrip(odtFormat, misplaced, (text) => text.toUpperCase());
    expect(output.readUInt16LE(8), 'compression method').toBe(0);
    expect(output.subarray(30, 38 + mimeType.length).toString()).toBe(`mimetype${mimeType}`);
  });
});

describe('OpenDocument on broken or hostile input', () => {
  it('refuses each with a clear message, quickly', async () => {
    for (const [name, input, message, code] of await brokenFiles()) {
      const started = Date.now();
      await expect(odtFormat.extract(input, {}), name).rejects.toMatchObject({
        code,
        message: expect.stringMatching(message),
      });
      expect(Date.now() - started, name).toBeLessThan(5_000);
    }
  });

  it('names the kind the user chose in every message', async () => {
    await expect(odsFormat.extract(png, {})).rejects.toThrow(/not a valid ODS file/);
    await expect(odpFormat.extract(await styledLetter(), {})).rejects.toThrow(
      /This file is an OpenDocument Text \(ODT\), not an ODP file/,
    );
  });
});
