// Rebuilding by source positions: a document is its original text with some spans replaced. Edits may
// nest (an image's alt text inside the paragraph that holds the image); an edit renders its own inner
// spans through `renderSpan`, so nested edits are applied wherever the outer edit keeps source text.

export interface SourceSpan {
  start: number;
  end: number;
}

export type SpanRenderer = (span: SourceSpan) => string;

/** `renderSpan` renders source inside the edit, applying the edits nested in it. */
export type EditRenderer<Edit extends SourceSpan> = (edit: Edit, renderSpan: SpanRenderer) => string;

/** Index of the first edit starting at or after `position` in edits sorted by start. */
function firstEditFrom(edits: readonly SourceSpan[], position: number): number {
  let low = 0;
  let high = edits.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((edits[middle] as SourceSpan).start < position) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The source with every outermost edit replaced by what `renderEdit` makes of it. */
export function rewriteSource<Edit extends SourceSpan>(
  source: string,
  edits: readonly Edit[],
  renderEdit: EditRenderer<Edit>,
): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start || b.end - a.end);
  const renderSpan = ({ start, end }: SourceSpan, outer?: Edit): string => {
    let output = '';
    let position = start;
    for (let index = firstEditFrom(sorted, start); index < sorted.length; index += 1) {
      const edit = sorted[index] as Edit;
      if (edit.start >= end) break;
      if (edit === outer || edit.start < position || edit.end > end) continue;
      output += source.slice(position, edit.start) + renderEdit(edit, (span) => renderSpan(span, edit));
      position = edit.end;
    }
    return output + source.slice(position, end);
  };
  return renderSpan({ start: 0, end: source.length });
}
