// Translated sheet names: made valid (LibreOffice refuses `[]*?:/\` and a leading or trailing
// apostrophe) and unique, then written on each sheet and in everything that refers to a sheet by
// name: formulas, ranges, validations, charts, links to cells, and the view settings of each sheet.
import { escapeText } from '../xml-toolkit/xml-escape';
import { localName, type XmlElement } from '../xml-toolkit/xml-tree';
import type { OdfNames } from './odf-names';
import type { PartEdits } from './part-edits';
import { plainText } from './plain-text';
import { renameSheetReferences } from './sheet-references';
import type { SheetNameUnit } from './units';

export type SheetRenames = ReadonlyMap<string, string>;

function validSheetName(text: string): string {
  return text
    .replace(/[[\]*?:/\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^'+|'+$/g, '');
}

/** Old name → new name, for the sheets whose name changed. */
export function sheetRenames(units: readonly SheetNameUnit[], translations: readonly string[]): SheetRenames {
  const taken = new Set<string>();
  const finalNames = units.map((unit, index) => {
    const translated =
      validSheetName(plainText(translations[index] ?? unit.name, unit.paragraph)) || unit.name;
    let name = translated;
    for (let copy = 2; taken.has(name.toLowerCase()); copy += 1) name = `${translated} (${copy})`;
    taken.add(name.toLowerCase());
    return name;
  });
  return new Map(
    units.flatMap((unit, index) =>
      finalNames[index] === unit.name ? [] : [[unit.name, finalNames[index] as string]],
    ),
  );
}

/** Attributes that hold formulas or cell ranges, by local name. */
const referenceAttribute = /^(formula|condition|expression|.*address(es)?|.*ranges?)$/;

/** Renames sheets in every formula, range and cell link of a part (content.xml, a chart…). */
export function renameReferences(
  root: XmlElement,
  names: OdfNames,
  edits: PartEdits,
  renames: SheetRenames,
): void {
  const visit = (element: XmlElement) => {
    for (const [name, value] of Object.entries(element.attributes)) {
      const local = name.slice(name.indexOf(':') + 1);
      const isLink = name === names.qualified('xlink:href') && value.startsWith('#');
      if (!isLink && !referenceAttribute.test(local) && name !== 'calcext:value') continue;
      const renamed = renameSheetReferences(value, renames);
      if (renamed !== value) edits.setAttribute(element, name, renamed);
    }
    for (const child of element.children) if (child.kind === 'element') visit(child);
  };
  visit(root);
}

/** Each renamed sheet's `table:name`. */
export function renameSheets(
  units: readonly SheetNameUnit[],
  names: OdfNames,
  edits: PartEdits,
  renames: SheetRenames,
): void {
  for (const unit of units) {
    const renamed = renames.get(unit.name);
    if (renamed !== undefined) edits.setAttribute(unit.element, names.qualified('table:name'), renamed);
  }
}

/** settings.xml keeps each sheet's view (zoom, cursor, frozen panes) under its name, and the active sheet. */
export function renameInSettings(
  root: XmlElement,
  names: OdfNames,
  edits: PartEdits,
  renames: SheetRenames,
): void {
  const visit = (element: XmlElement, inTables: boolean) => {
    const configName = names.attribute(element, 'config:name');
    const renamed = configName === undefined ? undefined : renames.get(configName);
    if (inTables && renamed !== undefined && localName(element) === 'config-item-map-entry') {
      edits.setAttribute(element, names.qualified('config:name'), renamed);
    }
    if (configName === 'ActiveTable' && names.is(element, 'config:config-item')) {
      const [text] = element.children;
      const active = text?.kind === 'text' ? renames.get(text.value) : undefined;
      if (text && active !== undefined)
        edits.add({ start: text.start, end: text.end, text: escapeText(active) });
    }
    for (const child of element.children) {
      if (child.kind === 'element')
        visit(
          child,
          inTables || (names.is(element, 'config:config-item-map-named') && configName === 'Tables'),
        );
    }
  };
  visit(root, false);
}
