import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { corpusFiles } from '../../testing/round-trip';
import type { OfficePackage } from '../office-package';
import { officeStructureProblems, packageStructureProblems } from './structure-check';

const w = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const r = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const relsNs = 'xmlns="http://schemas.openxmlformats.org/package/2006/relationships"';

const contentTypes = (overrides: string[]) =>
  `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${overrides.map((part) => `<Override PartName="/${part}" ContentType="x"/>`).join('')}</Types>`;

const relationships = (targets: string[]) =>
  `<Relationships ${relsNs}>${targets.map((target, index) => `<Relationship Id="rId${index + 1}" Type="t" Target="${target}"/>`).join('')}</Relationships>`;

function officePackage(parts: Record<string, string>): OfficePackage {
  return {
    entries: Object.entries(parts).map(([name, text]) => ({
      name,
      data: Buffer.from(text),
      compressed: true,
    })),
  };
}

const messages = (pkg: OfficePackage) => packageStructureProblems(pkg).map((problem) => problem.message);

function wordDocument(body: string, parts: Record<string, string> = {}): OfficePackage {
  return officePackage({
    '[Content_Types].xml': contentTypes([]),
    '_rels/.rels': relationships(['word/document.xml']),
    'word/document.xml': `<w:document ${w} ${r}><w:body>${body}<w:sectPr/></w:body></w:document>`,
    'word/_rels/document.xml.rels': relationships(['styles.xml']),
    'word/styles.xml': `<w:styles ${w}/>`,
    ...parts,
  });
}

const a = 'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"';
const p = 'xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';

function slide(paragraphs: string): OfficePackage {
  return officePackage({
    '[Content_Types].xml': contentTypes([]),
    '_rels/.rels': relationships(['ppt/slides/slide1.xml']),
    'ppt/slides/slide1.xml': `<p:sld ${p} ${a}><p:cSld><p:spTree><p:sp><p:nvSpPr/><p:spPr/><p:txBody><a:bodyPr/>${paragraphs}</p:txBody></p:sp></p:spTree></p:cSld></p:sld>`,
  });
}

const x = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';

