// Broken and hostile uploads, generated from the fixture book: each fails with a message the user
// can act on (bad_file or too_large), never a crash.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../testing/corpus';
import { identityRoundTrip } from '../testing/round-trip';
import { epubFormat } from './index';
import { packFixtureBook } from './testing/book-folder';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48]);
const laughs = [
  '<!ENTITY lol "lol">',
  ...Array.from(
    { length: 9 },
    (_, level) => `<!ENTITY lol${level + 1} "${`&lol${level || ''};`.repeat(10)}">`,
  ),
].join('\n');
const chapter = 'OEBPS/text/chapter 1.xhtml';
const text = (value: string) => Buffer.from(value);
const garden = (replace: Record<string, Buffer | undefined>) => packFixtureBook('garden-epub3', replace);

const broken: [string, () => Promise<Buffer> | Buffer, string, RegExp][] = [
  ['a PNG renamed .epub', () => png, 'bad_file', /not a valid EPUB file: it is a PNG image/],
  [
    'a book cut in half',
    async () => {
      const book = await garden({});
      return book.subarray(0, book.length / 2);
    },
    'bad_file',
    /This EPUB file is damaged/,
  ],
  [
    'a ZIP bomb',
    () => garden({ [chapter]: Buffer.alloc(16 * 1024 * 1024) }),
    'too_large',
    /compressed more than 200× \(a ZIP bomb\)/,
  ],
  [
    'a DOCX renamed .epub',
    () => readFileSync(corpusFile('docx/okapi-BoldWorld.docx')),
    'bad_file',
    /not a valid EPUB file: it is a Microsoft Office document/,
  ],
  [
    'a book without its container',
    () => garden({ 'META-INF/container.xml': undefined }),
    'bad_file',
    /not a valid EPUB file: it has no META-INF\/container.xml/,
  ],
  [
    'a book without its package document',
    () => garden({ 'OEBPS/content.opf': undefined }),
    'bad_file',
    /its package document OEBPS\/content.opf is missing/,
  ],
  [
    'a package document without a spine',
    () =>
      garden({
        'OEBPS/content.opf': text(
          '<package xmlns="http://www.idpf.org/2007/opf"><metadata/><manifest/></package>',
        ),
      }),
    'bad_file',
    /package document OEBPS\/content.opf has no <spine>/,
  ],
  [
    'a malformed package document',
    () => garden({ 'OEBPS/content.opf': text('<package><metadata></package>') }),
    'bad_file',
    /\(in its part OEBPS\/content.opf\)/,
  ],
  [
    'a malformed chapter',
    () =>
      garden({
        [chapter]: text('<?xml version="1.0"?>\n<html><body><p>The <b>garden</p></b></body></html>'),
      }),
    'bad_file',
    /malformed at line 2, column \d+: unexpected close tag \(in its part OEBPS\/text\/chapter 1.xhtml\)/,
  ],
  [
    'a chapter with a billion laughs',
    () =>
      garden({
        [chapter]: text(
          `<?xml version="1.0"?>\n<!DOCTYPE html [\n${laughs}\n]>\n<html><body>&lol9;</body></html>`,
        ),
      }),
    'bad_file',
    /declares entities at line 3 .*\(in its part OEBPS\/text\/chapter 1.xhtml\)/,
  ],
  [
    'a package document with a billion laughs',
    () =>
      garden({
        'OEBPS/content.opf': text(`<?xml version="1.0"?>\n<!DOCTYPE package [\n${laughs}\n]>\n<package/>`),
      }),
    'bad_file',
    /\(in its part OEBPS\/content.opf\)/,
  ],
  [
    'a book with DRM',
    () =>
      garden({
        'META-INF/encryption.xml': text(
          '<encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" xmlns:enc="http://www.w3.org/2001/04/xmlenc#"><enc:EncryptedData><enc:CipherData><enc:CipherReference URI="OEBPS/text/chapter%201.xhtml"/></enc:CipherData></enc:EncryptedData></encryption>',
        ),
        [chapter]: Buffer.from([0x8f, 0x12, 0xa0, 0x00, 0x3c, 0x77]),
      }),
    'bad_file',
    /This EPUB file is protected by DRM/,
  ],
];

describe('a broken or hostile EPUB', () => {
  it.each(broken)('%s fails with a clear message', async (_name, make, code, message) => {
    const input = await make();
    await expect(identityRoundTrip(epubFormat, input)).rejects.toMatchObject({
      name: 'UserFacingError',
      code,
      message: expect.stringMatching(message),
    });
  });
});
