// POST /api/v1/languages, /filetypes, /models: what this installation can do.
import { acceptedExtensions, listFormats } from '@verso/core';
import { isServed } from '@verso/services';
import type { Endpoint } from '../endpoint';
import { success } from '../respond';
import { fileTypesResponse, languagesResponse, modelsResponse } from '../responses';

/** The languages some engine here translates from or into; the others would only fail the task. */
export const listLanguages: Endpoint = async ({ services }) => {
  const served = (await services.engines.languages()).filter(isServed);
  return success(languagesResponse, { languages: served.map((language) => language.name) });
};

const withoutDot = (extension: string) => extension.replace(/^\./, '');

/** `translatedAs` names the types whose translation comes back in another format: `{ "doc": "docx" }`. */
export const listFileTypes: Endpoint = async () => {
  const translatedAs = listFormats().flatMap(({ extensions, output }) =>
    output ? extensions.map((extension) => [withoutDot(extension), withoutDot(output.extension)]) : [],
  );
  return success(fileTypesResponse, {
    types: acceptedExtensions().map(withoutDot),
    translatedAs: Object.fromEntries(translatedAs),
  });
};

// A "model" is what a task may ask for: a tier (routed by the operator), a model the tiers offer, or one
// of the installation's engines that can work right now (an engine without its key is not offered).
export const listModels: Endpoint = async ({ services }) =>
  success(modelsResponse, { models: await services.engines.models() });
