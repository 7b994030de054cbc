// The demo of a recording: heard by the offline speech engine and its subtitles translated, as a job
// does, in a folder of its own that is removed afterwards. Both sides are shown as their SRT text.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { type MediaOutput, type MediaOutputKind, subtitleMedia } from '@verso/core';
import { demoLimits } from './demo-limits';
import type { DemoRequest, DemoResult } from './demo-translator';

/** PocketSphinx runs on this machine (English only): a visitor's recording goes nowhere else. */
const demoSpeechEngine = 'pocketsphinx';

function outputOf(outputs: MediaOutput[], kind: MediaOutputKind): MediaOutput {
  const output = outputs.find((candidate) => candidate.kind === kind);
  if (!output) throw new Error(`subtitleMedia wrote no ${kind}`);
  return output;
}

export async function translateRecording(
  { input, filename, from, to }: DemoRequest,
  engine: string,
): Promise<DemoResult> {
  const folder = await mkdtemp(join(tmpdir(), 'verso-demo-recording-'));
  try {
    // Under the visitor's own name, which ffprobe's refusals ("talk.mp3 has no sound") repeat.
    const path = join(folder, basename(filename));
    await writeFile(path, input);
    const outputDirectory = join(folder, 'outputs');
    await mkdir(outputDirectory);
    const heard = await subtitleMedia({
      path,
      filename,
      from,
      to,
      engine,
      speechEngine: demoSpeechEngine,
      outputDirectory,
      maxSeconds: demoLimits.maxSeconds,
    });
    const subtitles = outputOf(heard.outputs, 'subtitles');
    const output = await readFile(subtitles.path);
    const sourceText = await readFile(outputOf(heard.outputs, 'sourceSubtitles').path, 'utf8');
    return {
      wordCount: heard.wordCount,
      original: { kind: 'text', text: sourceText },
      translated: { kind: 'text', text: output.toString('utf8') },
      output,
      filename: subtitles.filename,
      mimeType: 'application/x-subrip',
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
