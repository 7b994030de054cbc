// Checks every element of a part against the rules of element-rules.ts. Markup-compatibility wrappers
// (`mc:AlternateContent`) are transparent: what they hold is judged against the element around them.
import { type ElementRule, elementRules, nestingBoundaries } from './element-rules';
import type { PartElement } from './namespaced-tree';

export interface ElementProblem {
  line: number;
  message: string;
}

const isCompatibilityWrapper = (element: PartElement) => element.name.startsWith('mc:');

function placementProblem(
  rule: ElementRule,
  name: string,
  ancestors: readonly PartElement[],
): string | undefined {
  const parent = ancestors.findLast((ancestor) => !isCompatibilityWrapper(ancestor));
  if (!parent) return undefined;
  if (rule.notIn?.includes(parent.name)) return `<${name}> inside <${parent.name}>`;
  for (let index = ancestors.length - 1; index >= 0; index--) {
    const ancestor = ancestors[index] as PartElement;
    if (rule.notWithin?.includes(ancestor.name)) return `<${name}> nested in another <${ancestor.name}>`;
    if (nestingBoundaries.has(ancestor.name)) break;
  }
  if (parent.known && rule.parents && !rule.parents.includes(parent.name)) {
    return `<${name}> inside <${parent.name}>, where it may only be in ${rule.parents.map((p) => `<${p}>`).join(', ')}`;
  }
  return undefined;
}

function orderProblem(order: readonly string[], element: PartElement): string | undefined {
  let reached = -1;
  let reachedBy = '';
  for (const child of element.children) {
    if (!child.known || isCompatibilityWrapper(child)) continue;
    const named = order.indexOf(child.name);
    const rank = named >= 0 ? named : order.indexOf('*');
    if (rank < 0) continue;
    if (rank < reached)
      return `<${child.name}> after <${reachedBy}> in <${element.name}>, against the schema's order`;
    reached = rank;
    reachedBy = child.name;
  }
  return undefined;
}

function blockProblem(
  { among, notLast }: NonNullable<ElementRule['blocks']>,
  element: PartElement,
): string | undefined {
  const last = element.children.findLast((child) => among.includes(child.name));
  if (!last) return `<${element.name}> without ${among.map((name) => `<${name}>`).join(' or ')}`;
  return notLast.includes(last.name) ? `<${element.name}> ends with <${last.name}>` : undefined;
}

function ownProblems(element: PartElement, ancestors: readonly PartElement[]): string[] {
  const rule = elementRules[element.name];
  if (!rule) return [];
  const problems = [placementProblem(rule, element.name, ancestors)];
  if (rule.childOrder) problems.push(orderProblem(rule.childOrder, element));
  if (rule.blocks) problems.push(blockProblem(rule.blocks, element));
  for (const name of rule.required ?? []) {
    if (!element.children.some((child) => child.name === name))
      problems.push(`<${element.name}> without <${name}>`);
  }
  return problems.filter((problem): problem is string => problem !== undefined);
}

/** Every element out of place or out of order in the part whose root is `root`. */
export function elementProblems(root: PartElement): ElementProblem[] {
  const problems: ElementProblem[] = [];
  const ancestors: PartElement[] = [];
  const visit = (element: PartElement) => {
    for (const message of ownProblems(element, ancestors)) problems.push({ line: element.line, message });
    ancestors.push(element);
    for (const child of element.children) visit(child);
    ancestors.pop();
  };
  visit(root);
  return problems;
}
