// Sheet names as segments, and what a rename changes: the workbook's <sheet name>, and every formula
// that names the sheet — cell formulas, conditional formatting and data validation, defined names,
// chart series, hyperlinks inside the workbook and pivot table sources.
import type { XmlDocument } from '../xml/safe-xml';
import type { TextEdit } from '../xml/text-edits';
import { escapeText } from '../xml/xml-escape';
import {
  attribute,
  childElements,
  descendants,
  firstChild,
  localName,
  type XmlElement,
} from '../xml/xml-tree';
import { attributeEdit } from './attribute-value';
import { renameKey, renameSheetsInFormula, type SheetRenames } from './formula-sheet-references';
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

const textOf = (element: XmlElement) =>
  element.children.map((child) => (child.kind === 'text' ? child.value : '')).join('');

function formulaEdit(element: XmlElement, renames: SheetRenames): TextEdit | undefined {
  if (element.selfClosing) return undefined;
  const formula = textOf(element);
  const renamed = renameSheetsInFormula(formula, renames);
  if (renamed === formula) return undefined;
  return { start: element.openEnd, end: element.closeStart, text: escapeText(renamed) };
}

/** Elements whose text is a formula, wherever they sit: <f>, <xm:f>, <c:f>, <formula>, <formula1|2>. */
const formulaNames = new Set(['f', 'formula', 'formula1', 'formula2', 'definedName']);

/** A reference in an attribute: a hyperlink's `location` (`Sheet2!A1`), a pivot source's `sheet`. */
function referenceEdit(
  document: XmlDocument,
  element: XmlElement,
  name: 'location' | 'sheet',
  renames: SheetRenames,
): TextEdit | undefined {
  const value = attribute(element, name);
  if (value === undefined) return undefined;
  const renamed =
    name === 'location' ? renameSheetsInFormula(value, renames) : (renames.get(renameKey(value)) ?? value);
  return renamed === value ? undefined : attributeEdit(document, element, name, renamed);
}

function renameEdit(document: XmlDocument, element: XmlElement, renames: SheetRenames): TextEdit | undefined {
  const name = localName(element);
  if (formulaNames.has(name)) return formulaEdit(element, renames);
  if (name === 'hyperlink') return referenceEdit(document, element, 'location', renames);
  if (name === 'worksheetSource') return referenceEdit(document, element, 'sheet', renames);
  return undefined;
}

/** Edits for one part (worksheet, chart, workbook, pivot cache) after sheets were renamed. */
export function renameEdits(document: XmlDocument, renames: SheetRenames): TextEdit[] {
  return descendants(document.root).flatMap((element) => {
    const edit = renameEdit(document, element, renames);
    return edit ? [edit] : [];
  });
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
