// `verso translate talk.mp3 -f en -t es -o talk.es.srt`: a recording's speech recognised, its subtitles
// translated. The output's extension picks what is written (SRT, VTT, TXT, DOCX); `--outputs all` writes
// every output beside it (transcripts, both languages' subtitles, bilingual, the subtitled video).
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, extname, join } from 'node:path';
import {
  type MediaOutputKind,
  type MediaProgress,
  subtitleMedia,
  type TranslationSettings,
} from '@verso/core';
import { UsageError } from '../command';
import { reportLines } from '../report-lines';

const kindByExtension: Record<string, MediaOutputKind> = {
  '.srt': 'subtitles',
  '.vtt': 'webVtt',
  '.txt': 'translatedTranscript',
  '.docx': 'translatedTranscriptDocx',
};

export interface MediaCommandLine extends TranslationSettings {
  inputPath: string;
  outputPath?: string;
  /** `whisper` or `pocketsphinx`. */
  asr?: string;
  /** `all`, or nothing for the one output `outputPath` names. */
  outputs?: string;
}

/** Progress only on a terminal, where the line can be redrawn. */
function showProgress({ stage, percent, secondsDone, secondsTotal }: MediaProgress): void {
  if (!process.stderr.isTTY) return;
  const what =
    stage === 'recognising'
      ? `Recognising speech… ${Math.round(secondsDone)} of ${Math.round(secondsTotal)} s`
      : 'Translating…';
  process.stderr.write(`\r${what} ${percent}%${percent === 100 ? '\n' : ''}`);
}

function wantedKind(outputPath: string | undefined): MediaOutputKind {
  if (outputPath === undefined) return 'subtitles';
  const kind = kindByExtension[extname(outputPath).toLowerCase()];
  if (kind) return kind;
  throw new UsageError(
    `A recording is translated to subtitles or a transcript: name the output .srt, .vtt, .txt or .docx, not ${basename(outputPath)}.`,
  );
}

export async function translateMedia(line: MediaCommandLine): Promise<void> {
  if (line.outputs !== undefined && line.outputs !== 'all')
    throw new UsageError('--outputs takes one value: all.');
  const kind = wantedKind(line.outputPath);
  const everything = line.outputs === 'all';
  const outputDirectory = everything
    ? dirname(line.outputPath ?? line.inputPath)
    : await mkdtemp(join(tmpdir(), 'verso-media-'));
  try {
    const result = await subtitleMedia({
      ...line,
      path: line.inputPath,
      speechEngine: line.asr,
      outputDirectory,
      onProgress: showProgress,
    });
    const wanted = result.outputs.find((output) => output.kind === kind);
    const outputPath = line.outputPath ?? join(dirname(line.inputPath), wanted?.filename ?? '');
    if (wanted && wanted.path !== outputPath) await copyFile(wanted.path, outputPath);
    process.stdout.write(`${outputPath}\n`);
    if (everything)
      for (const output of result.outputs)
        if (output.path !== outputPath) process.stdout.write(`${output.path}\n`);
    const subtitles = `${result.cueCount} subtitle${result.cueCount === 1 ? '' : 's'}`;
    process.stdout.write(`${result.wordCount} words, ${subtitles}, recognised by ${result.speechEngine}\n`);
    if (result.sourceDetected) process.stdout.write(`Detected source language: ${result.from}\n`);
    for (const note of reportLines(result.report)) process.stdout.write(`${note}\n`);
  } finally {
    if (!everything) await rm(outputDirectory, { recursive: true, force: true });
  }
}
