// Every Office Open XML file a format test produces is held to the structure Microsoft Office
// enforces, so a rebuild that LibreOffice renders but Word, PowerPoint or Excel would refuse fails.
// A problem the source file already had (LibreOffice's own DOCX export writes `w:sectPr` first in a
// paragraph's `w:pPr`) is the source's, not the rebuild's: only problems a rebuild adds fail.
import {
  isOoxmlPackage,
  type OfficePackage,
  packageStructureProblems,
  readPackage,
  type StructureProblem,
} from '../office-package';

const zipSignature = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

async function ooxmlPackage(file: Buffer): Promise<OfficePackage | undefined> {
  if (!file.subarray(0, 4).equals(zipSignature)) return undefined;
  const pkg = await readPackage(file, 'Office');
  return isOoxmlPackage(pkg) ? pkg : undefined;
}

/** Lines move when text is translated, so problems are matched by part and message. */
const keyOf = ({ part, message }: StructureProblem) => `${part}: ${message}`;

function addedProblems(output: StructureProblem[], source: StructureProblem[]): StructureProblem[] {
  const inherited = new Map<string, number>();
  for (const problem of source) inherited.set(keyOf(problem), (inherited.get(keyOf(problem)) ?? 0) + 1);
  return output.filter((problem) => {
    const left = inherited.get(keyOf(problem)) ?? 0;
    inherited.set(keyOf(problem), left - 1);
    return left <= 0;
  });
}

/**
 * Returns `output` when it is no OOXML package, or one that adds no structure problem to `source`'s
 * (the file it was rebuilt from; without one, any problem counts). Throws, listing them, otherwise.
 */
export async function checkedOfficeStructure(output: Buffer, source?: Buffer): Promise<Buffer> {
  const pkg = await ooxmlPackage(output);
  if (!pkg) return output;
  const sourcePackage = source ? await ooxmlPackage(source) : undefined;
  const problems = addedProblems(
    packageStructureProblems(pkg),
    sourcePackage ? packageStructureProblems(sourcePackage) : [],
  );
  if (problems.length > 0) {
    const listed = problems.map(
      ({ part, line, message }) => `  ${part}${line ? `:${line}` : ''}: ${message}`,
    );
    throw new Error(`The rebuilt file breaks the OOXML structure Office enforces:\n${listed.join('\n')}`);
  }
  return output;
}
