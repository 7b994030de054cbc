import { describe, expect, it } from 'vitest';
import { readPackage, writePackage } from '../office-package';
import { sampleIdml, storyPart } from './idml-sample';
import { idmlFormat } from './index';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48]);
const paragraph = (text: string) =>
  `<ParagraphStyleRange><CharacterStyleRange><Content>${text}</Content></CharacterStyleRange></ParagraphStyleRange>`;
const laughs = [
  '<!ENTITY lol "lol">',
  ...Array.from(
    { length: 9 },
    (_, level) => `<!ENTITY lol${level + 1} "${`&lol${level || ''};`.repeat(10)}">`,
  ),
].join('\n');

const zip = (parts: Record<string, string | Buffer>) =>
  writePackage({
    entries: Object.entries(parts).map(([name, data]) => ({
      name,
      data: Buffer.from(data),
      compressed: name !== 'mimetype',
    })),
  });

/** The sample package with one part's text replaced (or removed, with `undefined`). */
async function sampleWith(name: string, text: string | undefined): Promise<Buffer> {
  const pkg = await readPackage(await sampleIdml({ u1: paragraph('Hello') }), 'IDML');
  const entries = pkg.entries
    .filter((entry) => text !== undefined || entry.name !== name)
    .map((entry) =>
      entry.name === name && text !== undefined ? { ...entry, data: Buffer.from(text) } : entry,
    );
  return writePackage({ entries });
}

const broken: [string, () => Promise<Buffer>, string, RegExp][] = [
  ['a PNG renamed .idml', async () => png, 'bad_file', /not a valid IDML file: it is a PNG image/],
  [
    'a package cut short',
    async () => (await sampleIdml({ u1: paragraph('Hello') })).subarray(0, 300),
    'bad_file',
    /This IDML file is damaged and cannot be opened/,
  ],
  [
    'a ZIP bomb',
    () =>
      zip({ mimetype: 'application/vnd.adobe.indesign-idml-package', 'designmap.xml': Buffer.alloc(20e6) }),
    'too_large',
    /too large to translate safely/,
  ],
  [
    'a package without designmap.xml',
    () => sampleWith('designmap.xml', undefined),
    'bad_file',
    /IDML file is damaged: it has no designmap.xml/,
  ],
  [
    'a designmap naming a missing story',
    () => sampleWith('Stories/Story_u1.xml', undefined),
    'bad_file',
    /names the story Stories\/Story_u1.xml, which is missing/,
  ],
  [
    'a malformed story',
    () =>
      sampleWith(
        'Stories/Story_u1.xml',
        storyPart('u1', '<ParagraphStyleRange><Content>Hi</ParagraphStyleRange>'),
      ),
    'bad_file',
    /This IDML file is malformed at line \d+, column \d+.*\(in its part Stories\/Story_u1.xml\)/,
  ],
  [
    'a story declaring entities (billion laughs)',
    () =>
      sampleWith(
        'Stories/Story_u1.xml',
        `<?xml version="1.0"?>\n<!DOCTYPE Story [\n${laughs}\n]>\n<Story>${paragraph('&lol9;')}</Story>`,
      ),
    'bad_file',
    /declares entities/,
  ],
  [
    'a DOCX renamed .idml',
    () => zip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' }),
    'bad_file',
    /not an InDesign \(IDML\) file: it is an Office document/,
  ],
  [
    'an EPUB renamed .idml',
    () => zip({ mimetype: 'application/epub+zip', 'META-INF/container.xml': '<container/>' }),
    'bad_file',
    /not an InDesign \(IDML\) file: it is a package of type application\/epub\+zip/,
  ],
  [
    'a ZIP of something else',
    () => zip({ 'notes.txt': 'Hello' }),
    'bad_file',
    /not an InDesign \(IDML\) file: it is a ZIP archive without a designmap.xml/,
  ],
];

describe('IDML format on broken or hostile input', () => {
  it.each(broken)('refuses %s with a clear message', async (_name, make, code, message) => {
    const input = await make();
    await expect((async () => idmlFormat.extract(input, {}))()).rejects.toMatchObject({
      code,
      message: expect.stringMatching(message),
    });
  });
});

describe('IDML format on a damaged style sheet', () => {
  it('says in IDML terms that Resources/Styles.xml is not text (found by the fuzz bench)', async () => {
    const input = await sampleWith('Resources/Styles.xml', '\u0000'.repeat(64));
    const document = await idmlFormat.extract(input, {});
    const translations = document.segments.map((segment) => segment.text);
    await expect(
      (async () => idmlFormat.rebuild(document, translations, { from: 'en', to: 'es', options: {} }))(),
    ).rejects.toMatchObject({
      code: 'bad_file',
      message: expect.stringMatching(/^This IDML file is damaged/),
    });
  });
});
