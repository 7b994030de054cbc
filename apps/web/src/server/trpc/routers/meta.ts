// What the pickers offer: languages, model tiers, engines (with whether they are usable here) and formats.
import { listFormats } from '@verso/core';
import { createRouter, publicProcedure } from '../init';

export const metaRouter = createRouter({
  /** Every language, marked with whether an engine here translates from it and into it. */
  languages: publicProcedure.query(({ ctx }) => ctx.services.engines.languages()),

  /** Basic, Advanced and Thinking, each with the engine the operator routes it to. */
  tiers: publicProcedure.query(({ ctx }) => ctx.services.engines.tiers()),

  engines: publicProcedure.query(({ ctx }) => ctx.services.engines.engines()),

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
