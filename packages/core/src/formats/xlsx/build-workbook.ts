// Writes a small but complete workbook package from XML strings, for the benchmark sample and the test
// fixtures: content types, relationships and the workbook around the sheets and parts it is given.
import { type PackageEntry, writePackage } from '../office-package';

const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const relationships = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const spreadsheetml = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
const relationshipType = `${relationships}/`;
const xmlDeclaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** A part beside the sheets: XML, or the bytes of a binary part (a picture in `xl/media/`). */
export type ExtraPart = { name: string; contentType: string } & ({ xml: string } | { data: Buffer });

export interface WorkbookSpec {
  sheets: { name: string; xml: string; rels?: string }[];
  sharedStrings?: string[];
  /** XML inside <workbook> after <sheets>: `<definedNames>…`. */
  workbookExtra?: string;
  parts?: ExtraPart[];
}

/** A worksheet's XML around its rows (and whatever follows <sheetData>). */
export function worksheetXml(rows: string, after = ''): string {
  return `${xmlDeclaration}<worksheet xmlns="${main}" xmlns:r="${relationships}"><sheetData>${rows}</sheetData>${after}</worksheet>`;
}

export function sharedStringsXml(items: readonly string[]): string {
  return `${xmlDeclaration}<sst xmlns="${main}" count="${items.length}" uniqueCount="${items.length}">${items.join('')}</sst>`;
}

function contentTypes(spec: WorkbookSpec): string {
  const overrides = [
    [`/xl/workbook.xml`, `${spreadsheetml}.sheet.main+xml`],
    ...spec.sheets.map((_, index) => [
      `/xl/worksheets/sheet${index + 1}.xml`,
      `${spreadsheetml}.worksheet+xml`,
    ]),
    ...(spec.sharedStrings ? [[`/xl/sharedStrings.xml`, `${spreadsheetml}.sharedStrings+xml`]] : []),
    ...(spec.parts ?? []).map((part) => [`/${part.name}`, part.contentType]),
  ];
  return `${xmlDeclaration}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${overrides
    .map(([name, type]) => `<Override PartName="${name}" ContentType="${type}"/>`)
    .join('')}</Types>`;
}

function workbookRelationships(spec: WorkbookSpec): string {
  const sheets = spec.sheets.map(
    (_, index) =>
      `<Relationship Id="rId${index + 1}" Type="${relationshipType}worksheet" Target="worksheets/sheet${index + 1}.xml"/>`,
  );
  const strings = spec.sharedStrings
    ? [`<Relationship Id="rIdS" Type="${relationshipType}sharedStrings" Target="sharedStrings.xml"/>`]
    : [];
  return `${xmlDeclaration}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${[...sheets, ...strings].join('')}</Relationships>`;
}

function workbook(spec: WorkbookSpec): string {
  const sheets = spec.sheets
    .map((sheet, index) => `<sheet name="${sheet.name}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`)
    .join('');
  return `${xmlDeclaration}<workbook xmlns="${main}" xmlns:r="${relationships}"><sheets>${sheets}</sheets>${spec.workbookExtra ?? ''}</workbook>`;
}

const part = (name: string, content: string | Buffer): PackageEntry => ({
  name,
  data: Buffer.from(content),
  compressed: true,
});

export function buildWorkbook(spec: WorkbookSpec): Promise<Buffer> {
  const entries = [
    part('[Content_Types].xml', contentTypes(spec)),
    part(
      '_rels/.rels',
      `${xmlDeclaration}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${relationshipType}officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    part('xl/workbook.xml', workbook(spec)),
    part('xl/_rels/workbook.xml.rels', workbookRelationships(spec)),
    ...spec.sheets.flatMap((sheet, index) => [
      part(`xl/worksheets/sheet${index + 1}.xml`, sheet.xml),
      ...(sheet.rels ? [part(`xl/worksheets/_rels/sheet${index + 1}.xml.rels`, sheet.rels)] : []),
    ]),
    ...(spec.sharedStrings ? [part('xl/sharedStrings.xml', sharedStringsXml(spec.sharedStrings))] : []),
    ...(spec.parts ?? []).map((extra) => part(extra.name, 'xml' in extra ? extra.xml : extra.data)),
  ];
  return writePackage({ entries });
}
