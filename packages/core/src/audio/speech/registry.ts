// The speech recognition engines this build offers, chosen the way translation engines are: by id
// (`pocketsphinx`, `whisper`), or by default — Whisper when the operator configured its API, otherwise
// PocketSphinx, which runs here and needs nothing.
import { coreEnvironment, type Environment } from '../../environment';
import { UserFacingError } from '../../errors';
import { resolveLanguage } from '../../languages';
import { pocketsphinxEngine } from './pocketsphinx';
import type { SpeechEngine } from './speech-engine';
import { speechEngineIds } from './speech-engine-ids';

export { speechEngineIds };

import { createWhisperEngine } from './whisper';
import { whisperConfigured, whisperOptionsFromEnv } from './whisper/config';

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

/**
 * The recording's language as a job records it before it is heard: the one asked for; for "auto", the
 * language of an engine that hears only one, else "auto" (the engine tells). Refuses what the engine cannot hear.
 */
export function speechSourceLanguage(from: string, speechEngine?: string, env?: Environment): string {
  const engine = getSpeechEngine(speechEngine, env);
  const asked = from.trim().toLowerCase();
  engine.assertLanguage(asked);
  if (asked !== 'auto') return resolveLanguage(asked).code;
  return engine.onlyLanguage ?? 'auto';
}