function workbook(sheetNames: string[], cells: string, sheetTail = ''): OfficePackage {
  const sheets = sheetNames.map(
    (name, index) => `<sheet name="${name}" sheetId="${index + 1}" ${r} r:id="rId${index + 1}"/>`,
  );
  return officePackage({
    '[Content_Types].xml': contentTypes([]),
    '_rels/.rels': relationships(['xl/workbook.xml']),
    'xl/workbook.xml': `<workbook ${x}><sheets>${sheets.join('')}</sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': relationships(sheetNames.map(() => 'worksheets/sheet1.xml')),
    'xl/worksheets/sheet1.xml': `<worksheet ${x}><sheetData><row r="1">${cells}</row></sheetData>${sheetTail}</worksheet>`,
    'xl/sharedStrings.xml': `<sst ${x}><si><t>One</t></si><si><r><rPr><b/></rPr><t>Two</t></r></si></sst>`,
  });
}

describe('the OOXML structure check', () => {
  it('passes well-formed minimal documents of each kind', () => {
    expect(
      messages(
        wordDocument(
          '<w:p><w:pPr/><w:hyperlink r:id="rId1"><w:r><w:rPr><w:b/><w:lang w:val="es"/></w:rPr><w:t>Hi</w:t></w:r></w:hyperlink></w:p>',
        ),
      ),
    ).toEqual([]);
    expect(messages(slide('<a:p><a:pPr/><a:r><a:rPr/><a:t>Hi</a:t></a:r><a:endParaRPr/></a:p>'))).toEqual([]);
    expect(messages(workbook(['Sheet'], '<c r="A1" t="s"><v>1</v></c>', '<pageMargins/>'))).toEqual([]);
  });

  it('passes the corpus originals', async () => {
    for (const file of ['docx', 'pptx', 'xlsx'].flatMap((folder) => corpusFiles(folder, [`.${folder}`]))) {
      expect(await officeStructureProblems(readFileSync(file)), file).toEqual([]);
    }
  });

  it.each([
    [
      '<w:p><w:hyperlink r:id="rId1"><w:hyperlink r:id="rId1"><w:r/></w:hyperlink></w:hyperlink></w:p>',
      '<w:hyperlink> nested in another <w:hyperlink>',
    ],
    ['<w:p><w:r><w:r><w:t>a</w:t></w:r></w:r></w:p>', '<w:r> nested in another <w:r>'],
    ['<w:p><w:r><w:p/></w:r></w:p>', '<w:p> inside <w:r>'],
    ['<w:p><w:t>a</w:t></w:p>', '<w:t> inside <w:p>, where it may only be in <w:r>, <m:r>'],
    [
      '<w:p><w:r><w:t>a</w:t><w:rPr/></w:r></w:p>',
      "<w:rPr> after <w:t> in <w:r>, against the schema's order",
    ],
    ['<w:p><w:r/><w:pPr/></w:p>', "<w:pPr> after <w:r> in <w:p>, against the schema's order"],
    [
      '<w:p><w:r><w:rPr><w:lang w:val="es"/><w:b/></w:rPr></w:r></w:p>',
      "<w:b> after <w:lang> in <w:rPr>, against the schema's order",
    ],
    [
      '<w:tbl><w:tr><w:tc><w:tcPr/></w:tc></w:tr></w:tbl>',
      '<w:tc> without <w:p> or <w:tbl> or <w:sdt> or <w:customXml> or <w:altChunk>',
    ],
    ['<w:tbl><w:tr><w:tc><w:p/><w:tbl/></w:tc></w:tr></w:tbl>', '<w:tc> ends with <w:tbl>'],
    ['<w:sectPr/><w:p/>', "<w:p> after <w:sectPr> in <w:body>, against the schema's order"],
  ])('catches broken WordprocessingML: %s', (body, problem) => {
    expect(messages(wordDocument(body))).toContain(problem);
  });

  it.each([
    ['<a:r><a:t>a</a:t></a:r>', '<a:r> inside <p:txBody>, where it may only be in <a:p>'],
    [
      '<a:p><a:r><a:t>a</a:t><a:rPr/></a:r></a:p>',
      "<a:rPr> after <a:t> in <a:r>, against the schema's order",
    ],
    ['<a:p><a:r><a:rPr/></a:r></a:p>', '<a:r> without <a:t>'],
    [
      '<a:p><a:r><a:rPr><a:hlinkClick/><a:latin typeface="Arial"/></a:rPr><a:t>a</a:t></a:r></a:p>',
      "<a:latin> after <a:hlinkClick> in <a:rPr>, against the schema's order",
    ],
    [
      '<a:p><a:endParaRPr/><a:r><a:t>a</a:t></a:r></a:p>',
      "<a:r> after <a:endParaRPr> in <a:p>, against the schema's order",
    ],
  ])('catches broken DrawingML: %s', (paragraphs, problem) => {
    expect(messages(slide(paragraphs))).toContain(problem);
  });

  it('catches shared-string indexes out of range, bad sheet names and worksheet children out of order', () => {
    expect(messages(workbook(['Sheet'], '<c r="A1" t="s"><v>2</v></c>'))).toEqual([
      'cell A1 names shared string "2" of 2',
    ]);
    expect(messages(workbook(['Ventas', 'ventas'], ''))).toEqual(['sheet name "ventas" is used twice']);
    expect(messages(workbook(['Resumen de las ventas del primer trimestre'], ''))).toEqual([
      'sheet name "Resumen de las ventas del primer trimestre" is not 1 to 31 characters long',
    ]);
    expect(messages(workbook(['Q1/Q2'], ''))).toEqual(['sheet name "Q1/Q2" has a character Excel forbids']);
    expect(messages(workbook(['Sheet'], '', '<pageMargins/><hyperlinks/>'))).toEqual([
      "<x:hyperlinks> after <x:pageMargins> in <x:worksheet>, against the schema's order",
    ]);
  });

  it('catches broken relationships and content types', () => {
    const twice = `<Relationships ${relsNs}><Relationship Id="rId1" Type="t" Target="styles.xml"/><Relationship Id="rId1" Type="t" Target="styles.xml"/></Relationships>`;
    expect(messages(wordDocument('', { 'word/_rels/document.xml.rels': twice }))).toEqual([
      'relationship id rId1 is used twice',
    ]);
    expect(
      messages(wordDocument('', { 'word/_rels/document.xml.rels': relationships(['media/image1.png']) })),
    ).toEqual(['relationship rId1 points to media/image1.png, which the package does not have']);
    expect(messages(wordDocument('<w:p><w:hyperlink r:id="rId7"/></w:p>'))).toEqual([
      'r:id="rId7" names no relationship of the part',
    ]);
    expect(messages(wordDocument('', { 'word/media/image1.png': 'png' }))).toEqual([
      'no content type for word/media/image1.png',
    ]);
  });

  it('catches XML that is not well-formed, unbound prefixes included', () => {
    expect(messages(wordDocument('<w:p><w:r></w:p>'))[0]).toMatch(/^not well-formed XML: /);
    expect(messages(wordDocument('<w:p><w14:r/></w:p>'))[0]).toMatch(/^not well-formed XML: .*prefix/);
  });
});
