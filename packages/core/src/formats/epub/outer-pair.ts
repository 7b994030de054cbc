// A run that is one inline element around all its text (`<li><a href="…">Chapter 1</a></li>`, a
// paragraph wrapped in one `<span>`) is translated inside that element: the segment loses the outer
// `<g1>…</g1>`, so no engine can put words outside the link, where a navigation list forbids text.
import type { Segment } from '../../segments';
import type { ExtractedDocument } from '../format';
import type { HtmlSkeleton } from '../html';
import type { HtmlEdit, RunEdit } from '../html/html-edits';

const wrapped = /^<g1>([\s\S]*)<\/g1>$/;
const placeholder = /<(\/?)([gx])(\d+)(\/?)>/g;

/** The run without its outer pair, or as it was when its text is not wholly inside one. */
function unwrapped(text: string, edit: RunEdit): { text: string; edit: RunEdit } {
  const inner = wrapped.exec(text)?.[1];
  const outer = edit.markup[1];
  if (inner === undefined || !outer?.close || /<\/?g1>/.test(inner) || !/\S/.test(inner))
    return { text, edit };
  const markup = Object.fromEntries(
    Object.entries(edit.markup).flatMap(([number, spans]) =>
      number === '1' ? [] : [[Number(number) - 1, spans]],
    ),
  );
  const renumbered = inner.replace(
    placeholder,
    (_, slash: string, kind: string, number: string, selfClosing: string) =>
      `<${slash}${kind}${Number(number) - 1}${selfClosing}>`,
  );
  return unwrapped(renumbered.trim(), { ...edit, start: outer.open.end, end: outer.close.start, markup });
}

export function withoutOuterPairs(page: ExtractedDocument<HtmlSkeleton>): ExtractedDocument<HtmlSkeleton> {
  const segments: Segment[] = [...page.segments];
  const edits = page.skeleton.edits.map((edit): HtmlEdit => {
    const segment = edit.kind === 'run' ? segments[edit.segment] : undefined;
    if (edit.kind !== 'run' || !segment) return edit;
    const run = unwrapped(segment.text, edit);
    segments[edit.segment] = { ...segment, text: run.text };
    return run.edit;
  });
  return { segments, skeleton: { ...page.skeleton, edits } };
}
