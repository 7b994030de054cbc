// What the pickers offer: languages, model tiers, engines (with whether they are usable here) and formats.
import {
  getEngine,
  isTestingEngine,
  languages,
  listEngines,
  listFormats,
  routingConfigFromEnv,
  tierLabels,
  tiers,
} from '@verso/core';
import { createRouter, publicProcedure } from '../init';

export const metaRouter = createRouter({
  languages: publicProcedure.query(() => languages),

  /** Basic, Advanced and Thinking, each with the engine the operator routes it to. */
  tiers: publicProcedure.query(() => {
    const config = routingConfigFromEnv();
    return Promise.all(
      tiers.map(async (tier) => {
        const engine = getEngine(config.tiers[tier]);
        return {
          id: tier,
          label: tierLabels[tier],
          engine: config.tiers[tier],
          engineLabel: engine.model ? `${engine.label} (${engine.model})` : engine.label,
          available: (await engine.status()).available,
        };
      }),
    );
  }),

  engines: publicProcedure.query(() =>
    Promise.all(
      listEngines().map(async (engine) => ({
        id: engine.id,
        label: engine.label,
        offline: engine.offline,
        testing: isTestingEngine(engine),
        status: await engine.status(),
      })),
    ),
  ),

  formats: publicProcedure.query(() =>
    listFormats().map(({ id, label, extensions, mimeType, options, output }) => ({
      id,
      label,
      extensions,
      mimeType,
      options: [...(options ?? [])],
      /** The extension a translation comes back with when it is not the upload's own: `.docx` for a `.doc`. */
      outputExtension: output?.extension ?? null,
    })),
  ),
});
