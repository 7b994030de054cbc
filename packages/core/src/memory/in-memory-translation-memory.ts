// Translation memory held in the process, for one CLI run or a test; the site keeps its memory in the
// database (packages/services).
import type { MemoryEntry, MemoryScope, TranslationMemory } from './translation-memory';

function scopeKey({ from, to, engineKey }: MemoryScope): string {
  return `${from}\u0000${to}\u0000${engineKey}`;
}

export function inMemoryTranslationMemory(): TranslationMemory & { size(): number } {
  const scopes = new Map<string, Map<string, string>>();
  return {
    async lookup(scope, sources) {
      const stored = scopes.get(scopeKey(scope));
      const found = new Map<string, string>();
      for (const source of sources) {
        const target = stored?.get(source);
        if (target !== undefined) found.set(source, target);
      }
      return found;
    },
    async store(scope, entries: readonly MemoryEntry[]) {
      const key = scopeKey(scope);
      const stored = scopes.get(key) ?? new Map<string, string>();
      for (const { source, target } of entries) stored.set(source, target);
      scopes.set(key, stored);
    },
    size: () => [...scopes.values()].reduce((sum, stored) => sum + stored.size, 0),
  };
}
