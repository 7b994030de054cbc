import { beforeAll, describe, expect, it } from 'vitest';
import type { FormatOptions } from '../format';
import { findEntry, readPackage, withParts, writePackage } from '../office-package';
import { roundTrip } from '../testing/round-trip';
import { featureWorkbook } from './feature-workbook';
import { xlsxFormat } from './index';
import { partTexts } from './xlsx-test-support';

let input: Buffer;
beforeAll(async () => {
  input = await featureWorkbook();
});

const segmentTexts = async (options: FormatOptions = {}) =>
  (await xlsxFormat.extract(input, options)).segments.map((segment) => segment.text);

/** Every segment upper-cased (placeholders and all), the way a test engine "translates". */
const shouted = (options: FormatOptions = {}) =>
  roundTrip(xlsxFormat, input, (text) => text.replace(/(?<=^|>)[^<]+/g, (words) => words.toUpperCase()), {
    options,
  });

describe('what an XLSX sends to the engine', () => {
  it('sends words and keeps codes, numbers stored as text, URLs and e-mail addresses out', async () => {
    const texts = await segmentTexts();
    expect(texts).toContain('Quarterly sales');
    expect(texts).toContain('The <g1>best</g1> month of the year');
    for (const code of ['SKU-123', '12345', 'https://example.com/catalogue', 'sales@example.com']) {
      expect(texts).not.toContain(code);
    }
  });

  it('sends a header section as text with its codes as placeholders', async () => {
    expect(await segmentTexts()).toEqual(
      expect.arrayContaining(['Page <x1/> of <x2/>', '<x1/>Sales report']),
    );
  });
});

describe('an XLSX rebuilt around translations', () => {
  let parts: Map<string, string>;
  beforeAll(async () => {
    parts = await partTexts(await shouted());
  });
  const part = (name: string) => parts.get(name) ?? '';

  it('renames sheets and every formula, validation, defined name, hyperlink and chart range naming them', () => {
    expect(part('xl/workbook.xml')).toContain('<sheet name="SALES REPORT"');
    expect(part('xl/workbook.xml')).toContain('<definedName name="Totals">DATA!$B$1:$B$3</definedName>');
    expect(part('xl/workbook.xml')).toContain("'SALES REPORT'!$A$1:$J$20");
    const sheet = part('xl/worksheets/sheet1.xml');
    expect(sheet).toContain('<f>DATA!B1*2</f><v>20</v>');
    expect(sheet).toContain('<f>SUM(DATA!B1:B3)</f>');
    expect(sheet).toContain('<formula>B5&gt;DATA!B1</formula>');
    expect(sheet).toContain('<formula1>DATA!$A$1:$A$3</formula1>');
    expect(sheet).toContain('location="DATA!A1"');
    expect(part('xl/charts/chart1.xml')).toContain('<c:f>DATA!$A$1:$A$3</c:f>');
  });

  it('renames table columns after their translated header cells, and the formulas naming them', () => {
    const table = part('xl/tables/table1.xml');
    expect(table).toContain('<tableColumn id="1" name="PRODUCT"/><tableColumn id="2" name="AMOUNT"/>');
    expect(table).toContain(
      '<calculatedColumnFormula>Orders[[#This Row],[AMOUNT]]*0.9</calculatedColumnFormula>',
    );
    expect(part('xl/worksheets/sheet3.xml')).toContain('<f>Orders[[#This Row],[AMOUNT]]*0.9</f>');
    expect(part('xl/worksheets/sheet1.xml')).toContain('<f>SUM(Orders[AMOUNT])</f>');
  });

  it('leaves numbers, booleans, error values and formulas without sheet names as they were', () => {
    const sheet = part('xl/worksheets/sheet1.xml');
    expect(sheet).toContain('<c r="B5"><v>42</v></c>');
    expect(sheet).toContain('<c r="E5" t="b"><v>1</v></c>');
    expect(sheet).toContain('<c r="F5" t="e"><f>1/0</f><v>#DIV/0!</v></c>');
  });

  it('keeps phonetic guides, codes and header codes', () => {
    const strings = part('xl/sharedStrings.xml');
    expect(strings).toContain('<si><t>TOKYO OFFICE</t><rPh sb="0" eb="5"><t>トウキョウ</t></rPh>');
    expect(strings).toContain('<si><t>SKU-123</t></si>');
    expect(part('xl/worksheets/sheet1.xml')).toContain(
      '<oddHeader>&amp;L&amp;"Arial,Bold"SALES REPORT&amp;RPAGE &amp;P OF &amp;N</oddHeader>',
    );
  });

  it('translates inline strings, comments, threaded comments, text boxes and chart names', () => {
    expect(part('xl/worksheets/sheet1.xml')).toContain('<is><t>SHIPPED ON TIME</t></is>');
    expect(part('xl/comments1.xml')).toContain('CHECK THIS NUMBER');
    expect(part('xl/threadedComments/threadedComment1.xml')).toContain('PLEASE CONFIRM');
    expect(part('xl/drawings/drawing1.xml')).toContain('<a:t>NOTES</a:t>');
    expect(part('xl/charts/chart1.xml')).toContain('<c:v>FEBRUARY</c:v>');
  });
});

