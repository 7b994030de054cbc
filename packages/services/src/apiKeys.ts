// Developer API keys. The raw key is returned once; only its SHA-256 is stored, which is enough
// for a random 256-bit secret (no salt or slow hash needed: it cannot be guessed from a dictionary).
// Each key also has a webhook signing secret, returned once with it (see webhooks/signature.ts).
import { createHash, randomBytes } from 'node:crypto';
import { apiKeys, type Database, users } from '@verso/db';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { groupStatements } from './groupedStatements';
import { signingSecret } from './webhooks/signature';

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** What a key's owner may see again after creation: never the key itself. */
export interface ApiKeySummary {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  /** Work started with the key is paid by the owner's organisation. */
  organizationPays: boolean;
  /** Where tasks created with the key report their outcome unless they name another webhookUrl. */
  webhookUrl: string | null;
  /** False for a key made before webhooks existed: it needs a secret before its tasks can have webhooks. */
  hasWebhookSecret: boolean;
}

export const newWebhookSecretSalt = () => randomBytes(16).toString('base64url');

/** "Last used" is read to the minute: a key used again within one is not written again on every call. */
const lastUsedPrecisionMs = 60_000;

export function apiKeyStore(db: Database, authSecret: string) {
  /** The keys with these hashes and their owners, but not a disabled owner's. */
  const keysWithHashes = (hashes: string[]) =>
    db
      .select({
        user: users,
        key: {
          id: apiKeys.id,
          organizationPays: apiKeys.organizationPays,
          webhookUrl: apiKeys.webhookUrl,
          hasWebhookSecret: sql<boolean>`${apiKeys.webhookSecretSalt} is not null`,
        },
        lastUsedAt: apiKeys.lastUsedAt,
        hash: apiKeys.hash,
      })
      .from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.userId))
      .where(and(inArray(apiKeys.hash, hashes), isNull(users.disabledAt)));
  type KeyRow = Awaited<ReturnType<typeof keysWithHashes>>[number];
  /** Calls that arrive together look their keys up in one statement (groupedStatements.ts). */
  const keyWithHash = groupStatements<string, KeyRow | undefined>(
    async (hashes) => {
      const found = new Map((await keysWithHashes(hashes)).map((row) => [row.hash, row]));
      return hashes.map((hash) => found.get(hash));
    },
    async (hash) => (await keysWithHashes([hash]))[0],
  );

  /** The key's owner and what API v1 needs of the key itself; null for an unknown key or a disabled owner. */
  const authenticateKey = async (rawKey: string) => {
    const row = await keyWithHash(hashKey(rawKey.trim()));
    if (!row) return null;
    const { lastUsedAt, hash: _hash, ...found } = row;
    if (!lastUsedAt || Date.now() - lastUsedAt.getTime() >= lastUsedPrecisionMs) {
      await db.update(apiKeys).set({ lastUsedAt: new Date() }).where(eq(apiKeys.id, found.key.id));
    }
    return found;
  };

  return {
    list(userId: string): Promise<ApiKeySummary[]> {
      return db
        .select({
          id: apiKeys.id,
          name: apiKeys.name,
          prefix: apiKeys.prefix,
          createdAt: apiKeys.createdAt,
          lastUsedAt: apiKeys.lastUsedAt,
          organizationPays: apiKeys.organizationPays,
          webhookUrl: apiKeys.webhookUrl,
          hasWebhookSecret: sql<boolean>`${apiKeys.webhookSecretSalt} is not null`,
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
    /** An operator's revocation of any user's key; false when there is no such key. */
    async revokeAny(id: string) {
      const removed = await db.delete(apiKeys).where(eq(apiKeys.id, id)).returning({ id: apiKeys.id });
      return removed.length > 0;
    },
    /** Chooses who pays for work started with the key; false when the user has no such key. */
    async setOrganizationPays(userId: string, id: string, organizationPays: boolean) {
      const changed = await db
        .update(apiKeys)
        .set({ organizationPays })
        .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
        .returning({ id: apiKeys.id });
      return changed.length > 0;
    },
    async create(userId: string, name = 'default') {
      const key = `vk_${randomBytes(32).toString('base64url')}`;
      const salt = newWebhookSecretSalt();
      const [row] = await db
        .insert(apiKeys)
        .values({ userId, name, hash: hashKey(key), prefix: key.slice(0, 10), webhookSecretSalt: salt })
        .returning({ id: apiKeys.id });
      if (!row) throw new Error('insert returned no api key');
      return { id: row.id, key, webhookSecret: signingSecret(authSecret, row.id, salt) };
    },
    /** The key's owner and the key's settings; null for an unknown key. */
    async authenticate(rawKey: string) {
      return authenticateKey(rawKey);
    },
  };
}
