// What differs between SRT, WebVTT and ASS/SSA: where the cues' text sits in the file and how styling
// is written inside it. Everything else (segments, re-wrapping, bilingual output) is shared.
import type { CueToken } from './cue-markup';

/** Where one cue's text is, as offsets into the decoded file. */
export interface CueRegion {
  start: number;
  end: number;
}

export interface SubtitleFlavour {
  /** As users know it, for messages: `SRT`, `WebVTT`, `ASS/SSA`. */
  name: string;
  /** Throws a `bad_file` UserFacingError when the file is not this flavour or is broken. */
  locateCues(text: string): CueRegion[];
  tokenise(cueText: string): CueToken[];
  /** The line break for lines a cue did not have: a bilingual cue's translation under its original. */
  addedLineBreak(text: string): string;
  /** The text before the first cue with its language set to `to`, for flavours whose header names one. */
  retargetHeader?(header: string, to: string): string;
}
