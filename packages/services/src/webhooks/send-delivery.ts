// One attempt of a delivery: the task as `translation/query` shows it now, signed with the secret of the
// API key that created it, POSTed to the URL the task named.
import { apiKeys, type Database, glossaries, jobs } from '@verso/db';
import { eq } from 'drizzle-orm';
import { taskView } from '../apiV1/taskView';
import type { Config } from '../config';
import { toJob } from '../jobs/job';
import type { AttemptOutcome, ClaimedDelivery } from './delivery-queue';
import { postWebhook } from './post-webhook';
import { signatureHeader, signingSecret } from './signature';

export type WebhookConfig = Pick<Config, 'authSecret' | 'publicUrl' | 'webhooks'>;

const unsignable = 'The API key that created this task was revoked, so nothing can sign its webhooks.';

/** What the attempt got; undefined when the task was deleted meanwhile (its deliveries went with it). */
export async function sendDelivery(
  db: Database,
  config: WebhookConfig,
  delivery: ClaimedDelivery,
): Promise<AttemptOutcome | undefined> {
  const startedAt = new Date();
  const [found] = await db
    .select({ job: jobs, salt: apiKeys.webhookSecretSalt, glossaryName: glossaries.name })
    .from(jobs)
    .leftJoin(apiKeys, eq(apiKeys.id, jobs.apiKeyId))
    .leftJoin(glossaries, eq(glossaries.id, jobs.glossaryId))
    .where(eq(jobs.id, delivery.jobId));
  if (!found) return undefined;
  const { job, salt, glossaryName } = found;
  if (!job.apiKeyId || !salt) {
    const answer = { statusCode: null, latencyMs: 0, responseExcerpt: null, error: unsignable };
    return { startedAt, answer, final: true };
  }
  // Webhooks are sent with no request to follow, so their file URLs start with PUBLIC_URL.
  const body = JSON.stringify(
    taskView(toJob(job), config, new URL(config.publicUrl).origin, glossaryName ?? undefined),
  );
  const secret = signingSecret(config.authSecret, job.apiKeyId, salt);
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'Verso-Webhooks/1',
    'verso-event': delivery.event,
    'verso-delivery': delivery.id,
    'verso-signature': signatureHeader(secret, body, Math.floor(Date.now() / 1000)),
  };
  return { startedAt, answer: await postWebhook(new URL(delivery.url), body, headers, config.webhooks) };
}
