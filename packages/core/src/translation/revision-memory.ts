// A reviewer's revisions as translation memory: stored under the scope the job's engine looks in, keyed
// as the engine would have been asked, so the next document with the same sentence gets the revision.
import type { Engine } from '../engines/engine';
import type { Formality } from '../engines/formality';
import { getEngine } from '../engines/registry';
import type { Glossary } from '../glossary';
import { type MemoryEntry, type MemoryScope, normaliseForMemory } from '../memory/translation-memory';
import { memoryScope } from './memory-scope';
import { needsNoTranslation, prepareText } from './prepared-text';

export interface Revision {
  source: string;
  translation: string;
}

export interface RevisionSettings {
  /** The engine reference the job translated with (`apertium`, `openai:gpt-4o`). */
  engine: string | Engine;
  /** Resolved ISO codes. */
  from: string;
  to: string;
  glossary?: Glossary;
  formality?: Formality;
}

/**
 * The memory entries of the revisions, and the scope to store them in. A revision that the pipeline
 * could not have produced from any engine answer (a protected URL or glossary term taken out) is left
 * out: memory hands back engine answers, and that one has none.
 */
export function revisionMemory(
  settings: RevisionSettings,
  revisions: readonly Revision[],
): { scope: MemoryScope; entries: MemoryEntry[] } {
  const engine = typeof settings.engine === 'string' ? getEngine(settings.engine) : settings.engine;
  const substituted = settings.glossary && !engine.handlesGlossary ? settings.glossary.terms : [];
  const entries = revisions.flatMap(({ source, translation }) => {
    const prepared = prepareText(source, substituted, engine.termProtection);
    const target = prepared.coreOf(translation);
    if (target === undefined || needsNoTranslation(prepared.core)) return [];
    return [{ source: normaliseForMemory(prepared.core), target }];
  });
  const { from, to, glossary, formality } = settings;
  return { scope: memoryScope(engine, from, to, glossary, formality), entries };
}
