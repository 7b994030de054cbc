// The unit of text a format hands to an engine. Placeholders for inline markup will be added here.

export interface Segment {
  /** Stable within one document, so a translation can be put back where its source came from. */
  id: string;
  text: string;
}
