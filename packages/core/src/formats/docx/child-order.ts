// WordprocessingML property elements (`w:rPr`, `w:pPr`) are XML Schema sequences: Word refuses a file
// whose children are out of order. Children Verso adds are put where the schema wants them.

export interface ChildMarkup {
  /** Without prefix: `lang`. */
  name: string;
  markup: string;
}

const topLevelElement = /<((?:[\w.-]+:)?)([\w.-]+)\b[^>]*?(?:\/>|>[\s\S]*?<\/\1\2\s*>)/g;

/** The top-level elements of a run of sibling markup (`<w:b/><w:sz w:val="20"/>`). */
export function splitChildren(markup: string): ChildMarkup[] {
  return Array.from(markup.matchAll(topLevelElement), (match) => ({
    name: match[2] ?? '',
    markup: match[0],
  }));
}

function rank(order: readonly string[], child: ChildMarkup): number {
  if (child.name.endsWith('Change')) return order.length + 2;
  const index = order.indexOf(child.name);
  return index < 0 || child.markup.startsWith('<w14:') ? order.length + 1 : index;
}

/** Where a new child named `name` goes among `children` (already in order): before the first that follows it. */
export function insertionIndex(
  order: readonly string[],
  children: readonly ChildMarkup[],
  name: string,
): number {
  const wanted = rank(order, { name, markup: '' });
  const index = children.findIndex((child) => rank(order, child) > wanted);
  return index < 0 ? children.length : index;
}

/** The children sorted into schema order; the sort is stable, so equal ranks keep their order. */
export function inSchemaOrder(order: readonly string[], children: readonly ChildMarkup[]): string {
  return [...children]
    .sort((a, b) => rank(order, a) - rank(order, b))
    .map((child) => child.markup)
    .join('');
}
