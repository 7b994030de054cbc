// A rebuilt document is the original text with some ranges replaced; everything between them is
// copied as it was, which is what keeps comments, entities, quoting and whitespace byte-identical.

export interface TextEdit {
  start: number;
  end: number;
  text: string;
}

/** Applies non-overlapping edits to `text[from, to)`; edits outside that range are ignored. */
export function applyEdits(text: string, edits: readonly TextEdit[], from = 0, to = text.length): string {
  const inside = edits.filter((edit) => edit.start >= from && edit.end <= to);
  const sorted = [...inside].sort((a, b) => a.start - b.start || a.end - b.end);
  let output = '';
  let position = from;
  for (const edit of sorted) {
    if (edit.start < position) throw new Error(`Overlapping XML edits at offset ${edit.start}`);
    output += text.slice(position, edit.start) + edit.text;
    position = edit.end;
  }
  return output + text.slice(position, to);
}
