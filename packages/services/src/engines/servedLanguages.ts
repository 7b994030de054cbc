// Which languages the pickers and API v1 offer: those an engine that really translates here serves,
// as a source, a target or both. The testing engines accept every pair but translate nothing, so they
// do not count; a language no engine serves is still listed, for the pickers to show it disabled.
import { getEngine, type Language, languages, servedPairs } from '@verso/core';

export interface ServedLanguage extends Language {
  /** Some engine here translates from it. */
  asSource: boolean;
  /** Some engine here translates into it. */
  asTarget: boolean;
  /** An engine on this machine (Apertium) translates from or into it: the text never leaves the server. */
  offline: boolean;
}

export async function servedLanguages(): Promise<ServedLanguage[]> {
  const pairs = await servedPairs();
  const sources = new Set(pairs.map((pair) => pair.from));
  const targets = new Set(pairs.map((pair) => pair.to));
  const offline = new Set(
    pairs.filter((pair) => getEngine(pair.engine).offline).flatMap((pair) => [pair.from, pair.to]),
  );
  return languages.map((language) => ({
    ...language,
    asSource: sources.has(language.code),
    asTarget: targets.has(language.code),
    offline: offline.has(language.code),
  }));
}

/** Served on at least one side: what API v1 lists and the home page counts. */
export const isServed = (language: ServedLanguage) => language.asSource || language.asTarget;
