import { describe, expect, it } from 'vitest';
import { type FormulaRenames, quotedSheetName, renameInFormula, renameKey } from './formula-references';

const renames = (pairs: Record<string, string>) =>
  new Map(Object.entries(pairs).map(([from, to]) => [renameKey(from), to]));
const sheetsOnly = (pairs: Record<string, string>): FormulaRenames => ({
  sheets: renames(pairs),
  columns: new Map(),
});

describe('sheet references in formulas', () => {
  const spanish = sheetsOnly({
    Sheet1: 'Hoja de cálculo',
    Data: 'Datos',
    "Bob's": 'De Bob',
    Jan: 'Ene',
    Mar: 'Mar',
  });

  it.each([
    ['SUM(Sheet1!A1:B2)', "SUM('Hoja de cálculo'!A1:B2)"],
    ['sheet1!$A$1+Data!B2', "'Hoja de cálculo'!$A$1+Datos!B2"],
    ["'Bob''s'!A1", 'De Bob!A1'.replace('De Bob', "'De Bob'")],
    ['SUM(Jan:Mar!A1)', 'SUM(Ene:Mar!A1)'],
    ["SUM('Jan:Mar'!A1)", 'SUM(Ene:Mar!A1)'],
    ['Data!A1:Data!B2', 'Datos!A1:Datos!B2'],
    ['VLOOKUP(A1,Data!A:C,2,FALSE)', 'VLOOKUP(A1,Datos!A:C,2,FALSE)'],
  ])('rewrites %s', (formula, expected) => {
    expect(renameInFormula(formula, spanish)).toBe(expected);
  });

  it.each([
    ['"Sheet1!A1"&Sheet2!A1'],
    ['[1]Sheet1!A1'],
    ["'[Book.xlsx]Sheet1'!A1"],
    ['Table1[Data]'],
    ['MySheet1!A1'],
    ['SUM(A1:B2)'],
  ])('leaves %s as it is', (formula) => {
    expect(renameInFormula(formula, spanish)).toBe(formula);
  });

  it('quotes a name only when Excel needs it', () => {
    expect(quotedSheetName('Datos')).toBe('Datos');
    expect(quotedSheetName('Datos_2024')).toBe('Datos_2024');
    expect(quotedSheetName('Hoja 1')).toBe("'Hoja 1'");
    expect(quotedSheetName('A1')).toBe("'A1'");
    expect(quotedSheetName('R1C1')).toBe("'R1C1'");
    expect(quotedSheetName('Año')).toBe("'Año'");
    expect(quotedSheetName("L'été")).toBe("'L''été'");
  });
});

describe('table column references in formulas', () => {
  const columns: FormulaRenames = {
    sheets: new Map(),
    columns: new Map([['SALES', renames({ Amount: 'Importe', 'Q1 [net]': 'T1 #neto', Region: 'Región' })]]),
  };

  it.each([
    ['SUM(Sales[Amount])', 'SUM(Sales[Importe])'],
    ['Sales[[#This Row],[Amount]]*2', 'Sales[[#This Row],[Importe]]*2'],
    ['SUM(Sales[[#Data],[Amount]:[Region]])', 'SUM(Sales[[#Data],[Importe]:[Región]])'],
    ["Sales[Q1 '[net']]", "Sales[T1 '#neto]"],
    ['Other[Amount]+Sales[#Totals]', 'Other[Amount]+Sales[#Totals]'],
    ['"Sales[Amount]"', '"Sales[Amount]"'],
  ])('rewrites %s', (formula, expected) => {
    expect(renameInFormula(formula, columns)).toBe(expected);
  });
});
