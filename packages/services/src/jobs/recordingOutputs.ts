// What a recording's job offers besides its translated and bilingual subtitles (the job's result and
// bilingual file): the transcripts, the WebVTT, the source subtitles and, for a video, the video itself.
import { type MediaOutputKind, mediaOutputKinds } from '@verso/core';

export type RecordingOutput = Exclude<MediaOutputKind, 'subtitles' | 'bilingualSubtitles'>;

export const recordingOutputs = mediaOutputKinds.filter(
  (kind): kind is RecordingOutput => kind !== 'subtitles' && kind !== 'bilingualSubtitles',
);
