// GFM's e-mail and some www autolinks are made after parsing, by splitting text nodes, and the new
// nodes have no source position. They get one here by finding their text in the source between their
// neighbours; a node whose text is not found there as written (it held an escape or an entity) stays
// without, and the block it is in is then left untranslated rather than written in the wrong place.
import type { Nodes, Parent } from 'mdast';
import { hasPosition, spanOf } from './inline-content';

function literalOf(node: Nodes): string | undefined {
  if (node.type === 'text') return node.value;
  const [child] = node.type === 'link' ? node.children : [];
  return child?.type === 'text' ? child.value : undefined;
}

function place(node: Nodes, start: number, end: number): void {
  node.position = { start: { line: 0, column: 0, offset: start }, end: { line: 0, column: 0, offset: end } };
}

function restoreChildren(parent: Parent, source: string): void {
  const { children } = parent;
  let cursor = hasPosition(parent as Nodes) ? spanOf(parent as Nodes).start : undefined;
  children.forEach((child, index) => {
    if (hasPosition(child)) {
      cursor = spanOf(child).end;
      return;
    }
    const literal = literalOf(child);
    const next = children.slice(index + 1).find(hasPosition);
    const limit = next ? spanOf(next).start : spanOf(parent as Nodes).end;
    const at = cursor === undefined || literal === undefined ? -1 : source.indexOf(literal, cursor);
    if (literal === undefined || at < 0 || at + literal.length > limit) return;
    place(child, at, at + literal.length);
    if (child.type === 'link' && child.children[0]) place(child.children[0], at, at + literal.length);
    cursor = at + literal.length;
  });
}

export function restorePositions(tree: Parent, source: string): void {
  const pending: Parent[] = [tree];
  while (pending.length > 0) {
    const node = pending.pop() as Parent;
    let placed = true;
    for (const child of node.children) {
      if (!hasPosition(child)) placed = false;
      if ('children' in child) pending.push(child);
    }
    if (!placed) restoreChildren(node, source);
  }
}
