// A key's webhook settings, changed by its owner in the developer hub: the default URL of the tasks the
// key creates, and the signing secret (a new salt makes a new one, shown once; the old one stops at once).
import { UserFacingError } from '@verso/core';
import { apiKeys, type Database } from '@verso/db';
import { and, eq } from 'drizzle-orm';
import { newWebhookSecretSalt } from '../apiKeys';
import { signingSecret } from './signature';
import { checkWebhookTarget, parseWebhookUrl, type WebhookPolicy } from './webhook-target';

/** The URL a task gets, checked: the one it names, or else its key's; a refusal when the key cannot sign. */
export async function taskWebhookUrl(
  given: string | undefined,
  key: { webhookUrl: string | null; hasWebhookSecret: boolean },
  policy: WebhookPolicy,
) {
  const url = given?.trim() ? parseWebhookUrl(given) : undefined;
  if (url) await checkWebhookTarget(url, policy);
  const chosen = url?.href ?? key.webhookUrl;
  if (chosen && !key.hasWebhookSecret) {
    throw new UserFacingError(
      'bad_request',
      'This API key has no webhook signing secret yet: make one in the developer hub (/developer/hub#webhooks), then create the task again.',
    );
  }
  return chosen ?? null;
}

export function keyWebhooks(db: Database, authSecret: string, policy: WebhookPolicy) {
  const ownKey = (userId: string, keyId: string) => and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId));
  return {
    /** False when the user has no such key. A null URL removes the default. */
    async setDefaultUrl(userId: string, keyId: string, raw: string | null) {
      const url = raw?.trim() ? parseWebhookUrl(raw) : null;
      if (url) await checkWebhookTarget(url, policy);
      const updated = await db
        .update(apiKeys)
        .set({ webhookUrl: url?.href ?? null })
        .where(ownKey(userId, keyId))
        .returning({ id: apiKeys.id });
      return updated.length > 0;
    },
    /** The key's new signing secret, to be shown once; null when the user has no such key. */
    async rotateSecret(userId: string, keyId: string) {
      const salt = newWebhookSecretSalt();
      const updated = await db
        .update(apiKeys)
        .set({ webhookSecretSalt: salt })
        .where(ownKey(userId, keyId))
        .returning({ id: apiKeys.id });
      return updated.length > 0 ? signingSecret(authSecret, keyId, salt) : null;
    },
  };
}
