// Whether the first row names the columns. It does when its cells differ in kind from the values
// below them: `price` above numbers, one-word `Description` above sentences.
import { type ValueKind, valueKind } from '../values/value-kinds';

function mostCommon(kinds: readonly ValueKind[]): ValueKind | undefined {
  const counts = new Map<ValueKind, number>();
  for (const kind of kinds) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

const wordCount = (value: string) => value.trim().split(/\s+/).length;

/** +1 when the column's first cell looks like a name for the values below it, -1 when like one of them. */
function vote(name: string, values: readonly string[]): number {
  const filled = values.filter((value) => value.trim());
  const dataKind = mostCommon(filled.map(valueKind));
  if (!dataKind) return 0;
  const nameKind = valueKind(name);
  if (dataKind !== 'text') return nameKind === dataKind ? -1 : 1;
  if (nameKind !== 'text' && nameKind !== 'identifier') return -1;
  const sentences = filled.filter((value) => wordCount(value) > 1).length * 2 > filled.length;
  if (!sentences) return 0;
  return wordCount(name) === 1 ? 1 : -1;
}

export function hasHeaderRow(rows: readonly string[][]): boolean {
  const [first, ...data] = rows;
  if (!first || data.length === 0) return false;
  const names = first.map((name) => name.trim());
  const looksLikeNames =
    names.every((name) => name && !['number', 'date'].includes(valueKind(name))) &&
    new Set(names).size === names.length;
  if (!looksLikeNames) return false;
  const votes = names.map((name, column) =>
    vote(
      name,
      data.map((row) => row[column] ?? ''),
    ),
  );
  return votes.reduce((sum, value) => sum + value, 0) > 0;
}
