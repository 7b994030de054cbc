// Speaks the Audio demo's sample: a short welcome to the town library, like the other samples, its
// English text known so the demo's test can look for its translation. Debian's flite speaks it with its
// `rms` voice: PocketSphinx (the demo's offline speech engine) hears every word of it right, where it gets
// about 70 % of espeak-ng's voice wrong. ffmpeg writes it small enough for the demo (16 kHz mono MP3 at
// 48 kb/s, about 90 KB for 15 s). Needs `apt-get install flite ffmpeg`. Regenerate with
// `npx tsx apps/web/scripts/speak-demo-recording.ts` and commit apps/web/content/demo/library-welcome.mp3.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const demoDir = join(import.meta.dirname, '../content/demo');

const welcome =
  'Welcome to the town library. The reading room is open from eight in the morning until six in the ' +
  'evening. Children can join the story hour on Saturday. Please ask at the front desk for a library ' +
  'card. We hope you enjoy your visit.';

const workDir = mkdtempSync(join(tmpdir(), 'verso-speak-'));
try {
  const spoken = join(workDir, 'welcome.wav');
  execFileSync('flite', ['-voice', 'rms', '-t', welcome, '-o', spoken]);
  // No metadata (no encoder version either): the same text always gives the same bytes.
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-i', spoken],
    ...['-ac', '1', '-ar', '16000', '-b:a', '48k', '-map_metadata', '-1', '-bitexact'],
    join(demoDir, 'library-welcome.mp3'),
  ]);
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
console.log('spoke library-welcome.mp3');
