// Where a workbook keeps its text: [Content_Types].xml names every part's kind, so worksheets, comments,
// charts and drawings are found whatever their file names (a generator may call them anything).
import { UserFacingError } from '../../errors';
import { type OfficePackage, parsePart } from '../office-package';
import { attribute, childElements } from '../xml-toolkit/xml-tree';

export const formatName = 'Excel (XLSX)';

export interface WorkbookParts {
  workbook: string;
  sharedStrings: string[];
  worksheets: string[];
  comments: string[];
  threadedComments: string[];
  charts: string[];
  drawings: string[];
  /** Parts that only matter when a sheet is renamed: they refer to sheets by name. */
  pivotCaches: string[];
  appProperties: string[];
}

const spreadsheetml = 'application/vnd.openxmlformats-officedocument.spreadsheetml.';

const workbookTypes = new Set([
  `${spreadsheetml}sheet.main+xml`,
  `${spreadsheetml}template.main+xml`,
  'application/vnd.ms-excel.sheet.macroEnabled.main+xml',
  'application/vnd.ms-excel.template.macroEnabled.main+xml',
]);

const partKinds: Record<string, Exclude<keyof WorkbookParts, 'workbook'>> = {
  [`${spreadsheetml}sharedStrings+xml`]: 'sharedStrings',
  [`${spreadsheetml}worksheet+xml`]: 'worksheets',
  [`${spreadsheetml}comments+xml`]: 'comments',
  'application/vnd.ms-excel.threadedcomments+xml': 'threadedComments',
  'application/vnd.openxmlformats-officedocument.drawingml.chart+xml': 'charts',
  'application/vnd.openxmlformats-officedocument.drawing+xml': 'drawings',
  [`${spreadsheetml}pivotCacheDefinition+xml`]: 'pivotCaches',
  'application/vnd.openxmlformats-officedocument.extended-properties+xml': 'appProperties',
};

/** Main parts of the other office documents, so a renamed file is named for what it is. */
const otherDocuments: [RegExp, string][] = [
  [/wordprocessingml\.document\.main|ms-word\.document\.macroEnabled/, 'a Word document'],
  [/presentationml\.(presentation|slideshow)\.main|ms-powerpoint/, 'a PowerPoint presentation'],
];

function notAWorkbook(what: string): UserFacingError {
  return new UserFacingError(
    'bad_file',
    `This file is not a valid ${formatName} file: ${what}. Check that the file has the right extension and is not damaged.`,
  );
}

function contentTypes(pkg: OfficePackage): Map<string, string> {
  const types = parsePart(pkg, '[Content_Types].xml', formatName);
  if (!types) throw notAWorkbook('it has no [Content_Types].xml, so it is not an Office document');
  const byPart = new Map<string, string>();
  for (const override of childElements(types.root, 'Override')) {
    const partName = attribute(override, 'PartName');
    const contentType = attribute(override, 'ContentType');
    if (partName && contentType) byPart.set(partName.replace(/^\//, ''), contentType.trim());
  }
  return byPart;
}

function findWorkbook(types: Map<string, string>): string {
  for (const [part, type] of types) if (workbookTypes.has(type)) return part;
  const other = otherDocuments.find(([pattern]) => [...types.values()].some((type) => pattern.test(type)));
  throw notAWorkbook(other ? `it is ${other[1]}` : 'it has no workbook part');
}

/** The package's parts by kind; throws a `bad_file` error when the package holds no workbook. */
export function workbookParts(pkg: OfficePackage): WorkbookParts {
  const types = contentTypes(pkg);
  const parts: WorkbookParts = {
    workbook: findWorkbook(types),
    sharedStrings: [],
    worksheets: [],
    comments: [],
    threadedComments: [],
    charts: [],
    drawings: [],
    pivotCaches: [],
    appProperties: [],
  };
  const present = new Set(pkg.entries.map((entry) => entry.name));
  if (!present.has(parts.workbook)) throw notAWorkbook(`its workbook part ${parts.workbook} is missing`);
  for (const [part, type] of types) {
    const kind = partKinds[type];
    if (kind && present.has(part)) parts[kind].push(part);
  }
  return parts;
}
