// Sheet names as segments, and the workbook's <sheet name> attributes once they are translated, with
// the list of sheets in docProps/app.xml (the formulas that name a sheet are rewritten by
// formula-edits.ts).

import type { TextEdit } from '../source-positions/text-edits';
import type { XmlDocument } from '../xml-toolkit/safe-xml';
import { escapeText } from '../xml-toolkit/xml-escape';
import { attribute, childElements, firstChild } from '../xml-toolkit/xml-tree';
import { attributeEdit } from './attribute-value';
import { renameInFormula, renameKey, type SheetRenames } from './formula-references';
import type { PartText } from './rich-text-slots';
import { excelSheetNames, isTranslatableSheetName } from './sheet-names';

export interface SheetNamesPlan {
  names: string[];
  /** The segment of each sheet's name, or undefined when it is kept. */
  segments: (number | undefined)[];
}

const sheetElements = (workbook: XmlDocument) => {
  const sheets = firstChild(workbook.root, 'sheets');
  return sheets ? childElements(sheets, 'sheet') : [];
};

export function addSheetNames({ plan, part, document }: PartText, skip: boolean): SheetNamesPlan {
  const names = sheetElements(document).map((sheet) => attribute(sheet, 'name') ?? '');
  const segments = names.map((name, index) =>
    !skip && isTranslatableSheetName(name) ? plan.addSegment(`${part}#sheet${index}`, name) : undefined,
  );
  return { names, segments };
}

/** The final names, and the renames (old name upper-cased → new name) for those that changed. */
export function sheetRenames(sheets: SheetNamesPlan, translations: readonly string[]) {
  const translated = sheets.segments.map((segment) =>
    segment === undefined ? undefined : translations[segment],
  );
  const names = excelSheetNames(sheets.names, translated);
  const renames = new Map<string, string>();
  names.forEach((name, index) => {
    const original = sheets.names[index] ?? name;
    if (name !== original) renames.set(renameKey(original), name);
  });
  return { names, renames };
}

/** The workbook's own edits: the new names on its <sheet> elements. */
export function sheetNameEdits(
  workbook: XmlDocument,
  sheets: SheetNamesPlan,
  names: readonly string[],
): TextEdit[] {
  return sheetElements(workbook).flatMap((sheet, index) => {
    const name = names[index];
    const edit =
      name !== undefined && name !== sheets.names[index]
        ? attributeEdit(workbook, sheet, 'name', name)
        : undefined;
    return edit ? [edit] : [];
  });
}

/** docProps/app.xml lists the sheets and print ranges (`Sheet1!Print_Area`) under <TitlesOfParts>. */
export function titlesOfPartsEdits(properties: XmlDocument, renames: SheetRenames): TextEdit[] {
  const titles = firstChild(properties.root, 'TitlesOfParts');
  const vector = titles ? firstChild(titles, 'vector') : undefined;
  return (vector ? childElements(vector, 'lpstr') : []).flatMap((title) => {
    const value = title.children.map((child) => (child.kind === 'text' ? child.value : '')).join('');
    const renamed =
      renames.get(renameKey(value)) ?? renameInFormula(value, { sheets: renames, columns: new Map() });
    if (renamed === value || title.selfClosing) return [];
    return [{ start: title.openEnd, end: title.closeStart, text: escapeText(renamed) }];
  });
}
