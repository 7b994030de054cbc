// Which engine serves a job. A job asks for a model tier (Basic, Advanced, Thinking, as O.Translator's
// model list offers them) or names an engine; the operator maps each tier to an engine reference, and may
// name a fallback engine that takes over when the chosen one fails during the job.
import { z } from 'zod';
import { coreEnvironment, type Environment } from '../environment';
import { UserFacingError } from '../errors';
import { resolveLanguage } from '../languages';
import { type Engine, servesPair } from './engine';
import { optionalSetting } from './http/environment';
import { assertEngineServes, defaultEngineId, getEngine, parseEngineReference } from './registry';

export const tiers = ['basic', 'advanced', 'thinking'] as const;
export type Tier = (typeof tiers)[number];

export const tierLabels: Record<Tier, string> = {
  basic: 'Basic',
  advanced: 'Advanced',
  thinking: 'Thinking',
};

export interface RoutingConfig {
  tiers: Record<Tier, string>;
  fallback?: string;
}

const reference = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9-]*(?::\S+)?$/, 'must be an engine id, optionally with a model: deepl, openai:gpt-4o');

const routingEnvironment = z.object({
  VERSO_TIER_BASIC: optionalSetting(reference),
  VERSO_TIER_ADVANCED: optionalSetting(reference),
  VERSO_TIER_THINKING: optionalSetting(reference),
  VERSO_FALLBACK_ENGINE: optionalSetting(reference),
});

/** Unset tiers inherit the tier below, so a plain installation offers Apertium under every tier. */
export function routingConfigFromEnv(env: Environment = coreEnvironment()): RoutingConfig {
  const parsed = routingEnvironment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new UserFacingError(
      'misconfigured',
      `The engine routing is misconfigured: ${problems.join('; ')}.`,
    );
  }
  const basic = parsed.data.VERSO_TIER_BASIC ?? defaultEngineId;
  const advanced = parsed.data.VERSO_TIER_ADVANCED ?? basic;
  const thinking = parsed.data.VERSO_TIER_THINKING ?? advanced;
  const config = { tiers: { basic, advanced, thinking }, fallback: parsed.data.VERSO_FALLBACK_ENGINE };
  for (const ref of [basic, advanced, thinking, config.fallback]) if (ref) getEngine(ref);
  return config;
}

/** The lowest tier routed to the same engine as `tier`, when one below it is: `tier` is no better than it. */
export function lowerTierWithSameEngine(config: RoutingConfig, tier: Tier): Tier | undefined {
  return tiers.slice(0, tiers.indexOf(tier)).find((lower) => config.tiers[lower] === config.tiers[tier]);
}

export function isTier(value: string): value is Tier {
  return (tiers as readonly string[]).includes(value.toLowerCase());
}

/** The models the operator offers through tiers (`openai:gpt-4o`); a job may name only these models. */
export function offeredModels(config: RoutingConfig): string[] {
  return [...new Set(Object.values(config.tiers).filter((ref) => parseEngineReference(ref).model))];
}

/** Models cost the operator money, so a job may only name one the tiers offer (or the engine's default). */
function assertModelOffered(requested: string, engine: Engine, config: RoutingConfig) {
  const { model } = parseEngineReference(requested);
  if (!model || model === getEngine(engine.id).model || offeredModels(config).includes(requested)) return;
  const offered = offeredModels(config);
  throw new UserFacingError(
    'unknown_engine',
    `The model "${model}" is not offered here. ${offered.length > 0 ? `Models: ${offered.join(', ')}.` : `Use "${engine.id}" or a tier: ${tiers.join(', ')}.`}`,
    { id: requested },
  );
}

export interface EngineRoute {
  engine: Engine;
  /** The tier asked for, when one was. */
  tier?: Tier;
  /** Serves the same pair; used when `engine` fails during the job. */
  fallback?: Engine;
}

/** The engine a request names (an engine reference, a tier, or nothing for Basic), before any pair check. */
export function requestedEngine(
  requested: string | undefined,
  config: RoutingConfig = routingConfigFromEnv(),
): { engine: Engine; tier?: Tier } {
  const asked = requested?.trim() || 'basic';
  const tier = isTier(asked) ? (asked.toLowerCase() as Tier) : undefined;
  const engine = getEngine(tier ? config.tiers[tier] : asked);
  if (!tier) assertModelOffered(asked, engine, config);
  return { engine, tier };
}

/** An engine reference, a tier name, or nothing (the Basic tier); languages may be codes or names. */
export async function routeEngine(
  requested: string | undefined,
  from: string,
  to: string,
  config: RoutingConfig = routingConfigFromEnv(),
): Promise<EngineRoute> {
  const [fromCode, toCode] = [resolveLanguage(from).code, resolveLanguage(to).code];
  const { engine, tier } = requestedEngine(requested, config);
  await assertEngineServes(engine, fromCode, toCode);
  const fallback = config.fallback ? getEngine(config.fallback) : undefined;
  const usableFallback =
    fallback && fallback !== engine && (await servesPair(fallback, fromCode, toCode)) ? fallback : undefined;
  return { engine, tier, fallback: usableFallback };
}
