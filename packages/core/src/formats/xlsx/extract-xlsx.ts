// Reads a workbook's package and plans its translation: sheet names, shared strings, inline strings,
// headers and footers, comments, drawings and charts, each as the options allow; with `translateImages`,
// the lettering of the pictures the drawings show (xl/media) after them.
import type { ExtractedDocument, FormatOptions, ReadLimits } from '../format';
import {
  findEntry,
  type OfficePackage,
  packageLimitsWithin,
  parsePart,
  readPackage,
} from '../office-package';
import { type PackagePictures, withPackagePictures } from '../office-package/package-pictures';
import { addChartText, addDrawingText } from './drawing-text';
import { addComments, addSharedStrings, addThreadedComments, type PartText } from './rich-text-slots';
import { addSheetNames, type SheetNamesPlan } from './sheet-names-plan';
import { readTables, type TablePlan } from './table-columns';
import { TranslationPlan } from './translation-plan';
import { formatName, type WorkbookParts, workbookParts } from './workbook-parts';
import { addHeadersFooters, addInlineStrings, mayHoldText } from './worksheet-text';

export interface XlsxSkeleton {
  pkg: OfficePackage;
  parts: WorkbookParts;
  plan: TranslationPlan;
  sheets: SheetNamesPlan;
  tables: TablePlan[];
  /** With `translateImages`: the pictures in `xl/media/` that hold lettering. */
  pictures?: PackagePictures;
}

type AddText = (text: PartText) => void;

function addParts(pkg: OfficePackage, plan: TranslationPlan, names: readonly string[], add: AddText): void {
  for (const part of names) {
    const document = parsePart(pkg, part, formatName);
    if (document) add({ plan, part, document });
  }
}

function addWorksheets(
  pkg: OfficePackage,
  plan: TranslationPlan,
  parts: WorkbookParts,
  options: FormatOptions,
) {
  const skipHeadersFooters = options.skipHeadersFooters === true;
  const worksheets = parts.worksheets.filter((part) =>
    mayHoldText(findEntry(pkg, part)?.data.toString('latin1') ?? '', skipHeadersFooters),
  );
  addParts(pkg, plan, worksheets, (text) => {
    addInlineStrings(text);
    if (!skipHeadersFooters) addHeadersFooters(text);
  });
}

export async function extractXlsx(
  input: Buffer,
  options: FormatOptions,
  from = 'auto',
  limits?: ReadLimits,
): Promise<ExtractedDocument<XlsxSkeleton>> {
  const pkg = await readPackage(input, formatName, packageLimitsWithin(limits));
  const parts = workbookParts(pkg);
  const plan = new TranslationPlan();
  const workbook = parsePart(pkg, parts.workbook, formatName);
  if (!workbook) throw new Error(`The workbook part ${parts.workbook} vanished`);
  const sheets = addSheetNames(
    { plan, part: parts.workbook, document: workbook },
    options.skipSheetNames === true,
  );
  addParts(pkg, plan, parts.sharedStrings, addSharedStrings);
  addWorksheets(pkg, plan, parts, options);
  if (!options.skipComments) {
    addParts(pkg, plan, parts.comments, addComments);
    addParts(pkg, plan, parts.threadedComments, addThreadedComments);
  }
  addParts(pkg, plan, parts.drawings, addDrawingText);
  addParts(pkg, plan, parts.charts, addChartText);
  const tables = readTables(pkg, parts.worksheets, parts.sharedStrings[0]);
  const skeleton: XlsxSkeleton = { pkg, parts, plan, sheets, tables };
  const document = { segments: plan.segments, skeleton };
  return withPackagePictures(document, { folder: 'xl/media/', options, from, limits });
}