describe('XLSX options', () => {
  it('skipComments leaves classic and threaded comments as they are', async () => {
    const before = await partTexts(input);
    const after = await partTexts(await shouted({ skipComments: true }));
    expect(after.get('xl/comments1.xml')).toBe(before.get('xl/comments1.xml'));
    const threaded = 'xl/threadedComments/threadedComment1.xml';
    expect(after.get(threaded)).toBe(before.get(threaded));
    expect(after.get('xl/sharedStrings.xml')).not.toBe(before.get('xl/sharedStrings.xml'));
  });

  it('skipHeadersFooters leaves the printed headers and footers as they are', async () => {
    const after = await partTexts(await shouted({ skipHeadersFooters: true }));
    expect(after.get('xl/worksheets/sheet1.xml')).toContain('&amp;RPage &amp;P of &amp;N</oddHeader>');
    expect(after.get('xl/worksheets/sheet1.xml')).toContain('<is><t>SHIPPED ON TIME</t></is>');
  });

  it('skipSheetNames keeps the names and every formula as it was', async () => {
    const before = await partTexts(input);
    const after = await partTexts(await shouted({ skipSheetNames: true }));
    expect(after.get('xl/workbook.xml')).toBe(before.get('xl/workbook.xml'));
    expect(after.get('xl/worksheets/sheet1.xml')).toContain('<f>Data!B1*2</f>');
    expect(after.get('xl/charts/chart1.xml')).toContain('<c:f>Data!$A$1:$A$3</c:f>');
  });
});

describe('sheet names an engine makes unusable', () => {
  it('cleans, shortens and de-duplicates them, and quotes them in formulas', async () => {
    const names = new Map([
      ['Sales report', 'Informe: ventas [trimestre]/año 2024 y más cosas'],
      ['Data', 'informe  ventas trimestre año 2024 y más cosas'],
    ]);
    const output = await roundTrip(xlsxFormat, input, (text) => names.get(text) ?? text);
    const parts = await partTexts(output);
    expect(parts.get('xl/workbook.xml')).toContain('<sheet name="Informe ventas trimestre año"');
    expect(parts.get('xl/workbook.xml')).toContain('<sheet name="informe ventas trimestre (2)"');
    expect(parts.get('xl/worksheets/sheet1.xml')).toContain("<f>'informe ventas trimestre (2)'!B1*2</f>");
  });
});

describe('workbook kinds', () => {
  it.each([
    ['a template (.xltx)', 'application/vnd.openxmlformats-officedocument.spreadsheetml.template.main+xml'],
    ['a macro-enabled workbook (.xlsm)', 'application/vnd.ms-excel.sheet.macroEnabled.main+xml'],
  ])('reads %s', async (_kind, mainType) => {
    const pkg = await readPackage(input, 'XLSX');
    const types = findEntry(pkg, '[Content_Types].xml')?.data.toString() ?? '';
    const retyped = types.replace(/application\/vnd[^"]*sheet\.main\+xml/, mainType);
    const workbook = await writePackage(
      withParts(pkg, new Map([['[Content_Types].xml', Buffer.from(retyped)]])),
    );
    const segments = (await xlsxFormat.extract(workbook, {})).segments.map((segment) => segment.text);
    expect(segments).toContain('Quarterly sales');
  });
});
