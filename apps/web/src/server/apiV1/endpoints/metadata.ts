// POST /api/v1/languages, /filetypes, /models: what this installation can do.
import { acceptedExtensions, languages, listEngines } from '@verso/core';
import type { Endpoint } from '../endpoint';
import { json } from '../respond';

export const listLanguages: Endpoint = async () =>
  json({ languages: languages.map((language) => language.name) });

export const listFileTypes: Endpoint = async () =>
  json({ types: acceptedExtensions().map((extension) => extension.replace(/^\./, '')) });

// Until model tiers arrive, a "model" is one of the installation's engines that can work right now
// (a remote engine without its key is listed by `verso engines`, not offered to API clients).
export const listModels: Endpoint = async () => {
  const engines = await Promise.all(
    listEngines().map(async (engine) => ({ id: engine.id, available: (await engine.status()).available })),
  );
  return json({ models: engines.filter((engine) => engine.available).map((engine) => engine.id) });
};
