// Audio and video → transcript and subtitles in both languages (and the video with subtitle tracks).
// See README.md in this folder for what it does and its limits.
export { type MediaKind, mediaKindOf, mediaKinds } from './media/media-kinds';
export { maxMediaSeconds } from './media-limits';
export type { MediaProgress, MediaProgressListener, MediaStage } from './media-progress';
export {
  defaultSpeechEngineId,
  getSpeechEngine,
  listSpeechEngines,
  speechEngineIds,
  speechSourceLanguage,
} from './speech/registry';
export type { SpeechEngine } from './speech/speech-engine';
export type { SpeechEngineId } from './speech/speech-engine-ids';
export {
  type MediaOutput,
  type MediaOutputKind,
  type MediaRequest,
  mediaOutputKinds,
  type SubtitledMedia,
  subtitleMedia,
} from './subtitle-media';
