// The engines this build offers, and the one rule for picking one for a job.
import { UserFacingError } from '../errors';
import { describePair, resolveLanguage } from '../languages';
import { apertiumEngine } from './apertium';
import { createAzureEngine } from './azure';
import { azureOptionsFromEnv } from './azure/config';
import { createDeeplEngine } from './deepl';
import { deeplOptionsFromEnv } from './deepl/config';
import { type Engine, servesPair } from './engine';
import { createGoogleEngine } from './google';
import { googleOptionsFromEnv } from './google/config';
import { identityEngine } from './identity';
import { createLibreTranslateEngine } from './libretranslate';
import { libreTranslateOptionsFromEnv } from './libretranslate/config';
import { createOpenAiEngine } from './openai';
import { openAiOptionsFromEnv } from './openai/config';
import { pseudoEngine } from './pseudo';

export const defaultEngineId = 'apertium';

/** Engines that pass text through unchanged or disguised; they serve every pair but translate nothing. */
const testingEngineIds = new Set(['identity', 'pseudo']);

/** Remote engines are listed even when unconfigured; their status says which variable to set. */
const engines: readonly Engine[] = [
  apertiumEngine,
  createDeeplEngine(deeplOptionsFromEnv(process.env)),
  createLibreTranslateEngine(libreTranslateOptionsFromEnv(process.env)),
  createGoogleEngine(googleOptionsFromEnv(process.env)),
  createAzureEngine(azureOptionsFromEnv(process.env)),
  createOpenAiEngine(openAiOptionsFromEnv(process.env)),
  identityEngine,
  pseudoEngine,
];

export function listEngines(): Engine[] {
  return [...engines];
}

export function isTestingEngine(engine: Engine): boolean {
  return testingEngineIds.has(engine.id);
}

export function getEngine(id: string): Engine {
  const engine = engines.find((candidate) => candidate.id === id);
  if (engine) return engine;
  const known = engines.map((candidate) => candidate.id).join(', ');
  throw new UserFacingError('unknown_engine', `There is no engine called "${id}". Engines: ${known}.`, {
    id,
    known,
  });
}

async function enginesServing(from: string, to: string): Promise<Engine[]> {
  const serving = await Promise.all(
    engines.map(async (engine) => ((await servesPair(engine, from, to)) ? engine : undefined)),
  );
  return serving.filter((engine): engine is Engine => engine !== undefined && !isTestingEngine(engine));
}

async function unsupportedPairError(engine: Engine, from: string, to: string): Promise<UserFacingError> {
  const alternatives = (await enginesServing(from, to)).filter((candidate) => candidate.id !== engine.id);
  const pair = describePair(from, to);
  const elsewhere =
    alternatives.length > 0
      ? `Engines that can: ${alternatives.map((candidate) => candidate.id).join(', ')}.`
      : 'No installed translation engine can.';
  const testing = `The testing engines ${[...testingEngineIds].join(' and ')} accept any pair but do not translate.`;
  return new UserFacingError(
    'unsupported_pair',
    `${engine.label} cannot translate ${pair}. ${elsewhere} ${testing}`,
    {
      engine: engine.id,
      from,
      to,
      alternatives: alternatives.map((candidate) => candidate.id),
    },
  );
}

/** Throws a user-facing error unless `engine` is usable for from → to (already-resolved ISO codes). */
export async function assertEngineServes(engine: Engine, from: string, to: string): Promise<void> {
  if (from === to) {
    const name = resolveLanguage(from).name;
    throw new UserFacingError(
      'same_language',
      `The source and target language are both ${name}; choose two different languages.`,
      { from, to },
    );
  }
  if (await servesPair(engine, from, to)) return;
  const status = await engine.status();
  if (!status.available) {
    throw new UserFacingError('engine_unavailable', `${engine.label} is not available: ${status.detail}`, {
      engine: engine.id,
    });
  }
  throw await unsupportedPairError(engine, from, to);
}

/** The engine for a job: the one asked for, or the default; languages may be codes or names. */
export async function chooseEngine(id: string | undefined, from: string, to: string): Promise<Engine> {
  const engine = getEngine(id ?? defaultEngineId);
  await assertEngineServes(engine, resolveLanguage(from).code, resolveLanguage(to).code);
  return engine;
}
