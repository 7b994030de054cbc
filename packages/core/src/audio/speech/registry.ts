// The speech recognition engines this build offers, chosen the way translation engines are: by id
// (`pocketsphinx`, `whisper`), or by default — Whisper when the operator configured its API, otherwise
// PocketSphinx, which runs here and needs nothing.
import { coreEnvironment, type Environment } from '../../environment';
import { UserFacingError } from '../../errors';
import { pocketsphinxEngine } from './pocketsphinx';
import type { SpeechEngine } from './speech-engine';
import { createWhisperEngine } from './whisper';
import { whisperConfigured, whisperOptionsFromEnv } from './whisper/config';

export const speechEngineIds = ['whisper', 'pocketsphinx'] as const;

function whisperFrom(env: Environment): SpeechEngine {
  try {
    return createWhisperEngine(whisperOptionsFromEnv(env));
  } catch (error) {
    // A bad WHISPER_* value leaves Whisper listed, saying what to fix, as misconfigured-engine.ts does.
    const problem = (error as Error).message;
    return {
      ...createWhisperEngine(),
      status: async () => ({ available: false, detail: problem }),
      assertLanguage: () => {
        throw new UserFacingError('misconfigured', `Whisper is not available: ${problem}`, {
          engine: 'whisper',
        });
      },
    };
  }
}

export function listSpeechEngines(env: Environment = coreEnvironment()): SpeechEngine[] {
  return [whisperFrom(env), pocketsphinxEngine];
}

export function defaultSpeechEngineId(env: Environment = coreEnvironment()): string {
  return whisperConfigured(env) ? 'whisper' : 'pocketsphinx';
}

/** The engine named `id`, or the default one. */
export function getSpeechEngine(id?: string, env: Environment = coreEnvironment()): SpeechEngine {
  const wanted = id?.trim() || defaultSpeechEngineId(env);
  const engine = listSpeechEngines(env).find((candidate) => candidate.id === wanted);
  if (engine) return engine;
  throw new UserFacingError(
    'unknown_engine',
    `There is no speech recognition engine called "${wanted}". Engines: ${speechEngineIds.join(', ')}.`,
    { id: wanted, known: speechEngineIds.join(', ') },
  );
}
