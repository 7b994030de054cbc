// Speaks the Audio demo's sample: a short welcome to the public library, like the other samples, its
// English text known so the demo's test can look for its translation. Debian's flite speaks it with its
// `rms` voice: PocketSphinx (the demo's offline speech engine) hears every word of it right, where it gets
// about 70 % of espeak-ng's voice wrong. Each sentence is spoken alone and followed by a second of faint
// noise: PocketSphinx writes no punctuation, so a sentence ends where the speaker pauses, and flite's own
// pauses are too short for that (the five sentences became three run-on cues); true silence would throw
// its noise estimate off. ffmpeg writes it small enough for the demo (16 kHz mono MP3 at 48 kb/s, about
// 120 KB for 20 s). Needs `apt-get install flite ffmpeg`. Regenerate with
// `npx tsx apps/web/scripts/speak-demo-recording.ts` and commit apps/web/content/demo/library-welcome.mp3.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const demoDir = join(import.meta.dirname, '../content/demo');

const sentences = [
  'Welcome to the public library.',
  'The reading room is open from eight in the morning until six in the evening.',
  'Children can join the story hour on Saturday.',
  'Please ask at the front desk for a library card.',
  'We hope you enjoy your visit.',
];

const quiet = ['-f', 'lavfi', '-i', 'anoisesrc=a=0.002:r=16000:d=1:seed=1'];

const workDir = mkdtempSync(join(tmpdir(), 'verso-speak-'));
try {
  const spoken = sentences.map((sentence, index) => {
    const path = join(workDir, `sentence-${index}.wav`);
    execFileSync('flite', ['-voice', 'rms', '-t', sentence, '-o', path]);
    return path;
  });
  // Sentence, pause, sentence…: every input resampled to 16 kHz mono, then joined.
  const inputs = spoken.flatMap((path, index) => [
    ...['-i', path],
    ...(index < spoken.length - 1 ? quiet : []),
  ]);
  const parts = inputs.filter((argument) => argument === '-i').length;
  const resampled = Array.from(
    { length: parts },
    (_, index) => `[${index}:a]aresample=16000,aformat=channel_layouts=mono[a${index}]`,
  );
  const joined = `${Array.from({ length: parts }, (_, index) => `[a${index}]`).join('')}concat=n=${parts}:v=0:a=1[out]`;
  // No metadata (no encoder version either): the same text always gives the same bytes.
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', ...inputs],
    ...['-filter_complex', [...resampled, joined].join(';'), '-map', '[out]'],
    ...['-ac', '1', '-ar', '16000', '-b:a', '48k', '-map_metadata', '-1', '-bitexact'],
    join(demoDir, 'library-welcome.mp3'),
  ]);
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
console.log('spoke library-welcome.mp3');
