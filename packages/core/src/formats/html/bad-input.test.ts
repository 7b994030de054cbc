import { describe, expect, it } from 'vitest';
import { identityRoundTrip, roundTrip } from '../testing/round-trip';
import { htmlFormat } from './index';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48]);
const xhtml = (body: string) =>
  Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<html xmlns="http://www.w3.org/1999/xhtml">\n${body}`);
const laughs = [
  '<!ENTITY lol "lol">',
  ...Array.from(
    { length: 9 },
    (_, level) => `<!ENTITY lol${level + 1} "${`&lol${level || ''};`.repeat(10)}">`,
  ),
].join('\n');

const broken: [string, Buffer, RegExp][] = [
  ['a PNG renamed .html', png, /This file is a PNG image, not an HTML file/],
  ['binary bytes', Buffer.from('<p>Text \u0000\u0001\u0002 more</p>'), /HTML file contains binary data/],
  [
    'binary bytes in a page declaring Latin-1',
    Buffer.from('<meta charset="iso-8859-1"><p>Text \u0001\u0002 more</p>'),
    /HTML file contains binary data/,
  ],
  [
    'UTF-8 cut inside a character',
    Buffer.concat([Buffer.from('<html>\n<meta charset="utf-8">\n<p>Caf'), Buffer.from([0xc3])]),
    /HTML file is not valid UTF-8: line 3/,
  ],
  [
    'XHTML cut short',
    xhtml('<body>\n<p>The garden was'),
    /This XHTML file is malformed at line 4, column \d+/,
  ],
  [
    'XHTML with crossed tags',
    xhtml('<body>\n<p>The <b>garden</p></b>\n</body></html>'),
    /This XHTML file is malformed at line 4, column 20: unexpected close tag\.$/,
  ],
  [
    'XHTML billion laughs',
    Buffer.from(`<?xml version="1.0"?>\n<!DOCTYPE html [\n${laughs}\n]>\n<html><body>&lol9;</body></html>`),
    /This XHTML file declares entities at line 3/,
  ],
  [
    'XHTML external entity',
    Buffer.from(
      '<?xml version="1.0"?>\n<!DOCTYPE html [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<html><body>&xxe;</body></html>',
    ),
    /declares entities at line 2/,
  ],
  [
    'divisions nested 100 000 deep',
    Buffer.from(`${'<div>'.repeat(100_000)}deep`),
    /nests elements more than 400 deep/,
  ],
  [
    'bold nested 100 000 deep',
    Buffer.from(`<p>${'<b>'.repeat(100_000)}deep`),
    /nests elements more than 400 deep/,
  ],
];

describe('HTML format on broken or hostile input', () => {
  it.each(broken)('refuses %s with a clear message, quickly', async (_name, input, message) => {
    const started = Date.now();
    const extracting = (async () => htmlFormat.extract(input, {}))();
    await expect(extracting).rejects.toMatchObject({
      code: 'bad_file',
      message: expect.stringMatching(message),
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('still translates an HTML page cut short, as browsers show it', async () => {
    const cut = Buffer.from('<html><body><p>The garden <b>opens at');
    const { segments } = await htmlFormat.extract(cut, {});
    expect(segments.map((segment) => segment.text)).toEqual(['The garden <x1/>opens at']);
    const output = await identityRoundTrip(htmlFormat, cut);
    expect(output.toString()).toBe('<html lang="es"><body><p>The garden <b>opens at');
  });

  it('keeps the text of mis-nested tags translatable without breaking them', async () => {
    const input = Buffer.from('<p><b>Bold <i>both</b> italic</i> plain</p>');
    const { segments } = await htmlFormat.extract(input, {});
    expect(segments.map((segment) => segment.text)).toEqual(['<g1>Bold <x2/>both</g1> italic<x3/> plain']);
    const output = await roundTrip(htmlFormat, input, (text) =>
      text.replace('Bold', 'Gras').replace('plain', 'simple'),
    );
    expect(output.toString()).toBe('<p><b>Gras <i>both</b> italic</i> simple</p>');
  });

  it('offers the attributes of a tag the parser reopened only once', async () => {
    const input = Buffer.from('<p><b title="Bold tip">One<p>Two</b> three');
    const { segments } = await htmlFormat.extract(input, {});
    expect(segments.map((segment) => segment.text)).toEqual(['<x1/>One', 'Bold tip', 'Two<x1/> three']);
    const output = await roundTrip(htmlFormat, input, (text) =>
      text.replace(/[a-z]+(?![^<]*>)/gi, (word) => word.toUpperCase()),
    );
    expect(output.toString()).toBe('<p><b title="BOLD TIP">ONE<p>TWO</b> THREE');
  });
});
