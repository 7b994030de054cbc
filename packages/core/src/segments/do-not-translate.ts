// Spans no engine should translate (URLs, code, variables, amounts with units…) are swapped for
// standalone placeholders before translation and put back after, so that engines carry them untouched.
import { highestPlaceholderId, isPlaceholderTag } from './placeholders';
import { splitProtectedSpans } from './protected-spans';

export interface ProtectedText {
  /** The text for the engine, each protected span replaced by a new `<xN/>`. */
  text: string;
  /** What was taken out, in order: `spans[i]` became the i-th new placeholder. */
  spans: string[];
  /**
   * Puts the taken-out spans back into a translation of `text`. A placeholder the engine dropped
   * cannot be put back: run `repairPlaceholders(text, translation)` first, so that each is there once.
   */
  restore(translated: string): string;
  /**
   * The other way: a final translation with each span's replacement swapped back for its placeholder,
   * so it can stand as an engine's answer (in translation memory); undefined when a span is missing.
   */
  protect(translated: string): string | undefined;
}

/** A part of the text to hide from the engine, and what to put in its place after translation. */
export interface ProtectedRange {
  start: number;
  end: number;
  restoreAs: string;
}

const standaloneTag = /<x([1-9]\d*) ?\/>/g;

/**
 * Replaces each range (in order, not overlapping) with a standalone placeholder numbered after the
 * highest id already in the text, so that the segment's own placeholders keep their meaning.
 */
export function protectRanges(text: string, ranges: readonly ProtectedRange[]): ProtectedText {
  const firstId = highestPlaceholderId(text) + 1;
  const restoreAs = new Map<number, string>();
  let protectedText = '';
  let position = 0;
  ranges.forEach((range, index) => {
    protectedText += `${text.slice(position, range.start)}<x${firstId + index}/>`;
    restoreAs.set(firstId + index, range.restoreAs);
    position = range.end;
  });
  return {
    text: protectedText + text.slice(position),
    spans: ranges.map((range) => text.slice(range.start, range.end)),
    restore: (translated) =>
      translated.replace(standaloneTag, (tag: string, id: string) => restoreAs.get(Number(id)) ?? tag),
    protect: (translated) => {
      let result = translated;
      for (const [id, replacement] of restoreAs) {
        const at = result.indexOf(replacement);
        if (at < 0) return undefined;
        result = `${result.slice(0, at)}<x${id}/>${result.slice(at + replacement.length)}`;
      }
      return result;
    },
  };
}

/** Protects URLs, e-mail addresses, code, variables, entities and amounts with units; not placeholders. */
export function protectSpans(text: string): ProtectedText {
  const ranges: ProtectedRange[] = [];
  let offset = 0;
  for (const span of splitProtectedSpans(text)) {
    if (span.isProtected && !isPlaceholderTag(span.text)) {
      ranges.push({ start: offset, end: offset + span.text.length, restoreAs: span.text });
    }
    offset += span.text.length;
  }
  return protectRanges(text, ranges);
}
