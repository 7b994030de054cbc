import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { poFormat } from './index';

const valid = readFileSync(join(import.meta.dirname, 'fixtures', 'partly-translated.po'));
const text = valid.toString('utf8');
const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

const broken: [string, Buffer, RegExp][] = [
  [
    'truncated inside a string',
    valid.subarray(0, text.indexOf('Save the changes') + 8),
    /line 43, column 7: the quoted string is not closed/,
  ],
  [
    'a msgid without msgstr',
    Buffer.from('msgid "Save"\n\nmsgid "Open"\nmsgstr ""\n'),
    /line 1: this msgid has no msgstr/,
  ],
  ['a msgstr without msgid', Buffer.from('msgstr "Guardar"\n'), /line 1: this entry has no msgid/],
  [
    'an unknown keyword',
    Buffer.from('msgid "Save"\nmsgtxt "Guardar"\n'),
    /line 2: expected msgid, msgstr, a comment or a quoted string, found "msgtxt "Guardar""/,
  ],
  [
    'a stray quoted string',
    Buffer.from('"Save"\nmsgid "Save"\nmsgstr ""\n'),
    /line 1, column 1: a quoted string must follow msgid/,
  ],
  [
    'text after the closing quote',
    Buffer.from('msgid "Save" now\nmsgstr ""\n'),
    /line 1, column 14: unexpected text after the closing quote/,
  ],
  [
    'an invalid escape',
    Buffer.from('msgid "C:\\qtemp"\nmsgstr ""\n'),
    /line 1, column 10: "\\q" is not a valid escape sequence/,
  ],
  [
    'a keyword without a string',
    Buffer.from('msgid Save\nmsgstr ""\n'),
    /line 1, column 7: expected a quoted string/,
  ],
  ['a JSON file renamed .po', Buffer.from('{ "save": "Save" }\n'), /line 1: expected msgid/],
  [
    'Latin-1 bytes in a file that says UTF-8',
    Buffer.concat([valid.subarray(0, 600), iconv.encode('msgid "Café"\nmsgstr ""\n', 'latin1')]),
    /says it is UTF-8 but is not: line 2\d has bytes/,
  ],
  [
    'binary bytes',
    Buffer.concat([valid.subarray(0, 200), Buffer.from([0, 1, 2, 3]), valid.subarray(200)]),
    /not a PO file: it contains binary data/,
  ],
  [
    'UTF-16 without a byte-order mark',
    iconv.encode(text, 'utf-16le'),
    /not a PO file: it contains binary data/,
  ],
  ['a PNG renamed .po', png, /not a PO file: it contains binary data \(an image/],
  ['200 000 stray strings', Buffer.from('"x"\n'.repeat(200_000)), /line 1, column 1/],
];

describe('PO files that cannot be read', () => {
  it.each(broken)('rejects %s with a message naming the format and the place', (_, input, message) => {
    const attempt = () => poFormat.extract(input, {});
    expect(attempt).toThrowError(expect.objectContaining({ name: 'UserFacingError', code: 'bad_file' }));
    expect(attempt).toThrowError(message);
  });

  it('reads a 100 000-line msgid in well under a second', () => {
    const huge = Buffer.from(`msgid ""\n${'"word "\n'.repeat(100_000)}msgstr ""\n`);
    const started = performance.now();
    const { segments } = poFormat.extract(huge, {}) as Awaited<ReturnType<typeof poFormat.extract>>;
    expect(segments[0]?.text.length).toBe(500_000);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
