// Excel tables name their columns after their header cells, and Excel repairs (with a warning) a
// workbook where the two differ. So a table column follows its header cell's translation, and formulas
// that name it (`Table1[Column]`, stored fully qualified) follow the column.
import { stripPlaceholders } from '../../segments';
import { type OfficePackage, parsePart } from '../office-package';
import type { TextEdit } from '../source-positions/text-edits';
import type { XmlDocument } from '../xml-toolkit/safe-xml';
import { attribute, childElements, firstChild, type XmlElement } from '../xml-toolkit/xml-tree';
import { attributeEdit } from './attribute-value';
import { relatedParts } from './relationships';
import { formatName } from './workbook-parts';

export interface TableColumn {
  element: XmlElement;
  name: string;
  /** The id of the segment that gives the header cell its text, if it has one. */
  headerSegment?: string;
}

export interface TablePlan {
  part: string;
  document: XmlDocument;
  /** The name formulas use, upper-cased. */
  key: string;
  columns: TableColumn[];
}

const columnNumber = (letters: string) =>
  [...letters.toUpperCase()].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0);

function headerCells(worksheet: XmlDocument, ref: string): Map<number, XmlElement> {
  const match = /^\$?([A-Z]+)\$?(\d+)/i.exec(ref);
  const cells = new Map<number, XmlElement>();
  if (!match) return cells;
  const [, firstColumn = 'A', row = '1'] = match;
  const data = firstChild(worksheet.root, 'sheetData');
  const headerRow = data
    ? childElements(data, 'row').find((candidate) => attribute(candidate, 'r') === row)
    : undefined;
  for (const cell of headerRow ? childElements(headerRow, 'c') : []) {
    const letters = /^[A-Z]+/i.exec(attribute(cell, 'r') ?? '')?.[0] ?? '';
    cells.set(columnNumber(letters) - columnNumber(firstColumn), cell);
  }
  return cells;
}

/** The segment id that fills a header cell: its shared string's, or its own inline string's. */
function cellSegment(cell: XmlElement | undefined, worksheetPart: string, sharedStrings: string | undefined) {
  const type = cell ? attribute(cell, 't') : undefined;
  if (!cell || !type) return undefined;
  if (type === 'inlineStr') return `${worksheetPart}#${attribute(cell, 'r') ?? ''}`;
  const value = firstChild(cell, 'v')?.children.find((child) => child.kind === 'text');
  return type === 's' && sharedStrings && value?.kind === 'text'
    ? `${sharedStrings}#${value.value.trim()}`
    : undefined;
}

function readTable(
  pkg: OfficePackage,
  part: string,
  worksheetPart: string,
  worksheet: XmlDocument,
  sharedStrings?: string,
) {
  const document = parsePart(pkg, part, formatName);
  if (!document) return undefined;
  const { root } = document;
  const hasHeader = attribute(root, 'headerRowCount') !== '0';
  const cells = hasHeader
    ? headerCells(worksheet, attribute(root, 'ref') ?? '')
    : new Map<number, XmlElement>();
  const list = firstChild(root, 'tableColumns');
  const columns = (list ? childElements(list, 'tableColumn') : []).map((element, index) => ({
    element,
    name: attribute(element, 'name') ?? '',
    headerSegment: cellSegment(cells.get(index), worksheetPart, sharedStrings),
  }));
  const key = (attribute(root, 'displayName') ?? attribute(root, 'name') ?? '').toLocaleUpperCase('en');
  return { part, document, key, columns };
}

/** Every table of the workbook with the segments behind its header cells. */
export function readTables(
  pkg: OfficePackage,
  worksheets: readonly string[],
  sharedStrings?: string,
): TablePlan[] {
  return worksheets.flatMap((worksheetPart) => {
    const tables = relatedParts(pkg, worksheetPart, 'table');
    const worksheet = tables.length > 0 ? parsePart(pkg, worksheetPart, formatName) : undefined;
    if (!worksheet) return [];
    return tables.flatMap((part) => readTable(pkg, part, worksheetPart, worksheet, sharedStrings) ?? []);
  });
}

function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let number = 2; taken.has(candidate.toLocaleUpperCase('en')); number += 1)
    candidate = `${name}${number}`;
  taken.add(candidate.toLocaleUpperCase('en'));
  return candidate;
}

/** Each column's new name from its header's translation, unique within its table. */
export function columnRenames(
  tables: readonly TablePlan[],
  headerText: (segmentId: string) => string | undefined,
) {
  const renames = new Map<string, Map<string, string>>();
  const edits = new Map<string, TextEdit[]>();
  for (const table of tables) {
    const taken = new Set<string>();
    const names = table.columns.map((column) => {
      const translated = column.headerSegment ? headerText(column.headerSegment) : undefined;
      const wanted = translated === undefined ? column.name : stripPlaceholders(translated);
      return uniqueName(wanted.trim() === '' ? column.name : wanted, taken);
    });
    const changed = new Map<string, string>();
    const tableEdits = table.columns.flatMap((column, index) => {
      const name = names[index] ?? column.name;
      if (name === column.name) return [];
      changed.set(column.name.toLocaleUpperCase('en'), name);
      return attributeEdit(table.document, column.element, 'name', name) ?? [];
    });
    if (changed.size > 0) renames.set(table.key, changed);
    if (tableEdits.length > 0) edits.set(table.part, tableEdits);
  }
  return { renames, edits };
}
