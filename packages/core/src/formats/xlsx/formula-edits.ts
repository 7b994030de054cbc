// What renaming sheets and table columns changes in a part: every element whose text is a formula
// (cell formulas, conditional formatting, data validation, defined names, chart ranges, table column
// formulas) and the attributes that hold a reference (a hyperlink's `location`, a pivot source's `sheet`).

import type { TextEdit } from '../source-positions/text-edits';
import type { XmlDocument } from '../xml-toolkit/safe-xml';
import { escapeText } from '../xml-toolkit/xml-escape';
import { attribute, localName, type XmlElement } from '../xml-toolkit/xml-tree';
import { attributeEdit } from './attribute-value';
import { eachElement } from './each-element';
import { type FormulaRenames, renameInFormula, renameKey } from './formula-references';

const formulaNames = new Set([
  'f',
  'formula',
  'formula1',
  'formula2',
  'definedName',
  'calculatedColumnFormula',
  'totalsRowFormula',
]);

const textOf = (element: XmlElement) =>
  element.children.map((child) => (child.kind === 'text' ? child.value : '')).join('');

function formulaEdit(element: XmlElement, renames: FormulaRenames): TextEdit | undefined {
  if (element.selfClosing) return undefined;
  const formula = textOf(element);
  const renamed = renameInFormula(formula, renames);
  if (renamed === formula) return undefined;
  return { start: element.openEnd, end: element.closeStart, text: escapeText(renamed) };
}

function referenceEdit(
  document: XmlDocument,
  element: XmlElement,
  name: 'location' | 'sheet',
  renames: FormulaRenames,
): TextEdit | undefined {
  const value = attribute(element, name);
  if (value === undefined) return undefined;
  const renamed =
    name === 'location' ? renameInFormula(value, renames) : (renames.sheets.get(renameKey(value)) ?? value);
  return renamed === value ? undefined : attributeEdit(document, element, name, renamed);
}

function renameEdit(
  document: XmlDocument,
  element: XmlElement,
  renames: FormulaRenames,
): TextEdit | undefined {
  const name = localName(element);
  if (formulaNames.has(name)) return formulaEdit(element, renames);
  if (name === 'hyperlink') return referenceEdit(document, element, 'location', renames);
  if (name === 'worksheetSource') return referenceEdit(document, element, 'sheet', renames);
  return undefined;
}

export function formulaEdits(document: XmlDocument, renames: FormulaRenames): TextEdit[] {
  const edits: TextEdit[] = [];
  eachElement(document.root, (element) => {
    const edit = renameEdit(document, element, renames);
    if (edit) edits.push(edit);
  });
  return edits;
}
