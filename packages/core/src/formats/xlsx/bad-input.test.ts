import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { isUserFacingError } from '../../errors';
import { corpusFile } from '../../testing/corpus';
import { type PackageEntry, readPackage, writePackage } from '../office-package';
import { featureWorkbook } from './feature-workbook';
import { xlsxFormat } from './index';

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  deflateSync(Buffer.alloc(64)),
]);

const laughs = [
  '<!ENTITY lol "lol">',
  ...Array.from(
    { length: 9 },
    (_, level) => `<!ENTITY lol${level + 1} "${`&lol${level || ''};`.repeat(10)}">`,
  ),
].join('\n');

let valid: Buffer;
let entries: PackageEntry[];
beforeAll(async () => {
  valid = await featureWorkbook();
  entries = (await readPackage(valid, 'XLSX')).entries;
});

/** The feature workbook with some parts replaced (by name) or removed (undefined). */
function changed(parts: Record<string, string | Buffer | undefined>): Promise<Buffer> {
  const kept = entries.filter((entry) => !(entry.name in parts) || parts[entry.name] !== undefined);
  return writePackage({
    entries: kept.map((entry) => {
      const data = parts[entry.name];
      return data === undefined ? entry : { ...entry, data: Buffer.from(data) };
    }),
  });
}

const cases: [string, () => Promise<Buffer> | Buffer, 'bad_file' | 'too_large', RegExp][] = [
  ['a PNG renamed .xlsx', () => png, 'bad_file', /not a valid Excel \(XLSX\) file: it is a PNG image/],
  ['a truncated workbook', () => valid.subarray(0, Math.floor(valid.length * 0.6)), 'bad_file', /damaged/],
  [
    'a ZIP bomb',
    () => changed({ 'xl/sharedStrings.xml': Buffer.alloc(50 * 1024 * 1024, 0x20) }),
    'too_large',
    /ZIP bomb/,
  ],
  [
    'a package without its workbook',
    () => changed({ 'xl/workbook.xml': undefined }),
    'bad_file',
    /workbook part xl\/workbook.xml is missing/,
  ],
  [
    'a package without content types',
    () => changed({ '[Content_Types].xml': undefined }),
    'bad_file',
    /no \[Content_Types\]\.xml/,
  ],
  [
    'a malformed shared strings part',
    () => changed({ 'xl/sharedStrings.xml': '<sst xmlns="x"><si><t>Cut</si></sst>' }),
    'bad_file',
    /malformed at line 1, column \d+.*\(in its part xl\/sharedStrings\.xml\)/,
  ],
  [
    'a billion laughs in a worksheet',
    () =>
      changed({
        'xl/worksheets/sheet2.xml': `<?xml version="1.0"?>\n<!DOCTYPE worksheet [\n${laughs}\n]>\n<worksheet>&lol9;</worksheet>`,
      }),
    'bad_file',
    /declares entities/,
  ],
  [
    'a DOCX renamed .xlsx',
    () => readFileSync(corpusFile('docx/okapi-BoldWorld.docx')),
    'bad_file',
    /not a valid Excel \(XLSX\) file: it is a Word document/,
  ],
];

describe('XLSX input Verso refuses', () => {
  it.each(cases)('%s fails with a clear message', async (_name, make, code, message) => {
    const input = await make();
    const error = await Promise.resolve()
      .then(() => xlsxFormat.extract(input, {}))
      .then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
    expect(isUserFacingError(error), String(error)).toBe(true);
    expect(error).toMatchObject({ code, message: expect.stringMatching(message) });
  });
});
