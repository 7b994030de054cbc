import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { roundTrip } from '../testing/round-trip';
import { benchSample } from './bench-sample';
import { readTable } from './csv-test-support';
import { csvFormat, tsvFormat } from './index';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name));
const texts = async (input: Buffer, columns?: string[], format = csvFormat) =>
  (await format.extract(input, columns ? { columns } : {})).segments.map((segment) => segment.text);

describe('CSV columns', () => {
  it('translates the text columns and skips ids, SKUs, prices, categories, URLs, e-mails and dates', async () => {
    const { segments } = await csvFormat.extract(fixture('products.csv'), {});
    expect(new Set(segments.map((segment) => segment.context?.heading))).toEqual(
      new Set(['name', 'description']),
    );
    expect(segments.map((segment) => segment.id).slice(0, 4)).toEqual(['r2c3', 'r2c4', 'r3c3', 'r3c4']);
    expect(segments[3]?.text).toBe('A comfortable chair with a "reading" lamp.\nAssembly takes ten minutes.');
    expect(segments[7]?.text).toBe('Warm light for <g1>late</g1> evenings; 3 brightness levels.');
  });

  it('leaves the header row as it is: programs read those names', async () => {
    expect(await texts(fixture('products.csv'))).not.toContain('name');
    expect(await texts(fixture('bom-pipe-no-header.csv'))).toEqual([
      'The river is cold in winter.',
      'The river is warm in summer.',
      'Boats leave every hour.',
      'The last boat leaves at night.',
    ]);
  });

  it('translates exactly the columns the user names, by header or by number', async () => {
    expect(await texts(fixture('products.csv'), ['Category'])).toEqual([
      'outdoor',
      'indoor',
      'indoor',
      'indoor',
      'outdoor',
    ]);
    expect(await texts(fixture('semicolon-windows-1252.csv'), ['4', 'message'])).toHaveLength(10);
  });

  it('tells the user which columns exist when a named one does not', async () => {
    expect(() => csvFormat.extract(fixture('products.csv'), { columns: ['title'] })).toThrowError(
      'This CSV file has no column "title". Its columns are: id, sku, name, description, price, category, url, contact, updated.',
    );
  });
});

describe('CSV dialects', () => {
  it('finds semicolons, tabs and pipes as delimiters', async () => {
    expect(await texts(fixture('semicolon-windows-1252.csv'))).toContain(
      'Prices include tax; delivery is free.',
    );
    expect(await texts(fixture('utf16-bom.tsv'), undefined, tsvFormat)).toContain('Welcome to the library');
    expect(await texts(Buffer.from('name,comment\nAnna,"Good; fast"\nBen,"Slow; kind"\n'))).toEqual([
      'Anna',
      'Good; fast',
      'Ben',
      'Slow; kind',
    ]);
  });

  it('reads backslash-escaped quotes in a file that writes them that way, and writes them back that way', async () => {
    const input = Buffer.from('id,text\n1,"Say \\"hello\\" to everyone"\n2,"Plain words here"\n');
    expect(await texts(input)).toEqual(['Say "hello" to everyone', 'Plain words here']);
    const output = await roundTrip(csvFormat, input, (text) => text.replace('everyone', 'all "friends"'));
    expect(output.toString()).toBe(
      'id,text\n1,"Say \\"hello\\" to all \\"friends\\""\n2,"Plain words here"\n',
    );
  });

  it('quotes a translated cell only when it needs it, with the file’s quote character', async () => {
    const input = Buffer.from("id,text\n1,'Quoted words here'\n2,'More quoted words'\n3,Bare words here\n");
    const output = await roundTrip(csvFormat, input, (text) =>
      text.startsWith('Bare') ? 'Hola, mundo' : 'Adiós',
    );
    expect(output.toString()).toBe("id,text\n1,'Adiós'\n2,'Adiós'\n3,'Hola, mundo'\n");
  });
});

describe('CSV encodings and line endings', () => {
  it('keeps Windows-1252, CRLF and the semicolons', async () => {
    const output = await roundTrip(csvFormat, fixture('semicolon-windows-1252.csv'), (text) =>
      text === 'See you soon.' ? 'Hasta pronto, señor.' : text,
    );
    expect(output.equals(fixture('semicolon-windows-1252.csv'))).toBe(false);
    expect(iconv.decode(output, 'windows-1252').split('\r\n')[5]).toBe(
      'MSG_005;Hasta pronto, señor.;1;active',
    );
    expect(iconv.decode(output, 'windows-1252')).toContain(
      'MSG_002;The café is closed on Sundays.;12;active\r\n',
    );
  });

  it('keeps UTF-16 with its byte-order mark', async () => {
    const output = await roundTrip(tsvFormat, fixture('utf16-bom.tsv'), (text) => text.toUpperCase());
    expect([...output.subarray(0, 2)]).toEqual([0xff, 0xfe]);
    expect(readTable(output, '\t')[1]).toEqual([
      'welcome.title',
      'WELCOME TO THE LIBRARY',
      'SHOWN ON THE HOME PAGE',
    ]);
  });

  it('keeps a cell’s CRLF line breaks', async () => {
    const input = Buffer.from('id,text\r\n1,"First line\r\nsecond line"\r\n');
    const output = await roundTrip(csvFormat, input, (text) => text.replace('second', 'Second'));
    expect(output.toString()).toBe('id,text\r\n1,"First line\r\nSecond line"\r\n');
  });
});

describe('CSV bench sample', () => {
  it('is a table of about the requested size that reads back with the same columns', async () => {
    const sample = benchSample(40_000);
    expect(sample.length).toBeGreaterThanOrEqual(40_000);
    expect(sample.length).toBeLessThan(41_000);
    const widths = new Set(readTable(sample).map((row) => row.length));
    expect(widths).toEqual(new Set([5]));
    expect((await csvFormat.extract(sample, {})).segments.length).toBeGreaterThan(100);
  });
});
