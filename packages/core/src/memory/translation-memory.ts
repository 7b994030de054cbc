// Translation memory: exact-match reuse of earlier translations. A scope says which translations may
// stand in for each other: the same language pair, the same engine and model, the same glossary.

export interface MemoryScope {
  from: string;
  to: string;
  /** Engine id, model and glossary fingerprint, e.g. `openai:gpt-4o-mini#3f2a…`. */
  engineKey: string;
}

export interface MemoryEntry {
  /** Normalised with `normaliseForMemory`; placeholders are part of it. */
  source: string;
  target: string;
}

export interface TranslationMemory {
  /** Stored translations of the given normalised sources, keyed by source; misses are absent. */
  lookup(scope: MemoryScope, sources: readonly string[]): Promise<Map<string, string>>;
  store(scope: MemoryScope, entries: readonly MemoryEntry[]): Promise<void>;
}

/** The key a text is remembered by: Unicode NFC, inner whitespace collapsed, outer whitespace trimmed. */
export function normaliseForMemory(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}
