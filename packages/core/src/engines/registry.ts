// The engines this build offers, built once from the operator's environment, and the one rule for
// picking one for a job. An engine is named by a reference: its id (`deepl`), or its id and a model
// for engines that run several (`openai:gpt-4o`).

import { coreEnvironment } from '../environment';
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
import { misconfiguredEngine } from './misconfigured-engine';
import { createOpenAiEngine } from './openai';
import { openAiOptionsFromEnv } from './openai/config';
import { pseudoEngine } from './pseudo';
import { slowEngine } from './slow';

export const defaultEngineId = 'apertium';

/** Engines that pass text through unchanged or disguised; they serve every pair but translate nothing. */
const testingEngineIds = new Set(['identity', 'pseudo', 'slow']);

type Environment = Record<string, string | undefined>;

/**
 * What enables an engine: one of these environment variables set, or (Apertium) these Debian packages
 * installed, one per language pair.
 */
export type EngineSetup = { variables: readonly string[] } | { packages: readonly string[] };

interface EngineEntry {
  id: string;
  label: string;
  build(env: Environment, model?: string): Engine;
  /** Engines that run several models take a model in their reference. */
  takesModel?: boolean;
  /** For the admin's list of engines; the testing engines need nothing. */
  setup?: EngineSetup;
}

const entries: readonly EngineEntry[] = [
  {
    id: 'apertium',
    label: 'Apertium',
    build: () => apertiumEngine,
    setup: { packages: ['apertium', 'apertium-eng-spa'] },
  },
  {
    id: 'deepl',
    label: 'DeepL',
    build: (env) => createDeeplEngine(deeplOptionsFromEnv(env)),
    setup: { variables: ['DEEPL_API_KEY'] },
  },
  {
    id: 'libretranslate',
    label: 'LibreTranslate',
    build: (env) => createLibreTranslateEngine(libreTranslateOptionsFromEnv(env)),
    setup: { variables: ['LIBRETRANSLATE_URL'] },
  },
  {
    id: 'google',
    label: 'Google Cloud Translation',
    build: (env) => createGoogleEngine(googleOptionsFromEnv(env)),
    setup: {
      variables: [
        'GOOGLE_TRANSLATE_API_KEY',
        'GOOGLE_APPLICATION_CREDENTIALS',
        'GOOGLE_SERVICE_ACCOUNT_JSON',
      ],
    },
  },
  {
    id: 'azure',
    label: 'Azure AI Translator',
    build: (env) => createAzureEngine(azureOptionsFromEnv(env)),
    setup: { variables: ['AZURE_TRANSLATOR_KEY'] },
  },
  {
    id: 'openai',
    label: 'OpenAI-compatible LLM',
    takesModel: true,
    setup: { variables: ['OPENAI_API_KEY', 'OPENAI_BASE_URL'] },
    build: (env, model) => {
      const options = openAiOptionsFromEnv(env);
      return createOpenAiEngine(model ? { ...options, model } : options);
    },
  },
  { id: 'identity', label: 'Identity', build: () => identityEngine },
  { id: 'pseudo', label: 'Pseudo', build: () => pseudoEngine },
  { id: 'slow', label: 'Slow pseudo', build: () => slowEngine },
];

/** Remote engines are listed even when unconfigured or misconfigured; their status says what to set. */
function buildEngine(entry: EngineEntry, model?: string): Engine {
  try {
    return entry.build(coreEnvironment(), model);
  } catch (error) {
    return misconfiguredEngine(entry.id, entry.label, (error as Error).message);
  }
}

let builtEngines: Engine[] | undefined;
const modelEngines = new Map<string, Engine>();

export function listEngines(): Engine[] {
  builtEngines ??= entries.map((entry) => buildEngine(entry));
  return [...builtEngines];
}

/** What enables the engine with this id; undefined for the testing engines. */
export function engineSetup(id: string): EngineSetup | undefined {
  return entries.find((entry) => entry.id === id)?.setup;
}

export function isTestingEngine(engine: Engine): boolean {
  return testingEngineIds.has(engine.id);
}

/** `openai:gpt-4o` → `{ id: 'openai', model: 'gpt-4o' }`. */
export function parseEngineReference(reference: string): { id: string; model?: string } {
  const colon = reference.indexOf(':');
  if (colon < 0) return { id: reference.trim() };
  return { id: reference.slice(0, colon).trim(), model: reference.slice(colon + 1).trim() || undefined };
}

/** The reference that names an engine with its model, as stored on a job and in translation memory. */
export function engineReference(engine: Engine): string {
  return engine.model && entries.find((entry) => entry.id === engine.id)?.takesModel
    ? `${engine.id}:${engine.model}`
    : engine.id;
}

function unknownEngine(reference: string): UserFacingError {
  const known = entries.map((entry) => entry.id).join(', ');
  return new UserFacingError(
    'unknown_engine',
    `There is no engine called "${reference}". Engines: ${known}.`,
    {
      id: reference,
      known,
    },
  );
}

export function getEngine(reference: string): Engine {
  const { id, model } = parseEngineReference(reference);
  const engine = listEngines().find((candidate) => candidate.id === id);
  if (!engine) throw unknownEngine(reference);
  if (!model || model === engine.model) return engine;
  const entry = entries.find((candidate) => candidate.id === id);
  if (!entry?.takesModel) {
    throw new UserFacingError(
      'unknown_engine',
      `${engine.label} has no models to choose from; use "${id}".`,
      {
        id: reference,
      },
    );
  }
  const key = `${id}:${model}`;
  let modelEngine = modelEngines.get(key);
  if (!modelEngine) {
    modelEngine = buildEngine(entry, model);
    modelEngines.set(key, modelEngine);
  }
  return modelEngine;
}

export async function enginesServing(from: string, to: string): Promise<Engine[]> {
  const serving = await Promise.all(
    listEngines().map(async (engine) => ((await servesPair(engine, from, to)) ? engine : undefined)),
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
  const testing = `The testing engines ${new Intl.ListFormat('en').format(testingEngineIds)} accept any pair but do not translate.`;
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
export async function chooseEngine(reference: string | undefined, from: string, to: string): Promise<Engine> {
  const engine = getEngine(reference ?? defaultEngineId);
  await assertEngineServes(engine, resolveLanguage(from).code, resolveLanguage(to).code);
  return engine;
}
