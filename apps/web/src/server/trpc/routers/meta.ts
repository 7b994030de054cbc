// What the pickers offer: languages, engines (with whether they are usable here) and file formats.
import { isTestingEngine, languages, listEngines, listFormats } from '@verso/core';
import { createRouter, publicProcedure } from '../init';

export const metaRouter = createRouter({
  languages: publicProcedure.query(() => languages),

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
    listFormats().map(({ id, label, extensions, mimeType }) => ({ id, label, extensions, mimeType })),
  ),
});
