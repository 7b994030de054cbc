import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { cpuMillisecondsOf } from '../../testing/cpu-time';
import { csvFormat, tsvFormat } from './index';

const valid = 'id,name,description\n1,Garden house,"A small house, with a door."\n2,Desk lamp,Warm light.\n';
const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const xlsx = Buffer.from('504b030414000600080000002100', 'hex');

const broken: [string, Buffer, RegExp][] = [
  [
    'a quoted cell cut off by the end of the file',
    Buffer.from(valid.slice(0, 60)),
    /CSV file is malformed at line 2, column 16: a quoted cell is never closed/,
  ],
  [
    'a quote opened and never closed mid-file',
    Buffer.from(`${valid}3,Chair,"Soft seat\n4,Table,Oak\n`),
    /line 4, column 9: a quoted cell is never closed/,
  ],
  [
    'binary bytes',
    Buffer.concat([Buffer.from(valid), Buffer.from([0, 1, 2, 3, 0xff])]),
    /not a CSV file: it contains binary data/,
  ],
  [
    'UTF-16 without a byte-order mark',
    iconv.encode(valid, 'utf-16le'),
    /not a CSV file: it contains binary data/,
  ],
  ['a PNG renamed .csv', png, /not a CSV file: it contains binary data \(an image/],
  ['an Excel workbook renamed .csv', xlsx, /not a CSV file.*Export it as CSV text/],
  [
    '100 000 nested quotes never closed',
    Buffer.from(`id,text\n1,${'"'.repeat(100_001)}`),
    /line 2, column 3: a quoted cell is never closed/,
  ],
];

describe('CSV files that cannot be read', () => {
  it.each(broken)('rejects %s with a message naming the format and the place', (_, input, message) => {
    const attempt = () => csvFormat.extract(input, {});
    expect(attempt).toThrowError(expect.objectContaining({ name: 'UserFacingError', code: 'bad_file' }));
    expect(attempt).toThrowError(message);
  });

  it('names TSV in a TSV file’s message', () => {
    expect(() => tsvFormat.extract(Buffer.from('id\ttext\n1\t"never closed\n'), {})).toThrowError(
      'This TSV file is malformed at line 2, column 3: a quoted cell is never closed.',
    );
  });

  it('reads a 5 MB cell and 50 000 rows in well under two seconds of CPU', async () => {
    const big = Buffer.from(
      `id,text\n1,"${'word '.repeat(1_000_000)}"\n${'2,Some words here\n'.repeat(50_000)}`,
    );
    let segmentCount = 0;
    const cpu = await cpuMillisecondsOf(async () => {
      segmentCount = (await csvFormat.extract(big, {})).segments.length;
    });
    expect(segmentCount).toBe(50_001);
    expect(cpu).toBeLessThan(2000);
  });
});
