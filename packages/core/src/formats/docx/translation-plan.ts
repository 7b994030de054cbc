// What extraction leaves for the rebuild: the segments, and for each part the slots (offset ranges)
// that translations fill. Slots nest: a text box's paragraphs sit inside a drawing that is a code of
// the paragraph around it, so inner slots are written first and an outer paragraph that is rewritten
// carries its inner translations inside its codes.
import type { Segment } from '../../segments';
import type { SegmentContext } from '../../segments/segment';
import { applyEdits, type TextEdit } from '../source-positions/text-edits';
import type { XmlDocument } from '../xml-toolkit/safe-xml';
import type { TargetLanguage } from './target-language';

export interface RenderContext {
  language: TargetLanguage;
  /** Body paragraphs: rewritten in place, or kept with their translation in a paragraph after them. */
  bilingual: boolean;
  /** The source of `[start, end)` with the translations of the slots inside it already written. */
  nested(start: number, end: number): string;
}

export interface TextSlot {
  /** The range the slot covers, inner slots included: what decides which slot is inside which. */
  start: number;
  end: number;
  segment: number;
  /** The edits that write `translation`; none when the translation is the source. */
  render(translation: string, context: RenderContext): TextEdit[];
}

export interface PartPlan {
  document: XmlDocument;
  slots: TextSlot[];
}

export class TranslationPlan {
  readonly segments: Segment[] = [];
  readonly parts = new Map<string, PartPlan>();

  addSlot(
    part: string,
    document: XmlDocument,
    text: string,
    slot: Omit<TextSlot, 'segment'>,
    context?: SegmentContext,
  ): void {
    const id = `${part}#${this.segments.length}`;
    const segment = this.segments.push(context ? { id, text, context } : { id, text }) - 1;
    const plan = this.parts.get(part) ?? { document, slots: [] };
    plan.slots.push({ ...slot, segment });
    this.parts.set(part, plan);
  }
}

/** The edits not inside another edit, in order: an outer rewrite already carries the inner ones. */
export function outermostEdits(edits: readonly TextEdit[]): TextEdit[] {
  // At one offset an insertion comes first, then the longer of two replacements.
  const isInsertion = (edit: TextEdit) => (edit.start === edit.end ? 0 : 1);
  const sorted = [...edits].sort(
    (a, b) => a.start - b.start || isInsertion(a) - isInsertion(b) || b.end - a.end,
  );
  const kept: TextEdit[] = [];
  let reached = -1;
  for (const edit of sorted) {
    if (edit.start < reached) continue;
    kept.push(edit);
    reached = edit.end;
  }
  return kept;
}

/** Every slot's edits for a part, inner slots first, keeping only the outermost edits. */
export function partEdits(
  plan: PartPlan,
  translations: readonly string[],
  segments: readonly Segment[],
  context: Omit<RenderContext, 'nested'>,
): TextEdit[] {
  const { text } = plan.document;
  const edits: TextEdit[] = [];
  const nested = (start: number, end: number) =>
    applyEdits(
      text,
      outermostEdits(edits.filter((edit) => edit.start >= start && edit.end <= end)),
      start,
      end,
    );
  const bySize = [...plan.slots].sort((a, b) => a.end - a.start - (b.end - b.start));
  for (const slot of bySize) {
    const source = segments[slot.segment]?.text ?? '';
    edits.push(...slot.render(translations[slot.segment] ?? source, { ...context, nested }));
  }
  return outermostEdits(edits);
}
