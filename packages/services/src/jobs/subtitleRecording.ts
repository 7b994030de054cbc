// A job for an audio or video file: the recording is copied to a working folder (ffmpeg seeks in it),
// heard and translated by the core's subtitleMedia, and its outputs handed over to be stored: the
// translated SRT as the job's result, the bilingual SRT as its bilingual edition, the rest (transcripts,
// WebVTT, the source SRT, a video with both subtitle tracks) as its other outputs.
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  type DocumentProgress,
  type DocumentStage,
  type FormatOptions,
  formatForFilename,
  type Glossary,
  type MediaOutput,
  type MediaProgress,
  subtitleMedia,
  type TranslationMemory,
} from '@verso/core';
import type { JobRow, StoredFile } from '@verso/db';
import type { Storage } from '../storage/storage';
import type { FinishedRun, MadeFile } from './finishedRun';
import { formalityOf } from './jobFormality';

export interface RecordingRun {
  storage: Storage;
  memory: { forUser(userId: string): TranslationMemory };
  glossary?: Glossary;
  signal: AbortSignal;
  onProgress(progress: DocumentProgress): Promise<void>;
}

/** The job page's stages for the recording's: hearing it is reading it, writing the outputs rebuilding. */
const stages: Record<MediaProgress['stage'], DocumentStage> = {
  recognising: 'reading',
  translating: 'translating',
  writing: 'rebuilding',
};

/** An output as stored: its media type is its format's (SRT, WebVTT, text, Word, the video's own). */
function madeFile(output: MediaOutput): MadeFile {
  const { mimeType } = formatForFilename(output.filename);
  return { content: { path: output.path }, filename: output.filename, mimeType };
}

/** Hears, translates and writes the recording; `finish` stores the outputs while the folder still holds them. */
export async function subtitleRecording(
  run: RecordingRun,
  job: JobRow,
  source: StoredFile,
  finish: (finished: FinishedRun) => Promise<void>,
): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), 'verso-recording-'));
  try {
    // Under the user's own name, which ffprobe's refusals ("talk.mp3 has no sound") repeat.
    const path = join(folder, basename(job.fileName));
    await pipeline(run.storage.read(source.storageKey), createWriteStream(path));
    const outputDirectory = join(folder, 'outputs');
    await mkdir(outputDirectory);
    const options = job.formatOptions as FormatOptions;
    const heard = await subtitleMedia({
      path,
      filename: job.fileName,
      outputDirectory,
      speechEngine: options.speechEngine,
      from: job.sourceLang,
      to: job.targetLang,
      engine: job.engine,
      glossary: run.glossary,
      memory: run.memory.forUser(job.userId),
      formality: formalityOf(job),
      signal: run.signal,
      onProgress: ({ stage, percent }) =>
        run.onProgress({ stage: stages[stage], percent, segmentsDone: 0, segmentsTotal: 0 }),
    });
    const byKind = new Map(heard.outputs.map((output) => [output.kind, output]));
    const result = byKind.get('subtitles');
    if (!result) throw new Error('subtitleMedia wrote no translated subtitles');
    const bilingual = byKind.get('bilingualSubtitles');
    const others = heard.outputs.filter((output) => output !== result && output !== bilingual);
    await finish({
      result: madeFile(result),
      bilingual: bilingual && madeFile(bilingual),
      outputs: Object.fromEntries(others.map((output) => [output.kind, madeFile(output)])),
      document: {
        filename: result.filename,
        wordCount: heard.wordCount,
        report: {
          ...heard.report,
          notes: [...heard.report.notes, ...heardNotes(heard)],
        },
        segments: [],
        from: heard.from,
      },
      heardLanguage: heard.sourceDetected ? heard.from : undefined,
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** What the job's details say of the hearing: the engine, the length and the cues made. */
function heardNotes(heard: Awaited<ReturnType<typeof subtitleMedia>>): string[] {
  const minutes = Math.round((heard.durationSeconds / 60) * 10) / 10;
  return [
    `${heard.speechEngine === 'pocketsphinx' ? 'PocketSphinx' : 'Whisper'} heard ${minutes} minute${minutes === 1 ? '' : 's'} of sound and ${heard.cueCount} subtitle cue${heard.cueCount === 1 ? '' : 's'} were made of it.`,
  ];
}
