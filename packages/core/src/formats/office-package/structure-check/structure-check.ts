// Checks an Office Open XML package (DOCX, PPTX, XLSX) against the structure rules Microsoft Office
// enforces and LibreOffice does not, so tests catch a file Word, PowerPoint or Excel would refuse or
// "repair" although LibreOffice renders it. No XSD validator is at hand offline, so the rules that
// matter for translated files are written out (element-rules.ts).
import type { OfficePackage } from '../office-package';
import { readPackage } from '../read-package';
import { contentTypeProblems } from './content-types';
import { elementProblems } from './element-structure';
import { parsePackage, type StructureProblem } from './parsed-package';
import { relationshipProblems } from './relationships';
import { spreadsheetProblems } from './spreadsheet-checks';

export type { StructureProblem } from './parsed-package';

export const isOoxmlPackage = (pkg: OfficePackage) =>
  pkg.entries.some((entry) => entry.name === '[Content_Types].xml');

export function packageStructureProblems(pkg: OfficePackage): StructureProblem[] {
  const problems: StructureProblem[] = [];
  const parsed = parsePackage(pkg, problems);
  for (const [part, root] of parsed.roots) {
    for (const { line, message } of elementProblems(root)) problems.push({ part, line, message });
  }
  problems.push(
    ...contentTypeProblems(parsed),
    ...relationshipProblems(parsed),
    ...spreadsheetProblems(parsed),
  );
  return problems;
}

/** `word/document.xml:12: <w:r> nested in another <w:r>` for each problem of the file. */
export async function officeStructureProblems(file: Buffer): Promise<string[]> {
  const problems = packageStructureProblems(await readPackage(file, 'Office'));
  return problems.map(({ part, line, message }) => `${part}${line ? `:${line}` : ''}: ${message}`);
}
