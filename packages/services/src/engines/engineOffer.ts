// What the site and API v1 let people pick: engines and model tiers, listed and accepted in this one
// place (tRPC meta and its pickers, API v1's models, every text and document request). The testing
// engines (identity, pseudo) are offered only when VERSO_TEST_ENGINES is on; the CLI uses the core
// directly and always has them.
import {
  type Engine,
  type EngineRoute,
  type EngineSetup,
  engineSetup,
  getEngine,
  isTestingEngine,
  listEngines,
  lowerTierWithSameEngine,
  offeredModels,
  requestedEngine,
  routeEngine,
  routingConfigFromEnv,
  tierLabels,
  tiers,
  UserFacingError,
} from '@verso/core';
import { servedLanguages } from './servedLanguages';

/** An engine's public face. Never its status detail: that names the operator's endpoints. */
export interface OfferedEngine {
  id: string;
  label: string;
  offline: boolean;
  available: boolean;
}

/** An engine as the site's administrators see it: configured or not, and what would enable it. */
export interface ConfiguredEngine {
  id: string;
  label: string;
  offline: boolean;
  configured: boolean;
  setup: EngineSetup;
}

export interface OfferedTier {
  id: (typeof tiers)[number];
  label: string;
  /** The engine reference the operator routes the tier to. */
  engine: string;
  engineLabel: string;
  available: boolean;
  /** The lower tier routed to the same engine: this one is no better, so pickers leave it out. */
  sameAs: (typeof tiers)[number] | null;
}

/** "OpenAI-compatible LLM (gpt-4o)": the label a person reads for an engine and its model. */
export const engineLabel = (engine: Engine) =>
  engine.model ? `${engine.label} (${engine.model})` : engine.label;

const isAvailable = async (engine: Engine) => (await engine.status()).available;

export function engineOffer({ testEngines }: { testEngines: boolean }) {
  const offered = (engine: Engine) => testEngines || !isTestingEngine(engine);
  const offeredEngines = () => listEngines().filter(offered);

  const refuseUnoffered = (engine: Engine, asked: string) => {
    if (offered(engine)) return;
    const known = offeredEngines().map((candidate) => candidate.id);
    throw new UserFacingError(
      'unknown_engine',
      `There is no engine called "${asked}". Engines: ${known.join(', ')}.`,
      { id: asked, known: known.join(', ') },
    );
  };

  const engines = (): Promise<OfferedEngine[]> =>
    Promise.all(
      offeredEngines().map(async (engine) => ({
        id: engine.id,
        label: engine.label,
        offline: engine.offline,
        available: await isAvailable(engine),
      })),
    );

  /** The engine a request names (a reference, a tier, or nothing for Basic), if it is offered here. */
  const requested = (reference: string | undefined) => {
    const asked = requestedEngine(reference);
    refuseUnoffered(asked.engine, reference ?? asked.engine.id);
    return asked;
  };

  /** Every engine that translates for real, including those users are not offered for want of settings. */
  const configuration = (): Promise<ConfiguredEngine[]> =>
    Promise.all(
      listEngines().flatMap((engine) => {
        const setup = engineSetup(engine.id);
        if (isTestingEngine(engine) || !setup) return [];
        return [
          isAvailable(engine).then((configured) => ({
            id: engine.id,
            label: engine.label,
            offline: engine.offline,
            configured,
            setup,
          })),
        ];
      }),
    );

  return {
    engines,
    configuration,
    requested,
    /** What a person reads for the engine a reference names ("OpenAI-compatible LLM (gpt-4o)"). */
    label: (reference: string) => engineLabel(getEngine(reference)),
    /** Every language, with whether an engine here translates from it and into it. */
    languages: servedLanguages,

    /** Basic, Advanced and Thinking, each with the engine the operator routes it to. */
    async tiers(): Promise<OfferedTier[]> {
      const routing = routingConfigFromEnv();
      return Promise.all(
        tiers.map(async (tier) => {
          const engine = getEngine(routing.tiers[tier]);
          return {
            id: tier,
            label: tierLabels[tier],
            engine: routing.tiers[tier],
            engineLabel: engineLabel(engine),
            available: offered(engine) && (await isAvailable(engine)),
            sameAs: lowerTierWithSameEngine(routing, tier) ?? null,
          };
        }),
      );
    },

    /** API v1's models: the tiers, the models they offer, and the engines that work right now. */
    async models(): Promise<string[]> {
      const working = (await engines()).filter((engine) => engine.available).map((engine) => engine.id);
      return [...tiers, ...offeredModels(routingConfigFromEnv()), ...working];
    },

    /** The engine that serves a job, checked for the pair. */
    route(reference: string | undefined, from: string, to: string): Promise<EngineRoute> {
      requested(reference);
      return routeEngine(reference, from, to);
    },
  };
}

export type EngineOffer = ReturnType<typeof engineOffer>;
