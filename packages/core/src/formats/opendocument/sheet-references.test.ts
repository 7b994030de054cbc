import { describe, expect, it } from 'vitest';
import { renameSheetReferences } from './sheet-references';

const renames = new Map([
  ['Data', 'Datos'],
  ["Bob's sheet", 'Hoja de Bob'],
  ['Sheet1', "L'hoja"],
]);
const renamed = (value: string) => renameSheetReferences(value, renames);

describe('renaming sheets in formulas and ranges', () => {
  it('renames quoted, unquoted and absolute references, always quoting the new name', () => {
    expect(renamed('of:=[Data.A1]+[$Data.$B$2:.C3]')).toBe("of:=['Datos'.A1]+[$'Datos'.$B$2:.C3]");
    expect(renamed("of:=SUM(['Bob''s sheet'.A1:'Bob''s sheet'.A9])")).toBe(
      "of:=SUM(['Hoja de Bob'.A1:'Hoja de Bob'.A9])",
    );
    expect(renamed('$Sheet1.$A$1:.$B$2 Data.A:Data.B')).toBe("$'L''hoja'.$A$1:.$B$2 'Datos'.A:'Datos'.B");
    expect(renamed('#Data.C4')).toBe("#'Datos'.C4");
  });

  it('leaves string literals, functions, numbers and other sheets alone', () => {
    expect(renamed('of:="Data.A1"&[Data.A1]')).toBe(`of:="Data.A1"&['Datos'.A1]`);
    expect(renamed('of:=COM.MICROSOFT.X([.A1])+Data2.A1+[DataX.B1]')).toBe(
      'of:=COM.MICROSOFT.X([.A1])+Data2.A1+[DataX.B1]',
    );
    expect(renamed('of:=12.5+[.Data]')).toBe('of:=12.5+[.Data]');
  });
});
