// The one call a job makes for an audio or video file: the recording in, its subtitles out. Probe (refuse
// what cannot be transcribed) → recognise speech chunk by chunk → cues by good practice → translate the
// cues through the subtitle format's code → write the transcript (text and Word), subtitles in both languages and, for a
// video, the video with both subtitle tracks.
import { writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { UserFacingError } from '../errors';
import { resolveLanguage } from '../languages';
import {
  rebuildDocument,
  type TranslatedDocument,
  type TranslationSettings,
  translateDocument,
} from '../pipeline';
import { buildCues } from './cues/build-cues';
import { cueRules } from './cues/cue-rules';
import { spokenWords } from './cues/spoken-words';
import { sourceTranscript, transcriptText, translatedTranscript } from './cues/transcript';
import { transcriptDocx } from './cues/transcript-docx';
import { srtText, vttText } from './cues/write-cues';
import { type MediaProbe, probeMedia } from './media/probe-media';
import { maxMediaSeconds } from './media-limits';
import { type MediaProgressListener, mediaProgress } from './media-progress';
import { muxVideo } from './mux-video';
import { recogniseRecording } from './recognise-recording';
import { getSpeechEngine } from './speech/registry';
import type { SpeechEngine } from './speech/speech-engine';

export interface MediaRequest extends TranslationSettings {
  /** The recording on disk (ffmpeg seeks in it: an MP4's index may be at its end). */
  path: string;
  /** The name the user gave it, for the outputs' names; by default the path's. */
  filename?: string;
  /** `whisper` or `pocketsphinx`; by default Whisper when configured, else PocketSphinx. */
  speechEngine?: string;
  /** Where the outputs are written. */
  outputDirectory: string;
  /** The longest recording accepted, in seconds; by default VERSO_AUDIO_MAX_MINUTES. */
  maxSeconds?: number;
  onProgress?: MediaProgressListener;
}

export const mediaOutputKinds = [
  'transcript',
  'translatedTranscript',
  'transcriptDocx',
  'translatedTranscriptDocx',
  'sourceSubtitles',
  'subtitles',
  'webVtt',
  'bilingualSubtitles',
  'video',
] as const;

export type MediaOutputKind = (typeof mediaOutputKinds)[number];

export interface MediaOutput {
  kind: MediaOutputKind;
  filename: string;
  path: string;
}

export interface SubtitledMedia {
  outputs: MediaOutput[];
  /** The recording's language: the one asked for, or the detected one for "auto". */
  from: string;
  sourceDetected: boolean;
  durationSeconds: number;
  speechEngine: string;
  cueCount: number;
  /** Words recognised (and translated). */
  wordCount: number;
  report: TranslatedDocument['report'];
}

function noSpeech(filename: string, engine: SpeechEngine): UserFacingError {
  return new UserFacingError('bad_file', `${engine.label} heard no speech in ${filename}.`, { filename });
}

async function recognise(request: MediaRequest, engine: SpeechEngine, probe: MediaProbe) {
  const report = (share: number) =>
    request.onProgress?.(mediaProgress('recognising', share, probe.durationSeconds));
  await report(0);
  const speech = await recogniseRecording({
    path: request.path,
    engine,
    language: request.from.trim().toLowerCase() === 'auto' ? 'auto' : request.from,
    onSeconds: (seconds) => report(seconds / probe.durationSeconds),
    signal: request.signal,
  });
  return speech;
}

export async function subtitleMedia(request: MediaRequest): Promise<SubtitledMedia> {
  const filename = request.filename ?? basename(request.path);
  const engine = getSpeechEngine(request.speechEngine);
  engine.assertLanguage(request.from.trim().toLowerCase());
  const probe = await probeMedia(request.path, request.maxSeconds ?? maxMediaSeconds(), request.signal);
  const speech = await recognise(request, engine, probe);
  // Words are joined with spaces unless the language is written without them; unknown, spaces.
  const wordLanguage = speech.language === 'auto' ? 'en' : speech.language;
  const words = spokenWords(speech.phrases);
  if (words.length === 0) throw noSpeech(filename, engine);
  const cues = buildCues(words, wordLanguage);
  const stem = basename(filename, extname(filename));
  const formatOptions = { maxLineChars: cueRules.maxLineChars };
  const translated = await translateDocument({
    ...request,
    input: Buffer.from(srtText(cues)),
    filename: `${stem}.srt`,
    from: speech.language,
    formatOptions,
    bilingualEdition: true,
    onProgress: (progress) =>
      request.onProgress?.(mediaProgress('translating', progress.percent / 100, probe.durationSeconds)),
  });
  const { from } = translated;
  const to = resolveLanguage(request.to).code;
  await request.onProgress?.(mediaProgress('writing', 0, probe.durationSeconds));
  const webVtt = await rebuildDocument(
    { input: Buffer.from(vttText(cues, from)), filename: `${stem}.vtt`, from, to, formatOptions },
    translated.segments,
  );
  const transcript = sourceTranscript(words, wordLanguage);
  const translation = translatedTranscript(
    cues,
    translated.segments.map((segment) => segment.translation),
  );
  const texts: [MediaOutputKind, string, string | Buffer][] = [
    ['transcript', `${stem}.${from}.txt`, transcriptText(transcript)],
    ['translatedTranscript', `${stem}.${to}.txt`, transcriptText(translation)],
    [
      'transcriptDocx',
      `${stem}.${from}.docx`,
      await transcriptDocx(transcript, { title: filename, language: from }),
    ],
    [
      'translatedTranscriptDocx',
      `${stem}.${to}.docx`,
      await transcriptDocx(translation, { title: filename, language: to }),
    ],
    ['sourceSubtitles', `${stem}.${from}.srt`, srtText(cues)],
    ['subtitles', translated.filename, translated.output],
    ['webVtt', webVtt.filename, webVtt.output],
  ];
  if (translated.bilingual)
    texts.push(['bilingualSubtitles', translated.bilingual.filename, translated.bilingual.output]);
  const outputs: MediaOutput[] = [];
  for (const [kind, name, content] of texts) {
    const path = join(request.outputDirectory, name);
    await writeFile(path, content);
    outputs.push({ kind, filename: name, path });
  }
  const video = await muxVideo(request, filename, probe, outputs, { from, to });
  if (video) outputs.push(video);
  await request.onProgress?.(mediaProgress('writing', 1, probe.durationSeconds));
  return {
    outputs,
    from,
    sourceDetected: request.from.trim().toLowerCase() === 'auto',
    durationSeconds: probe.durationSeconds,
    speechEngine: engine.id,
    cueCount: cues.length,
    wordCount: translated.wordCount,
    report: translated.report,
  };
}
