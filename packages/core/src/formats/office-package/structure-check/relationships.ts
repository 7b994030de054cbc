// Relationship parts (`_rels/*.rels`) checked as Office reads them: ids unique within a part, every
// internal target an existing part, and every `r:id`-style reference in a part naming one of its own
// relationships. Office refuses a package whose reference leads nowhere.
import { posix } from 'node:path';
import type { PartElement } from './namespaced-tree';
import { elementsNamed, type ParsedPackage, type StructureProblem } from './parsed-package';

/** The part a relationship part describes: `word/_rels/document.xml.rels` → `word/document.xml`; `''` for the package. */
function sourceOf(relsName: string): string {
  const match = /^(.*?)_rels\/([^/]*)\.rels$/.exec(relsName);
  return match ? `${match[1]}${match[2]}` : '';
}

function relsNameOf(partName: string): string {
  return `${posix.dirname(partName) === '.' ? '' : `${posix.dirname(partName)}/`}_rels/${posix.basename(partName)}.rels`;
}

function targetPart(source: string, target: string): string {
  const path = decodeURIComponent(target.replace(/#.*$/, ''));
  if (path.startsWith('/')) return posix.normalize(path.slice(1));
  return posix.normalize(posix.join(posix.dirname(source), path));
}

function relsProblems(relsName: string, root: PartElement, parts: ReadonlySet<string>): StructureProblem[] {
  const problems: StructureProblem[] = [];
  const source = sourceOf(relsName);
  if (source && !parts.has(source.toLowerCase())) {
    problems.push({ part: relsName, message: `describes ${source}, which the package does not have` });
  }
  const ids = new Set<string>();
  for (const relationship of elementsNamed(root, 'rel:Relationship')) {
    const id = relationship.attributes.get('Id') ?? '';
    if (ids.has(id))
      problems.push({
        part: relsName,
        line: relationship.line,
        message: `relationship id ${id} is used twice`,
      });
    ids.add(id);
    const target = relationship.attributes.get('Target') ?? '';
    if (relationship.attributes.get('TargetMode') === 'External' || target === '') continue;
    if (!parts.has(targetPart(source, target).toLowerCase())) {
      problems.push({
        part: relsName,
        line: relationship.line,
        message: `relationship ${id} points to ${target}, which the package does not have`,
      });
    }
  }
  return problems;
}

function referenceProblems(
  partName: string,
  root: PartElement,
  relsRoot: PartElement | undefined,
): StructureProblem[] {
  const ids = new Set(
    relsRoot ? elementsNamed(relsRoot, 'rel:Relationship').map((r) => r.attributes.get('Id')) : [],
  );
  const problems: StructureProblem[] = [];
  const visit = (element: PartElement) => {
    for (const [name, value] of element.attributes) {
      if (name.startsWith('r:') && value !== '' && !ids.has(value)) {
        problems.push({
          part: partName,
          line: element.line,
          message: `${name}="${value}" names no relationship of the part`,
        });
      }
    }
    for (const child of element.children) visit(child);
  };
  visit(root);
  return problems;
}

export function relationshipProblems({ names, roots }: ParsedPackage): StructureProblem[] {
  const parts = new Set(names.map((name) => name.toLowerCase()));
  const problems: StructureProblem[] = [];
  for (const [name, root] of roots) {
    if (name.endsWith('.rels')) problems.push(...relsProblems(name, root, parts));
    else problems.push(...referenceProblems(name, root, roots.get(relsNameOf(name))));
  }
  return problems;
}
