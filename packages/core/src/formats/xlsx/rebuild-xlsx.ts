// Writes the translations back: each planned place whose translation differs from its source is
// rewritten; when sheets or table columns were renamed every formula naming them follows; pictures
// read for `translateImages` are lettered in the target language. Parts nothing changed in are copied
// byte for byte.
import type { RebuildTarget } from '../format';
import {
  editedPart,
  findEntry,
  type OfficePackage,
  parsePart,
  withParts,
  writePackage,
} from '../office-package';
import { rebuiltPackagePictures } from '../office-package/package-pictures';
import type { TextEdit } from '../source-positions/text-edits';
import type { XmlDocument } from '../xml-toolkit/safe-xml';
import type { XlsxSkeleton } from './extract-xlsx';
import { formulaEdits } from './formula-edits';
import type { FormulaRenames } from './formula-references';
import { sheetNameEdits, sheetRenames, titlesOfPartsEdits } from './sheet-names-plan';
import { columnRenames } from './table-columns';
import type { PartPlan } from './translation-plan';
import { formatName } from './workbook-parts';

class PartEdits {
  private readonly byPart = new Map<string, { document: XmlDocument; edits: TextEdit[] }>();

  constructor(private readonly pkg: OfficePackage) {}

  document(part: string, known?: XmlDocument): XmlDocument | undefined {
    return this.byPart.get(part)?.document ?? known ?? parsePart(this.pkg, part, formatName);
  }

  add(part: string, document: XmlDocument, edits: readonly TextEdit[]): void {
    if (edits.length === 0) return;
    const entry = this.byPart.get(part) ?? { document, edits: [] };
    entry.edits.push(...edits);
    this.byPart.set(part, entry);
  }

  parts(): Map<string, Buffer> {
    return new Map(
      [...this.byPart].map(([part, { document, edits }]) => [part, editedPart(document, edits)]),
    );
  }
}

function slotEdits(plan: PartPlan, segments: readonly { text: string }[], translations: readonly string[]) {
  return plan.slots.flatMap((slot) => {
    const texts = slot.segments.map((index) => translations[index] ?? segments[index]?.text ?? '');
    if (slot.segments.every((index, position) => texts[position] === segments[index]?.text)) return [];
    return [{ start: slot.start, end: slot.end, text: slot.render(texts) }];
  });
}

/** Formulas name a sheet only with a `!`, a table column only with a `[`; most large sheets have neither. */
function mayNameRenamed(pkg: OfficePackage, part: string, renames: FormulaRenames): boolean {
  const data = findEntry(pkg, part)?.data;
  if (!data) return false;
  return (renames.sheets.size > 0 && data.includes('!')) || (renames.columns.size > 0 && data.includes('['));
}

function addFormulaEdits(edits: PartEdits, skeleton: XlsxSkeleton, renames: FormulaRenames): void {
  const { parts, plan, pkg, tables } = skeleton;
  const referring = [...parts.worksheets, ...parts.charts, ...tables.map((table) => table.part)].filter(
    (part) => mayNameRenamed(pkg, part, renames),
  );
  for (const part of [parts.workbook, ...referring, ...parts.pivotCaches]) {
    const document = edits.document(part, plan.parts.get(part)?.document);
    if (document) edits.add(part, document, formulaEdits(document, renames));
  }
}

/** A header cell's new text, when its segment was translated to something else. */
function headerTranslations(skeleton: XlsxSkeleton, translations: readonly string[]) {
  const indices = new Map(skeleton.plan.segments.map((segment, index) => [segment.id, index]));
  return (segmentId: string) => {
    const index = indices.get(segmentId);
    const translation = index === undefined ? undefined : translations[index];
    return translation === skeleton.plan.segments[index ?? -1]?.text ? undefined : translation;
  };
}

function addRenames(edits: PartEdits, skeleton: XlsxSkeleton, translations: readonly string[]): void {
  const { parts, plan } = skeleton;
  const { names, renames: sheets } = sheetRenames(skeleton.sheets, translations);
  const columns = columnRenames(skeleton.tables, headerTranslations(skeleton, translations));
  if (sheets.size > 0) {
    const workbook = edits.document(parts.workbook, plan.parts.get(parts.workbook)?.document);
    if (workbook) edits.add(parts.workbook, workbook, sheetNameEdits(workbook, skeleton.sheets, names));
    for (const part of parts.appProperties) {
      const properties = edits.document(part);
      if (properties) edits.add(part, properties, titlesOfPartsEdits(properties, sheets));
    }
  }
  for (const table of skeleton.tables)
    edits.add(table.part, table.document, columns.edits.get(table.part) ?? []);
  if (sheets.size > 0 || columns.renames.size > 0) {
    addFormulaEdits(edits, skeleton, { sheets, columns: columns.renames });
  }
}

export async function rebuildXlsx(
  skeleton: XlsxSkeleton,
  translations: readonly string[],
  target: RebuildTarget,
): Promise<Buffer> {
  const { pkg, plan } = skeleton;
  const edits = new PartEdits(pkg);
  for (const [part, partPlan] of plan.parts) {
    edits.add(part, partPlan.document, slotEdits(partPlan, plan.segments, translations));
  }
  addRenames(edits, skeleton, translations);
  const parts = edits.parts();
  for (const [name, data] of await rebuiltPackagePictures(skeleton, translations, target)) {
    parts.set(name, data);
  }
  return writePackage(withParts(pkg, parts));
}
