import { describe, expect, it } from 'vitest';
import { excelSheetNames, isTranslatableSheetName } from './sheet-names';

describe('translated sheet names Excel accepts', () => {
  it('removes the characters Excel forbids and the apostrophes at either end', () => {
    expect(excelSheetNames(['Q&A'], ["'Preguntas [y] respuestas: ¿qué?/*'"])).toEqual([
      'Preguntas y respuestas ¿qué',
    ]);
  });

  it('cuts names to 31 characters without splitting a character', () => {
    const [name = ''] = excelSheetNames(['Summary'], ['Resumen de las ventas del primer trimestre']);
    expect(name).toBe('Resumen de las ventas del');
    const [long = ''] = excelSheetNames(['Summary'], ['Zusammenfassungderverkaufsergebnisse']);
    expect(long).toBe('Zusammenfassungderverkaufsergeb');
    const [emoji = ''] = excelSheetNames(['x'], [`${'a'.repeat(30)}😀`]);
    expect(emoji).toBe('a'.repeat(30));
  });

  it('makes duplicates unique in sheet order, case-insensitively, keeping untranslated names', () => {
    expect(
      excelSheetNames(['Sales', 'Revenue', 'ventas', 'Notes'], ['Ventas', 'Ventas', undefined, 'History']),
    ).toEqual(['Ventas (2)', 'Ventas (3)', 'ventas', 'History (2)']);
  });

  it('keeps the original name when the translation is empty once cleaned', () => {
    expect(excelSheetNames(['Data'], ['[]'])).toEqual(['Data']);
  });

  it('translates words and numbered sheets, not codes', () => {
    expect(isTranslatableSheetName('Sales report')).toBe(true);
    expect(isTranslatableSheetName('Sheet1')).toBe(true);
    expect(isTranslatableSheetName('23610_Accr_Ext_COGS')).toBe(false);
    expect(isTranslatableSheetName('2024')).toBe(false);
  });
});
