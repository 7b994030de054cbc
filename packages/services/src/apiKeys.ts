// Developer API keys. The raw key is returned once; only its SHA-256 is stored, which is enough
// for a random 256-bit secret (no salt or slow hash needed: it cannot be guessed from a dictionary).
import { createHash, randomBytes } from 'node:crypto';
import { apiKeys, type Database, users } from '@verso/db';
import { and, desc, eq } from 'drizzle-orm';

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** What a key's owner may see again after creation: never the key itself. */
export interface ApiKeySummary {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

export function apiKeyStore(db: Database) {
  return {
    list(userId: string): Promise<ApiKeySummary[]> {
      return db
        .select({
          id: apiKeys.id,
          name: apiKeys.name,
          prefix: apiKeys.prefix,
          createdAt: apiKeys.createdAt,
          lastUsedAt: apiKeys.lastUsedAt,
        })
        .from(apiKeys)
        .where(eq(apiKeys.userId, userId))
        .orderBy(desc(apiKeys.createdAt));
    },
    /** False when the user has no such key (another user's key is indistinguishable from none). */
    async revoke(userId: string, id: string) {
      const removed = await db
        .delete(apiKeys)
        .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
        .returning({ id: apiKeys.id });
      return removed.length > 0;
    },
    async create(userId: string, name = 'default') {
      const key = `vk_${randomBytes(32).toString('base64url')}`;
      const [row] = await db
        .insert(apiKeys)
        .values({ userId, name, hash: hashKey(key), prefix: key.slice(0, 10) })
        .returning({ id: apiKeys.id });
      if (!row) throw new Error('insert returned no api key');
      return { id: row.id, key };
    },
    async authenticate(rawKey: string) {
      const [row] = await db
        .select({ user: users, keyId: apiKeys.id })
        .from(apiKeys)
        .innerJoin(users, eq(users.id, apiKeys.userId))
        .where(eq(apiKeys.hash, hashKey(rawKey.trim())));
      if (!row) return null;
      await db.update(apiKeys).set({ lastUsedAt: new Date() }).where(eq(apiKeys.id, row.keyId));
      return row.user;
    },
  };
}
