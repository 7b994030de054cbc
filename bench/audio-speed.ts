// `npm run bench` part for audio (issue 21): the offline path's real-time factor — a recording of real
// English speech (pocketsphinx-testdata's five LibriVox clips, one after another until ten minutes,
// with a second of quiet between them) heard by PocketSphinx and translated en→es by Apertium through
// subtitleMedia, every output written — and the word error rate on those five clips beside it, and on
// the Audio demo's sample (spoken by flite for this product). Reported figures: the issue sets no target.
// Run alone: `npx tsx bench/audio-speed.ts`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { subtitleMedia } from '@verso/core';
import { recogniseRecording } from '@verso/core/audio/recognise-recording';
import { pocketsphinxEngine } from '@verso/core/audio/speech/pocketsphinx/index';
import { wordErrorRate } from '@verso/core/audio/testing/word-error-rate';

const clips = '/usr/share/pocketsphinx/test/data/librivox';
const recordingMinutes = 10;
const demoSample = join(import.meta.dirname, '../apps/web/content/demo/library-welcome.mp3');
const demoText =
  'welcome to the public library the reading room is open from eight in the morning until six in the evening children can join the story hour on saturday please ask at the front desk for a library card we hope you enjoy your visit';

/** Each clip's path and what is said in it, from the test data's transcription. */
function transcribedClips(): { path: string; said: string }[] {
  return readFileSync(join(clips, 'transcription'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => {
      const [, said = '', id = ''] = line.match(/^<s> (.*) <\/s> \((.*)\)$/) ?? [];
      return { path: join(clips, `${id}.wav`), said };
    });
}

const heard = async (path: string) =>
  (await recogniseRecording({ path, engine: pocketsphinxEngine, language: 'en' })).phrases
    .flatMap((phrase) => phrase.words.map((word) => word.text))
    .join(' ');

/** The clips again and again, a second apart, as one MP3 of about `minutes`. */
function longRecording(folder: string, minutes: number): string {
  const list = join(folder, 'clips.txt');
  const quiet = join(folder, 'quiet.wav');
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'anoisesrc=a=0.001:r=16000:d=1', quiet]);
  const round = transcribedClips().flatMap(({ path }) => [`file '${path}'`, `file '${quiet}'`]);
  const perRound = 25.7 + 5;
  const rounds = Math.ceil((minutes * 60) / perRound);
  writeFileSync(list, Array.from({ length: rounds }, () => round.join('\n')).join('\n'));
  const mp3 = join(folder, 'talk.mp3');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'concat',
    '-safe',
    '0',
    '-i',
    list,
    '-ac',
    '1',
    '-b:a',
    '64k',
    mp3,
  ]);
  return mp3;
}

const folder = mkdtempSync(join(tmpdir(), 'verso-audio-bench-'));
try {
  let errors = 0;
  let words = 0;
  for (const clip of transcribedClips()) {
    const count = clip.said.split(' ').length;
    errors += wordErrorRate(clip.said, await heard(clip.path)) * count;
    words += count;
  }
  const demoRate = wordErrorRate(demoText, await heard(demoSample));

  const path = longRecording(folder, recordingMinutes);
  const started = performance.now();
  const result = await subtitleMedia({
    path,
    from: 'en',
    to: 'es',
    engine: 'apertium',
    speechEngine: 'pocketsphinx',
    outputDirectory: folder,
  });
  const seconds = (performance.now() - started) / 1000;
  const factor = seconds / result.durationSeconds;
  const percent = (rate: number) => `${(rate * 100).toFixed(0)} %`;
  console.log(
    JSON.stringify([
      {
        name: `Audio, offline path (PocketSphinx + Apertium en→es, every output) on ${(result.durationSeconds / 60).toFixed(1)} min of LibriVox speech: real-time factor`,
        result: `${factor.toFixed(2)} (${seconds.toFixed(0)} s; ${result.cueCount} cues)`,
        target: 'reported',
        met: null,
      },
      {
        name: 'PocketSphinx word error rate: the five LibriVox clips of pocketsphinx-testdata / the Audio demo sample',
        result: `${percent(errors / words)} / ${percent(demoRate)}`,
        target: 'reported',
        met: null,
      },
    ]),
  );
} finally {
  rmSync(folder, { recursive: true, force: true });
}
