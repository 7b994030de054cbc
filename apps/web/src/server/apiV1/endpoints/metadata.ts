// POST /api/v1/languages, /filetypes, /models: what this installation can do.
import { acceptedExtensions, languages, listEngines } from '@verso/core';
import type { Endpoint } from '../endpoint';
import { json } from '../respond';

export const listLanguages: Endpoint = async () =>
  json({ languages: languages.map((language) => language.name) });

export const listFileTypes: Endpoint = async () =>
  json({ types: acceptedExtensions().map((extension) => extension.replace(/^\./, '')) });

// Until model tiers arrive, a "model" is one of the installation's engines.
export const listModels: Endpoint = async () => json({ models: listEngines().map((engine) => engine.id) });
