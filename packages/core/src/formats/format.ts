// What every document format offers: extract text into segments, and rebuild the file around
// translations of those segments. A format knows nothing of engines (see pipeline.ts).
import type { Segment } from '../segments';

export interface ExtractedDocument<Skeleton = unknown> {
  segments: Segment[];
  /** Everything that is not translated, in whatever shape the format needs to rebuild the file. */
  skeleton: Skeleton;
}

export interface DocumentFormat<Skeleton = unknown> {
  id: string;
  label: string;
  /** Lower-case, with the dot: `.txt`. */
  extensions: string[];
  mimeType: string;
  extract(input: Buffer): ExtractedDocument<Skeleton>;
  /** `translations[i]` replaces `doc.segments[i]`. */
  rebuild(doc: ExtractedDocument<Skeleton>, translations: string[]): Buffer;
}
