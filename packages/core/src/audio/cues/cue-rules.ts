// Good practice for subtitles (the BBC's and Netflix's guidelines agree on these): what one cue may hold
// and how fast it may ask to be read.

export const cueRules = {
  maxLineChars: 42,
  maxLines: 2,
  maxSeconds: 7,
  maxCharsPerSecond: 17,
  /** A cue stays up at least this long, when the next one leaves room, so it can be read at all. */
  minSeconds: 1,
} as const;
