// What pricing needs from a document's segments: its words, its segments, and enough text to tell its
// language. Small on purpose, so a thread that extracts a document sends back only this.
import { countWords } from './count-words';
import { stripPlaceholders } from './placeholders';
import type { Segment } from './segment';

export interface DocumentMeasure {
  wordCount: number;
  segmentCount: number;
  languageSample: string;
  /** Present for a format priced by the page (pictures): the pages the price counts, its words being unknown yet. */
  pageCount?: number;
  /** Present for a recording (priced by the minute, its words being known only once it is heard): its length. */
  mediaSeconds?: number;
  /** Present when the pictures' lettering is translated too (translateImages): the pictures priced. */
  pictureCount?: number;
}

/** Enough text to tell the language apart, without reading a whole book into the detector. */
export function languageSample(segments: readonly Segment[]): string {
  let sample = '';
  for (const segment of segments) {
    if (sample.length > 4000) break;
    sample += `${stripPlaceholders(segment.text)}\n`;
  }
  return sample;
}

export function measureSegments(segments: readonly Segment[], pictureCount?: number): DocumentMeasure {
  return {
    wordCount: countWords(segments.map((segment) => segment.text)),
    segmentCount: segments.length,
    languageSample: languageSample(segments),
    ...(pictureCount !== undefined && { pictureCount }),
  };
}
