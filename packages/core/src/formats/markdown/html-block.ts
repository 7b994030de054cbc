// An HTML block in Markdown (`<p align="center">…</p>`, `<details><summary>…`) keeps its markup, but
// its text and visible attributes are translated as the HTML format would, with offsets moved from
// the block to the Markdown file.
import type { Html } from 'mdast';
import { isUserFacingError, UserFacingError } from '../../errors';
import { extractHtmlFragment } from '../html/extract-html';
import type { AttributeEdit, RunEdit } from '../html/html-edits';
import type { PlaceholderMarkup } from '../source-positions/placeholder-markup';
import type { SourceSpan } from '../source-positions/source-rewrite';

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

/** The HTML format's errors speak of an HTML file; here they are about a block of a Markdown file. */
function extractBlock(node: Html): ReturnType<typeof extractHtmlFragment> {
  try {
    return extractHtmlFragment(node.value);
  } catch (error) {
    if (!isUserFacingError(error)) throw error;
    const line = node.position?.start.line ?? 1;
    throw new UserFacingError(
      'bad_file',
      `This Markdown file has an HTML block at line ${line} that cannot be translated: ${error.message.replace(/^This HTML file /, 'it ').replace(/ at line \d+/, '')}`,
      { line },
    );
  }
}

/** Empty when the block sits in a quote or list, whose prefixes its value no longer holds. */
export function htmlBlockSegments(source: string, node: Html): HtmlBlockSegment[] {
  const offset = node.position?.start.offset ?? 0;
  if (source.slice(offset, node.position?.end.offset) !== node.value) return [];
  const { segments, edits } = extractBlock(node);
  return edits.flatMap((edit, index) => {
    const text = segments[index]?.text;
    if (text === undefined || edit.kind === 'fixed') return [];
    const moved = { ...edit, ...shift(edit, offset) };
    return [
      { text, edit: moved.kind === 'run' ? { ...moved, markup: shiftMarkup(moved.markup, offset) } : moved },
    ];
  });
}
