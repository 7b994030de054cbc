// The part of a document a preview translates, so a user can judge the translation before paying for
// all of it. A PDF's preview is its first pages, cut into a PDF of their own before anything is read:
// a PDF's worth is how its pages come out, and the pages after them cost nothing to leave out. Every
// other format keeps the whole file with only its first ~500 words translated and the rest as it
// was: a document, spreadsheet or data file opens as the real thing, laid out as its translation will
// be, and stays valid (a JSON or XLIFF file cut in half would not open at all).
import type { Segment } from '../segments';
import { countWords } from '../segments';

export const previewPdfPages = 3;
export const previewWords = 500;

/** Formats whose segments belong to a slide (segment ids `<slide part>#n`): a preview finishes the slide. */
const slideFormats = new Set(['pptx']);

/** A preview of a slide that holds a whole essay stops at this many words all the same. */
const wordCeiling = previewWords * 2;

const unitOf = (formatId: string, segment: Segment) =>
  slideFormats.has(formatId) ? segment.id.slice(0, segment.id.lastIndexOf('#')) : segment.id;

/**
 * How many leading segments a preview translates: whole segments (paragraphs, cells) until about
 * `previewWords` words, and the rest of the slide the last one is on; always at least one.
 */
export function previewSegmentCount(formatId: string, segments: readonly Segment[]): number {
  let words = 0;
  for (let index = 0; index < segments.length; index++) {
    const segment = segments[index] as Segment;
    const next = segments[index + 1];
    words += countWords(segment.text);
    const unitGoesOn = next !== undefined && unitOf(formatId, next) === unitOf(formatId, segment);
    if (words >= wordCeiling || (words >= previewWords && !unitGoesOn)) return index + 1;
  }
  return segments.length;
}
