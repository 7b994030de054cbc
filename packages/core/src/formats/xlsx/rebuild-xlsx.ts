// Writes the translations back: each planned place whose translation differs from its source is
// rewritten, and when sheets were renamed every formula naming them follows. Parts nothing changed
// in are copied byte for byte.
import {
  editedPart,
  findEntry,
  type OfficePackage,
  parsePart,
  withParts,
  writePackage,
} from '../office-package';
import type { XmlDocument } from '../xml/safe-xml';
import type { TextEdit } from '../xml/text-edits';
import type { XlsxSkeleton } from './extract-xlsx';
import type { SheetRenames } from './formula-sheet-references';
import { renameEdits, sheetNameEdits, sheetRenames } from './sheet-names-plan';
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

/** Sheets and charts name other sheets only with a `!`; most large sheets have none to parse. */
function mayNameSheets(pkg: OfficePackage, part: string): boolean {
  return findEntry(pkg, part)?.data.includes('!') === true;
}

function addRenames(edits: PartEdits, skeleton: XlsxSkeleton, renames: SheetRenames): void {
  const { parts, plan, pkg } = skeleton;
  const referring = [...parts.worksheets, ...parts.charts].filter((part) => mayNameSheets(pkg, part));
  for (const part of [parts.workbook, ...referring, ...parts.pivotCaches]) {
    const document = edits.document(part, plan.parts.get(part)?.document);
    if (document) edits.add(part, document, renameEdits(document, renames));
  }
}

export function rebuildXlsx(skeleton: XlsxSkeleton, translations: readonly string[]): Promise<Buffer> {
  const { pkg, plan, parts } = skeleton;
  const edits = new PartEdits(pkg);
  for (const [part, partPlan] of plan.parts) {
    edits.add(part, partPlan.document, slotEdits(partPlan, plan.segments, translations));
  }
  const { names, renames } = sheetRenames(skeleton.sheets, translations);
  if (renames.size > 0) {
    const workbook = edits.document(parts.workbook, plan.parts.get(parts.workbook)?.document);
    if (workbook) edits.add(parts.workbook, workbook, sheetNameEdits(workbook, skeleton.sheets, names));
    addRenames(edits, skeleton, renames);
  }
  return writePackage(withParts(pkg, edits.parts()));
}
