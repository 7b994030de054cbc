import { describe, expect, it } from 'vitest';
import { readPackage, writePackage } from '../office-package';
import { docxFormat } from './index';
import { sampleDocx } from './sample-package';

const zipOf = (files: Record<string, string | Buffer>) =>
  writePackage({
    entries: Object.entries(files).map(([name, data]) => ({
      name,
      data: Buffer.from(data),
      compressed: true,
    })),
  });

const wordDocument = (body: string) =>
  sampleDocx({ body: `<w:p><w:r><w:t>The house.</w:t></w:r></w:p>${body}` });

async function withPart(name: string, xml: string): Promise<Buffer> {
  const pkg = await readPackage(await wordDocument(''), 'DOCX');
  return writePackage({
    entries: pkg.entries.map((entry) => (entry.name === name ? { ...entry, data: Buffer.from(xml) } : entry)),
  });
}

const laughs = [
  '<?xml version="1.0"?>',
  '<!DOCTYPE w:document [',
  '  <!ENTITY lol "lol">',
  ...Array.from(
    { length: 9 },
    (_, level) => `  <!ENTITY lol${level + 1} "${`&lol${level || ''};`.repeat(10)}">`,
  ),
  ']>',
  '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>&lol9;</w:t></w:r></w:p></w:body></w:document>',
].join('\n');

const png = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);

const broken: [string, () => Promise<Buffer>, string, RegExp][] = [
  ['a PNG image renamed .docx', async () => png, 'bad_file', /not a valid DOCX file: it is a PNG image/],
  [
    'plain text',
    async () => Buffer.from('The house is red.'),
    'bad_file',
    /not a valid DOCX file: it is not a ZIP/,
  ],
  [
    'a package cut short',
    async () => {
      const whole = await wordDocument('');
      return whole.subarray(0, Math.floor(whole.length * 0.7));
    },
    'bad_file',
    /DOCX file is damaged/,
  ],
  [
    'a ZIP bomb',
    () =>
      zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': Buffer.alloc(64 * 1024 * 1024, 0x20) }),
    'too_large',
    /ZIP bomb/,
  ],
  [
    'a package without its main document',
    () =>
      zipOf({
        '[Content_Types].xml':
          '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
      }),
    'bad_file',
    /not a valid DOCX file: it has no main document part/,
  ],
  [
    'a workbook renamed .docx',
    () => zipOf({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' }),
    'bad_file',
    /not a valid DOCX file: it is an Excel workbook \(XLSX\)/,
  ],
  [
    'a presentation renamed .docx',
    () => zipOf({ '[Content_Types].xml': '<Types/>', 'ppt/presentation.xml': '<presentation/>' }),
    'bad_file',
    /it is a PowerPoint presentation/,
  ],
  [
    'a main document cut short',
    () => withPart('word/document.xml', '<w:document xmlns:w="w"><w:body><w:p><w:r><w:t>The hou'),
    'bad_file',
    /DOCX file is malformed at line 1, column \d+.*\(in its part word\/document\.xml\)/,
  ],
  [
    'a main document declaring entities (billion laughs)',
    () => withPart('word/document.xml', laughs),
    'bad_file',
    /declares entities/,
  ],
  [
    'content types that are not XML',
    () => withPart('[Content_Types].xml', 'not xml at all'),
    'bad_file',
    /\[Content_Types\]\.xml/,
  ],
];

describe('DOCX format on broken or hostile input', () => {
  it.each(broken)('refuses %s with a clear message, quickly', async (_name, make, code, message) => {
    const input = await make();
    const started = Date.now();
    await expect((async () => docxFormat.extract(input, {}))()).rejects.toMatchObject({
      code,
      message: expect.stringMatching(message),
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
