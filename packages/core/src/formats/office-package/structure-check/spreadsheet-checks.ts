// What Excel checks across a workbook's parts: every shared-string cell names a string that exists,
// and sheet names (which Verso translates) stay unique, short and free of the characters Excel forbids.
import { elementsNamed, type ParsedPackage, type StructureProblem } from './parsed-package';

function sharedStringCount(roots: ParsedPackage['roots']): number {
  for (const root of roots.values()) {
    if (root.name === 'x:sst') return root.children.filter((child) => child.name === 'x:si').length;
  }
  return 0;
}

function sharedStringProblems(roots: ParsedPackage['roots']): StructureProblem[] {
  const count = sharedStringCount(roots);
  const problems: StructureProblem[] = [];
  for (const [part, root] of roots) {
    if (root.name !== 'x:worksheet') continue;
    for (const cell of elementsNamed(root, 'x:c')) {
      if (cell.attributes.get('t') !== 's') continue;
      const value = cell.children.find((child) => child.name === 'x:v')?.text.trim() ?? '';
      const index = Number(value);
      if (!/^\d+$/.test(value) || index >= count) {
        problems.push({
          part,
          line: cell.line,
          message: `cell ${cell.attributes.get('r') ?? ''} names shared string "${value}" of ${count}`,
        });
      }
    }
  }
  return problems;
}

function sheetNameProblem(name: string, seen: Set<string>): string | undefined {
  if (name.length === 0 || name.length > 31) return `sheet name "${name}" is not 1 to 31 characters long`;
  if (/[[\]:*?/\\]/.test(name) || /^'|'$/.test(name))
    return `sheet name "${name}" has a character Excel forbids`;
  if (seen.has(name.toLowerCase())) return `sheet name "${name}" is used twice`;
  seen.add(name.toLowerCase());
  return undefined;
}

function sheetNameProblems(roots: ParsedPackage['roots']): StructureProblem[] {
  const problems: StructureProblem[] = [];
  for (const [part, root] of roots) {
    if (root.name !== 'x:workbook') continue;
    const seen = new Set<string>();
    for (const sheet of elementsNamed(root, 'x:sheet')) {
      const message = sheetNameProblem(sheet.attributes.get('name') ?? '', seen);
      if (message) problems.push({ part, line: sheet.line, message });
    }
  }
  return problems;
}

export function spreadsheetProblems({ roots }: ParsedPackage): StructureProblem[] {
  return [...sharedStringProblems(roots), ...sheetNameProblems(roots)];
}
