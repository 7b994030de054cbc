// An HTML block in Markdown (`<p align="center">…</p>`, `<details><summary>…`) keeps its markup, but
// its text and visible attributes are translated as the HTML format would, with offsets moved from
// the block to the Markdown file.
import type { Html } from 'mdast';
import { extractHtmlFragment } from '../html/extract-html';
import type { AttributeEdit, RunEdit } from '../html/html-edits';
import type { PlaceholderMarkup } from './placeholder-markup';
import type { SourceSpan } from './source-rewrite';

export interface HtmlBlockSegment {
  text: string;
  /** `segment` is the segment's index within the block; the caller renumbers it. */
  edit: RunEdit | AttributeEdit;
}

const shift = (span: SourceSpan, offset: number): SourceSpan => ({
  start: span.start + offset,
  end: span.end + offset,
});

function shiftMarkup(
  markup: Record<number, PlaceholderMarkup>,
  offset: number,
): Record<number, PlaceholderMarkup> {
  return Object.fromEntries(
    Object.entries(markup).map(([id, { open, close }]) => [
      id,
      close ? { open: shift(open, offset), close: shift(close, offset) } : { open: shift(open, offset) },
    ]),
  );
}

/** Empty when the block sits in a quote or list, whose prefixes its value no longer holds. */
export function htmlBlockSegments(source: string, node: Html): HtmlBlockSegment[] {
  const offset = node.position?.start.offset ?? 0;
  if (source.slice(offset, node.position?.end.offset) !== node.value) return [];
  const { segments, edits } = extractHtmlFragment(node.value);
  return edits.flatMap((edit, index) => {
    const text = segments[index]?.text;
    if (text === undefined || edit.kind === 'fixed') return [];
    const moved = { ...edit, ...shift(edit, offset) };
    return [
      { text, edit: moved.kind === 'run' ? { ...moved, markup: shiftMarkup(moved.markup, offset) } : moved },
    ];
  });
}
