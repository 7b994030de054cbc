// The document context sent ahead of the texts: the title, the section headings, what tells a text apart,
// the author's notes for translators, the page, and the text just before and after. Each is said once per
// run of texts that share it, not once per text, and a neighbour only where the list does not already
// hold it: at the chunk's edges, or around texts the list skips.
import type { SegmentContext } from '../../segments/segment';

/** Enough of a neighbour to read its sense, without letting a long paragraph crowd out the texts. */
const neighbourChars = 300;

function quoted(text: string): string {
  return JSON.stringify(text.length > neighbourChars ? `${text.slice(0, neighbourChars)}…` : text);
}

interface Run {
  first: number;
  last: number;
  value: string;
}

/** Runs of consecutive ids (from 1) that share one value; texts without a value belong to none. */
function runs(values: readonly (string | undefined)[]): Run[] {
  const found: Run[] = [];
  values.forEach((value, index) => {
    const id = index + 1;
    const current = found.at(-1);
    if (!value) return;
    if (current && current.value === value && current.last === id - 1) current.last = id;
    else found.push({ first: id, last: id, value });
  });
  return found;
}

function runLines(label: string, values: readonly (string | undefined)[], total: number): string[] {
  return runs(values).map(({ first, last, value }) => {
    if (first === 1 && last === total) return `${label}: ${quoted(value)}`;
    const ids = first === last ? `id ${first}` : `ids ${first}–${last}`;
    return `${label} of ${ids}: ${quoted(value)}`;
  });
}

/** One line per fact, none holding a line break, so the JSON array after them stands on its own line. */
export function contextLines(
  texts: readonly string[],
  context: readonly (SegmentContext | undefined)[],
): string[] {
  const lines = [
    ...runLines(
      'Document title',
      context.map((entry) => entry?.documentTitle),
      texts.length,
    ),
    ...runLines(
      'Section heading',
      context.map((entry) => entry?.heading),
      texts.length,
    ),
    ...runLines(
      'Meaning (the file tells these texts apart by it)',
      context.map((entry) => entry?.disambiguation),
      texts.length,
    ),
    ...runLines(
      'Note for translators',
      context.map((entry) => entry?.note),
      texts.length,
    ),
    ...runLines(
      'Page',
      context.map((entry) => (entry?.page === undefined ? undefined : String(entry.page))),
      texts.length,
    ),
  ];
  texts.forEach((_, index) => {
    const { previous, next } = context[index] ?? {};
    if (previous && previous !== texts[index - 1])
      lines.push(`Text before id ${index + 1}: ${quoted(previous)}`);
    if (next && next !== texts[index + 1]) lines.push(`Text after id ${index + 1}: ${quoted(next)}`);
  });
  return lines;
}
