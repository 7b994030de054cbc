import { describe, expect, it } from 'vitest';
import { readPackage, writePackage } from '../office-package';
import { pptxFormat } from './index';
import { gardenTour } from './test-presentations';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48]);
const laughs = [
  '<!ENTITY lol "lol">',
  ...Array.from(
    { length: 9 },
    (_, level) => `<!ENTITY lol${level + 1} "${`&lol${level || ''};`.repeat(10)}">`,
  ),
].join('\n');

/** The garden tour with some parts replaced (or removed, with `undefined`). */
async function tourWith(parts: Record<string, string | undefined>): Promise<Buffer> {
  const pkg = await readPackage(await gardenTour(), 'PPTX');
  const entries = pkg.entries
    .filter((entry) => !(entry.name in parts) || parts[entry.name] !== undefined)
    .map((entry) => {
      const replacement = parts[entry.name];
      return replacement === undefined ? entry : { ...entry, data: Buffer.from(replacement) };
    });
  return writePackage({ entries });
}

const wordRelationships = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

/** The start of an OLE compound file, with a directory entry named `name` (UTF-16, as Office writes it). */
const compoundFile = (name: string) =>
  Buffer.concat([
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    Buffer.alloc(504),
    Buffer.from(name, 'utf16le'),
  ]);

const broken: [string, () => Promise<Buffer>, string, RegExp][] = [
  [
    'a password-protected presentation',
    async () => compoundFile('EncryptionInfo'),
    'bad_file',
    /protected by a password.*Remove the password/,
  ],
  [
    'a PowerPoint 97–2003 file renamed .pptx',
    async () => compoundFile('PowerPoint Document'),
    'bad_file',
    /old PowerPoint 97–2003 presentation \(\.ppt\).*Save it as \.pptx/,
  ],
  [
    'a PNG renamed .pptx',
    async () => png,
    'bad_file',
    /not a valid PowerPoint \(PPTX\) file: it is a PNG image/,
  ],
  [
    'a package cut short',
    async () => (await gardenTour()).subarray(0, 2000),
    'bad_file',
    /This PowerPoint \(PPTX\) file is damaged and cannot be opened/,
  ],
  [
    'a ZIP bomb',
    () =>
      writePackage({
        entries: [{ name: 'ppt/presentation.xml', data: Buffer.alloc(20e6), compressed: true }],
      }),
    'too_large',
    /too large to translate safely: .*ZIP bomb/,
  ],
  [
    'a package without its presentation part',
    () => tourWith({ 'ppt/presentation.xml': undefined }),
    'bad_file',
    /not a valid PowerPoint \(PPTX\) file: its main part ppt\/presentation.xml is missing/,
  ],
  [
    'a package without relationships',
    () => tourWith({ '_rels/.rels': undefined }),
    'bad_file',
    /not a valid PowerPoint \(PPTX\) file: it has no main document part/,
  ],
  [
    'a malformed slide',
    () => tourWith({ 'ppt/slides/slide1.xml': '<p:sld xmlns:p="p"><p:cSld></p:sld>' }),
    'bad_file',
    /This PowerPoint \(PPTX\) file is malformed at line 1, column \d+.*\(in its part ppt\/slides\/slide1.xml\)/,
  ],
  [
    'a slide declaring entities (billion laughs)',
    () =>
      tourWith({
        'ppt/slides/slide1.xml': `<?xml version="1.0"?>\n<!DOCTYPE p:sld [\n${laughs}\n]>\n<p:sld xmlns:p="p">&lol9;</p:sld>`,
      }),
    'bad_file',
    /declares entities in its DOCTYPE.*\(in its part ppt\/slides\/slide1.xml\)/,
  ],
  [
    'a Word document renamed .pptx',
    () =>
      writePackage({
        entries: [{ name: '_rels/.rels', data: Buffer.from(wordRelationships), compressed: true }],
      }),
    'bad_file',
    /not a valid PowerPoint \(PPTX\) file: it is a Word document/,
  ],
  [
    'a plain ZIP of pictures',
    () => writePackage({ entries: [{ name: 'photo.png', data: png, compressed: true }] }),
    'bad_file',
    /not a valid PowerPoint \(PPTX\) file: it has no main document part/,
  ],
];

describe('PPTX files Verso refuses', () => {
  it.each(broken)('%s fails with a clear message', async (_name, make, code, message) => {
    const input = await make();
    await expect(Promise.resolve().then(() => pptxFormat.extract(input, {}))).rejects.toMatchObject({
      code,
      message: expect.stringMatching(message),
    });
  });
});
