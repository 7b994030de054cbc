// The hook every place that records a job's outcome calls, inside the transaction that records it: the
// outcome and its webhook are written together, so a recorded outcome is never left unannounced.
import {
  type Database,
  type DatabaseTransaction,
  type JobRow,
  type WebhookEvent,
  webhookDeliveries,
} from '@verso/db';
import { sql } from 'drizzle-orm';

export async function queueWebhook(
  tx: Database | DatabaseTransaction,
  job: Pick<JobRow, 'id' | 'userId' | 'webhookUrl'>,
  event: WebhookEvent,
) {
  if (!job.webhookUrl) return;
  await tx
    .insert(webhookDeliveries)
    .values({ userId: job.userId, jobId: job.id, event, url: job.webhookUrl, nextAttemptAt: sql`now()` });
}
