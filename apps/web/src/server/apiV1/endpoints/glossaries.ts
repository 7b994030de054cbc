// POST /api/v1/glossary/create, /update, /query, /delete — glossaries as O.Translator's contract shapes
// them: `keys` lists the source terms, `translated` maps each to its translation (a key without one
// is kept as is). Both travel as native JSON; the JSON strings of the contract's older examples are
// read too.
import { UserFacingError } from '@verso/core';
import type { GlossaryDetails } from '@verso/services';
import { languageName } from '@verso/services';
import { z } from 'zod/v4';
import type { Endpoint } from '../endpoint';
import { readJson } from '../readJson';
import { success } from '../respond';
import { glossaryCreatedResponse, glossaryResponse, successResponse } from '../responses';

/** A value that may also come JSON-encoded in a string, as the contract's first examples sent it. */
const maybeEncoded = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, schema);

const keys = maybeEncoded(z.array(z.string()).max(100_000)).describe('Source terms, in order.');
const translated = maybeEncoded(z.record(z.string(), z.string())).describe(
  'Each source term’s translation; a term without one stays as it is.',
);
const glossaryId = z.string().min(1).describe('Glossary ID');

export const createGlossaryBody = z.object({
  name: z.string().describe('Glossary name, unique among your glossaries'),
  desc: z.string().optional().describe('Glossary description'),
  targetLang: z.string().describe('Language the translations are in (name or code); "Any Language" for any.'),
  keys,
  translated,
});
export const updateGlossaryBody = z.object({
  glossaryId,
  name: z.string().optional(),
  desc: z.string().optional(),
  targetLang: z.string().optional(),
  keys: keys.optional(),
  translated: translated.optional(),
});
export const glossaryIdBody = z.object({ glossaryId });

const anyLanguage = 'Any Language';
const storedLanguage = (name: string) => (name.trim() === anyLanguage ? null : name);

function termsOf(keys: string[], translated: Record<string, string>) {
  return keys.map((source) =>
    Object.hasOwn(translated, source) && translated[source] !== source
      ? { source, target: translated[source] as string }
      : { source, target: source, keepAsIs: true },
  );
}

/** The glossary as the contract's `Glossary` shows it. */
export function glossaryView(glossary: GlossaryDetails): z.infer<typeof glossaryResponse> {
  return {
    glossaryId: glossary.id,
    name: glossary.name,
    desc: glossary.description,
    targetLang: glossary.targetLang ? languageName(glossary.targetLang) : anyLanguage,
    keys: glossary.terms.map((term) => term.source),
    translated: Object.fromEntries(glossary.terms.map((term) => [term.source, term.target])),
    createdAt: glossary.createdAt.toISOString(),
    updatedAt: glossary.updatedAt.toISOString(),
  };
}

const glossaryNotFound = (id: string) => new UserFacingError('not_found', `No glossary with id ${id}.`);

export const createGlossary: Endpoint = async ({ request, services, user }) => {
  const input = await readJson(request, createGlossaryBody);
  const created = await services.glossaries.create(user.id, {
    name: input.name,
    description: input.desc,
    targetLang: storedLanguage(input.targetLang),
    terms: termsOf(input.keys, input.translated),
  });
  return success(glossaryCreatedResponse, { glossaryId: created.id });
};

export const updateGlossary: Endpoint = async ({ request, services, user }) => {
  const input = await readJson(request, updateGlossaryBody);
  const current = await services.glossaries.get(user.id, input.glossaryId);
  if (!current) throw glossaryNotFound(input.glossaryId);
  const view = glossaryView(current);
  const termsChange = input.keys !== undefined || input.translated !== undefined;
  const updated = await services.glossaries.update(user.id, input.glossaryId, {
    name: input.name,
    description: input.desc,
    targetLang: input.targetLang === undefined ? undefined : storedLanguage(input.targetLang),
    terms: termsChange ? termsOf(input.keys ?? view.keys, input.translated ?? view.translated) : undefined,
  });
  if (!updated) throw glossaryNotFound(input.glossaryId);
  return success(glossaryResponse, glossaryView(updated));
};

export const queryGlossary: Endpoint = async ({ request, services, user }) => {
  const { glossaryId: id } = await readJson(request, glossaryIdBody);
  const glossary = await services.glossaries.get(user.id, id);
  if (!glossary) throw glossaryNotFound(id);
  return success(glossaryResponse, glossaryView(glossary));
};

export const deleteGlossary: Endpoint = async ({ request, services, user }) => {
  const { glossaryId: id } = await readJson(request, glossaryIdBody);
  if (!(await services.glossaries.remove(user.id, id))) throw glossaryNotFound(id);
  return success(successResponse, { success: true });
};
