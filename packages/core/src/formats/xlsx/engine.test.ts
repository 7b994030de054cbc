import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { corpusFile } from '../../testing/corpus';
import { engineRoundTrip } from '../testing/round-trip';
import { featureWorkbook } from './feature-workbook';
import { xlsxFormat } from './index';
import { partTexts } from './xlsx-test-support';

describe('XLSX through Apertium English → Spanish', () => {
  it('puts Spanish in cells, sheet names, headers, comments, text boxes and charts', async () => {
    const parts = await partTexts(await engineRoundTrip(xlsxFormat, await featureWorkbook()));
    const part = (name: string) => parts.get(name) ?? '';
    expect(part('xl/sharedStrings.xml')).toContain('Ventas trimestrales');
    expect(part('xl/sharedStrings.xml')).toMatch(/<rPr><b\/><sz val="11"\/><\/rPr><t>mejor<\/t>/);
    expect(part('xl/worksheets/sheet2.xml')).toContain('Febrero');
    expect(part('xl/workbook.xml')).toContain('<sheet name="Informe de ventas"');
    expect(part('xl/workbook.xml')).toContain("'Informe de ventas'!$A$1:$J$20");
    expect(part('xl/worksheets/sheet1.xml')).toContain('Página &amp;P de &amp;N');
    expect(part('xl/worksheets/sheet1.xml')).toContain('&amp;CConfidencial &amp;&amp; interno');
    expect(part('xl/comments1.xml')).toContain('número');
    expect(part('xl/threadedComments/threadedComment1.xml')).toContain('entrega');
    expect(part('xl/drawings/drawing1.xml')).toMatch(/<a:rPr sz="1100" b="1"\/><a:t>notas<\/a:t>/);
    expect(part('xl/charts/chart1.xml')).toContain('Ventas mensuales');
    expect(part('xl/charts/chart1.xml')).toContain('<c:v>Enero</c:v>');
  }, 60_000);

  it.each([
    ['okapi-sampleMore.xlsx', 'xl/sharedStrings.xml', /calorías|grados/i],
    ['okapi-commentTable.xlsx', 'xl/sharedStrings.xml', /guisantes|caliente/i],
    ['sheetjs-Attendance.xlsx', 'xl/drawings/drawing1.xml', /Hoja de Asistencia|Octubre/],
    ['sheetjs-DataTypesFormats.xlsx', 'xl/sharedStrings.xml', /Fecha|Porcentaje/],
  ])(
    'translates %s',
    async (name, part, spanish) => {
      const parts = await partTexts(
        await engineRoundTrip(xlsxFormat, readFileSync(corpusFile(`xlsx/${name}`))),
      );
      expect(parts.get(part)).toMatch(spanish);
    },
    60_000,
  );
});
