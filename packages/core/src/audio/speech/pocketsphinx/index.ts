// PocketSphinx, the offline engine: Debian's `pocketsphinx_continuous` with its US English model, one run
// per chunk of a WAV file. It needs no network and no GPU, and it is honest only for clear English: about
// a third of the words of real recordings come out wrong, and it recognises no other language.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UserFacingError } from '../../../errors';
import { resolveLanguage } from '../../../languages';
import { wavFile } from '../../media/pcm';
import { runTool } from '../../media/run-tool';
import type { SpeechEngine } from '../speech-engine';
import { readWordTimes } from './read-word-times';

const command = 'pocketsphinx_continuous';
const modelDirectory = '/usr/share/pocketsphinx/model/en-us';

async function installed(): Promise<boolean> {
  try {
    return (await runTool(command, ['-infile', '/dev/null', '-logfn', '/dev/null'])).code === 0;
  } catch {
    return false;
  }
}

function assertEnglish(language: string): void {
  if (language === 'auto' || resolveLanguage(language).code === 'en') return;
  throw new UserFacingError(
    'unsupported_pair',
    `PocketSphinx recognises English only, not ${resolveLanguage(language).name}. A Whisper-compatible API (WHISPER_BASE_URL) recognises other languages.`,
    { engine: 'pocketsphinx', language },
  );
}

export const pocketsphinxEngine: SpeechEngine = {
  id: 'pocketsphinx',
  label: 'PocketSphinx',
  description:
    'Offline, on this server: English only, and rough — expect about a third of the words to be wrong on real recordings.',
  offline: true,
  chunkSeconds: 120,
  status: async () =>
    (await installed())
      ? { available: true, detail: `pocketsphinx_continuous with the model in ${modelDirectory}` }
      : { available: false, detail: 'Install the Debian packages pocketsphinx and pocketsphinx-en-us.' },
  onlyLanguage: 'en',
  assertLanguage: assertEnglish,
  async transcribe(chunk, _language, signal) {
    const directory = await mkdtemp(join(tmpdir(), 'verso-sphinx-'));
    try {
      const wav = join(directory, 'chunk.wav');
      await writeFile(wav, wavFile(chunk.pcm));
      const run = await runTool(command, ['-infile', wav, '-time', 'yes', '-logfn', '/dev/null'], signal);
      if (run.code !== 0) throw new Error(`${command} failed (${run.code}): ${run.stderr.slice(-500)}`);
      return { phrases: readWordTimes(run.stdout), language: 'en' };
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  },
};
