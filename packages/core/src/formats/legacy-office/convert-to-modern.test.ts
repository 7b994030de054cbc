import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { corpusFile } from '../../testing/corpus';
import { convertWithLibreOffice } from '../office-package/testing/libreoffice';
import { convertToModern } from './convert-to-modern';
import { docKind, type LegacyKind, pptKind, rtfKind, xlsKind } from './legacy-kinds';
import { LibreOfficeConverter } from './libreoffice-converter';

const fixture = (name: string) => readFileSync(new URL(`fixtures/${name}`, import.meta.url));
const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const compoundFileHeader = fixture('okapi-sample.doc').subarray(0, 8);

const converter = new LibreOfficeConverter({ timeoutMs: 60_000, startTimeoutMs: 60_000 });
afterAll(() => converter.shutdown());

function refusal(kind: LegacyKind, input: Buffer, message: RegExp) {
  return expect(convertToModern(kind, input, converter)).rejects.toMatchObject({ code: 'bad_file', message });
}

describe('a legacy upload that is something else', () => {
  it.each([
    ['a PNG named .doc', docKind, png, /^This file is not a DOC file: it is a PNG image\./],
    ['a PDF named .ppt', pptKind, readFileSync(corpusFile('pdf/argos-example.pdf')), /it is a PDF document/],
    ['a plain ZIP named .xls', xlsKind, Buffer.from('504b0304140000000000', 'hex'), /it is a ZIP archive/],
    ['an empty file', rtfKind, Buffer.alloc(0), /^This RTF file could not be opened: it is empty\./],
    [
      'text named .doc',
      docKind,
      Buffer.from('Just some words.\n'),
      /^This DOC file could not be opened: it is not a Word 97–2003 document\./,
    ],
  ])('is refused before LibreOffice sees it: %s', async (_name, kind, input, message) => {
    await refusal(kind, input, message);
  });

  it.each([
    [
      'a DOCX named .doc',
      docKind,
      'docx/okapi-BoldWorld.docx',
      /a DOCX document with a \.doc name: rename it to end in \.docx/,
    ],
    ['an XLSX named .xls', xlsKind, 'xlsx/okapi-sample.xlsx', /rename it to end in \.xlsx/],
    ['a PPTX named .ppt', pptKind, 'pptx/okapi-sample.pptx', /rename it to end in \.pptx/],
    [
      'an ODT named .doc',
      docKind,
      'odt/argos-example.odt',
      /an OpenDocument text with a \.doc name: rename it to end in \.odt/,
    ],
  ])('tells the user to rename %s', async (_name, kind, file, message) => {
    await refusal(kind, readFileSync(corpusFile(file)), message);
  });

  it('names a legacy file of another kind: an XLS named .doc', async () => {
    await refusal(
      docKind,
      fixture('okapi-sample.xls'),
      /an Excel 97–2003 workbook with a \.doc name: rename it to end in \.xls/,
    );
  }, 60_000);

  it('says a DOC that LibreOffice cannot read could not be opened', async () => {
    const garbage = Buffer.concat([compoundFileHeader, Buffer.alloc(4096, 0x5a)]);
    await refusal(docKind, garbage, /^This DOC file could not be opened/);
  }, 60_000);

  it.each([
    { kind: docKind, file: 'okapi-sample.doc' },
    { kind: xlsKind, file: 'okapi-sample.xls' },
    { kind: pptKind, file: 'python-pptx-prs-notes.ppt' },
  ])(
    'says a truncated $kind.name file is damaged',
    async ({ kind, file }) => {
      const input = fixture(file);
      await refusal(
        kind,
        input.subarray(0, input.length / 2),
        new RegExp(`^This ${kind.name} file could not be opened: it is damaged or incomplete\\.`),
      );
    },
    60_000,
  );

  it('converts a Word 2003 XML document named .doc', async () => {
    const name = 'okapi-BoldWorld.docx';
    const made = await convertWithLibreOffice(
      [{ name, data: readFileSync(corpusFile(`docx/${name}`)) }],
      'xml:MS Word 2003 XML',
    );
    const output = await convertToModern(docKind, made.get(name) ?? Buffer.alloc(0), converter);
    expect(output.includes('word/document.xml')).toBe(true);
  }, 120_000);

  it('converts an Excel 2003 XML workbook (SpreadsheetML) named .xls', async () => {
    const spreadsheetMl = `<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Sheet1"><Table><Row><Cell><Data ss:Type="String">The house is small.</Data></Cell></Row></Table></Worksheet>
</Workbook>`;
    const output = await convertToModern(xlsKind, Buffer.from(spreadsheetMl), converter);
    expect(output.includes('xl/workbook.xml')).toBe(true);
  }, 60_000);

  it('converts an RTF named .doc, as Word users often have one', async () => {
    const output = await convertToModern(docKind, fixture('okapi-BoldWorld.rtf'), converter);
    expect(output.includes('word/document.xml')).toBe(true);
  }, 60_000);

  it('stops a conversion that takes too long with a clear message', async () => {
    const impatient = new LibreOfficeConverter({ timeoutMs: 1, startTimeoutMs: 60_000 });
    try {
      await expect(convertToModern(docKind, fixture('okapi-sample.doc'), impatient)).rejects.toMatchObject({
        code: 'bad_file',
        message: expect.stringMatching(/^This DOC file took more than 1 s to convert and was stopped/),
      });
    } finally {
      impatient.shutdown();
    }
  }, 60_000);
});
