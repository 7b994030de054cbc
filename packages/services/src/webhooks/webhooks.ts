// API v1 webhooks as the rest of the services see them: the key settings and the delivery log the
// developer hub uses, and the dispatcher every runner starts.
import type { Database } from '@verso/db';
import type { HourlyLimits } from '../limits/hourlyLimits';
import { deliveryLog } from './delivery-log';
import { keyWebhooks, taskWebhookUrl } from './key-webhooks';
import type { WebhookConfig } from './send-delivery';
import { webhookDispatcher } from './webhook-dispatcher';

export function webhookService(db: Database, config: WebhookConfig, limits: HourlyLimits) {
  const dispatcher = webhookDispatcher(db, config);
  const log = deliveryLog(db, limits);
  return {
    ...keyWebhooks(db, config.authSecret, config.webhooks),
    /** The webhook URL of a task created with `key` (the task's own, or the key's default), checked. */
    urlForTask: (given: string | undefined, key: Parameters<typeof taskWebhookUrl>[1]) =>
      taskWebhookUrl(given, key, config.webhooks),
    deliveries: log.list,
    async sendAgain(userId: string, deliveryId: string) {
      const queued = await log.sendAgain(userId, deliveryId);
      if (queued) void dispatcher.pump();
      return queued;
    },
    dispatcher,
  };
}

export type WebhookService = ReturnType<typeof webhookService>;
