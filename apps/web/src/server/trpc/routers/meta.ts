// What the pickers offer: languages, model tiers, engines (with whether they are usable here), formats
// and the speech recognisers a recording can be heard by.
import { defaultSpeechEngineId, listFormats, listSpeechEngines } from '@verso/core';
import { createRouter, publicProcedure } from '../init';

export const metaRouter = createRouter({
  /** Every language, marked with whether an engine here translates from it and into it. */
  languages: publicProcedure.query(({ ctx }) => ctx.services.engines.languages()),

  /** Basic, Advanced and Thinking, each with the engine the operator routes it to. */
  tiers: publicProcedure.query(({ ctx }) => ctx.services.engines.tiers()),

  engines: publicProcedure.query(({ ctx }) => ctx.services.engines.engines()),

  /** The speech recognisers that work here, the default first: what a recording's form offers. */
  speechEngines: publicProcedure.query(async () => {
    const engines = listSpeechEngines();
    const usable = await Promise.all(engines.map(async (engine) => (await engine.status()).available));
    const offered = engines
      .filter((_, index) => usable[index])
      .map(({ id, label, description }) => ({ id, label, description }));
    const preferred = defaultSpeechEngineId();
    return offered.sort((a, b) => Number(b.id === preferred) - Number(a.id === preferred));
  }),

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
