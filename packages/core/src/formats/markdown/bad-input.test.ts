import { describe, expect, it } from 'vitest';
import { cpuMillisecondsOf } from '../../testing/cpu-time';
import { identityRoundTrip } from '../testing/round-trip';
import { markdownFormat } from './index';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48]);

const broken: [string, Buffer, RegExp][] = [
  ['a PNG renamed .md', png, /This file is a PNG image, not a Markdown file/],
  [
    'binary bytes',
    Buffer.from('# Title\n\nText \u0000\u0001\u0002 more'),
    /Markdown file contains binary data/,
  ],
  [
    'front matter with invalid YAML',
    Buffer.from('---\ntitle: Fine\ntags: [one, two\n---\n\nText.\n'),
    /front matter of this Markdown file is malformed at line \d+, column \d+/,
  ],
  [
    'front matter cut off inside a quoted title',
    Buffer.from('---\ntitle: "Unfinished\n---\n\nText.\n'),
    /front matter of this Markdown file is malformed at line 2, column \d+/,
  ],
  ['quotes nested 100 000 deep', Buffer.from(`${'>'.repeat(100_000)} deep`), /nests too deeply at line 1/],
  [
    'quotes nested 20 000 deep after a bare carriage return (found by the fuzzer)',
    Buffer.from(`> Quoted\r\n> over two lines.\r${'> '.repeat(20_000)}deep`),
    /nests too deeply at line 3/,
  ],
  ['lists nested 5 000 deep', Buffer.from(`${'- '.repeat(5_000)}deep`), /nests too deeply at line 1/],
  [
    'lists nested by indentation',
    Buffer.from(Array.from({ length: 400 }, (_, depth) => `${'  '.repeat(depth)}- item`).join('\n')),
    /nests too deeply at line 1\d\d/,
  ],
  ['50 000 emphasis marks', Buffer.from(`${'*'.repeat(50_000)}x${'*'.repeat(50_000)}`), /nests too deeply/],
  ['crossed emphasis', Buffer.from(`${'*a _b '.repeat(5_000)}${'c_ d* '.repeat(5_000)}`), /nests too deeply/],
  [
    'HTML block nested 100 000 deep',
    Buffer.from(`# Title\n\n${'<div>'.repeat(100_000)}deep`),
    /Markdown file has an HTML block at line 3 that cannot be translated: it nests elements more than 400 deep, too deep/,
  ],
  ['50 000 brackets', Buffer.from(`${'!['.repeat(50_000)}x${'](y)'.repeat(50_000)}`), /nests too deeply/],
];

describe('Markdown format on broken or hostile input', () => {
  it.each(broken)('refuses %s with a clear message, quickly', async (_name, input, message) => {
    const cpu = await cpuMillisecondsOf(() =>
      expect((async () => markdownFormat.extract(input, {}))()).rejects.toMatchObject({
        code: 'bad_file',
        message: expect.stringMatching(message),
      }),
    );
    expect(cpu).toBeLessThan(2_000);
  });

  it('refuses a UTF-8 file cut inside a character, naming the line', async () => {
    const cut = Buffer.concat([
      Buffer.from('# Café\n\nUne phrase très longue\net coupée en plein caract'),
      Buffer.from([0xc3]),
    ]);
    await expect((async () => markdownFormat.extract(cut, {}))()).rejects.toMatchObject({
      code: 'bad_file',
      message: expect.stringMatching(/not valid UTF-8: line 4/),
    });
  });

  it('still translates a file cut off in the middle of a sentence or of its markup', async () => {
    // Markdown has no syntax that can be left unfinished: a truncated file is a shorter document.
    const cut = Buffer.from('# Café\n\nA *half-open emphasis and a [link');
    expect((await identityRoundTrip(markdownFormat, cut)).equals(cut)).toBe(true);
    const { segments } = await markdownFormat.extract(cut, {});
    expect(segments.map((segment) => segment.text)).toEqual(['Café', 'A *half-open emphasis and a [link']);
  });

  it('accepts a hundred nested blockquotes, as real documents never go deeper', async () => {
    const input = Buffer.from(`${'> '.repeat(40)}Deep but fine.\n`);
    const { segments } = await markdownFormat.extract(input, {});
    expect(segments.map((segment) => segment.text)).toEqual(['Deep but fine.']);
  });
});
