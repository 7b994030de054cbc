// The core's TranslationMemory on the database, one user at a time. Entries are found by the SHA-256
// of the normalised source within a scope; the source text is compared too, so even a hash collision
// could not hand back another text's translation.
import { createHash } from 'node:crypto';
import {
  type MemoryEntry,
  type MemoryScope,
  normaliseForMemory,
  type TranslationMemory,
} from '@verso/core/memory/translation-memory';
import { type Database, translationMemory } from '@verso/db';
import { and, eq, inArray, sql } from 'drizzle-orm';

// Keeps each statement well under PostgreSQL's 65,535 bind parameters, however long a document is.
const chunkSize = 500;

const hashSource = (source: string) => createHash('sha256').update(source).digest('hex');

export function translationMemoryStore(db: Database) {
  return {
    forUser(userId: string): TranslationMemory {
      const inScope = (scope: MemoryScope) =>
        and(
          eq(translationMemory.userId, userId),
          eq(translationMemory.sourceLang, scope.from),
          eq(translationMemory.targetLang, scope.to),
          eq(translationMemory.engineKey, scope.engineKey),
        );

      return {
        async lookup(scope, sources) {
          // Callers pass normalised sources; normalising again is idempotent and keeps the key honest.
          const wanted = new Map<string, string[]>();
          for (const source of sources) {
            const key = normaliseForMemory(source);
            wanted.set(key, [...(wanted.get(key) ?? []), source]);
          }
          const found = new Map<string, string>();
          for (const chunk of chunks([...wanted.keys()])) {
            // Counting the hit in the same statement that reads the entry: one round trip per chunk.
            const rows = await db
              .update(translationMemory)
              .set({ hits: sql`${translationMemory.hits} + 1`, lastUsedAt: new Date() })
              .where(
                and(
                  inScope(scope),
                  inArray(translationMemory.sourceHash, chunk.map(hashSource)),
                  inArray(translationMemory.source, chunk),
                ),
              )
              .returning({ source: translationMemory.source, target: translationMemory.target });
            for (const row of rows) {
              for (const asked of wanted.get(row.source) ?? []) found.set(asked, row.target);
            }
          }
          return found;
        },

        async store(scope, entries) {
          // One row per source: PostgreSQL refuses an upsert that touches the same row twice.
          const latest = new Map<string, MemoryEntry>();
          for (const entry of entries) {
            const source = normaliseForMemory(entry.source);
            latest.set(source, { source, target: entry.target });
          }
          for (const chunk of chunks([...latest.values()])) {
            await db
              .insert(translationMemory)
              .values(
                chunk.map((entry) => ({
                  userId,
                  sourceLang: scope.from,
                  targetLang: scope.to,
                  engineKey: scope.engineKey,
                  sourceHash: hashSource(entry.source),
                  source: entry.source,
                  target: entry.target,
                })),
              )
              .onConflictDoUpdate({
                target: [
                  translationMemory.userId,
                  translationMemory.sourceLang,
                  translationMemory.targetLang,
                  translationMemory.engineKey,
                  translationMemory.sourceHash,
                ],
                set: { target: sql`excluded.${sql.identifier('target')}` },
              });
          }
        },
      };
    },
  };
}

export type TranslationMemoryStore = ReturnType<typeof translationMemoryStore>;

function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += chunkSize)
    result.push(items.slice(start, start + chunkSize));
  return result;
}
