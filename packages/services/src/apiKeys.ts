// Developer API keys. The raw key is returned once; only its SHA-256 is stored, which is enough
// for a random 256-bit secret (no salt or slow hash needed: it cannot be guessed from a dictionary).
import { createHash, randomBytes } from 'node:crypto';
import { apiKeys, type Database, users } from '@verso/db';
import { eq } from 'drizzle-orm';

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

export function apiKeyStore(db: Database) {
  return {
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
