// Sends due webhook deliveries from this process. Every runner (the site, each `npm run worker`) runs
// one, whichever job queue driver is configured: deliveries are rows in the database, claimed one at a
// time, so they survive restarts and are shared out among processes like the database queue's jobs.
import type { Database } from '@verso/db';
import { claimDueDelivery, recordAttempt } from './delivery-queue';
import { webhookTimeoutMs } from './post-webhook';
import { sendDelivery, type WebhookConfig } from './send-delivery';

const concurrency = 4;
const pollMs = 1000;
/** Longer than an attempt can take, so only a dead runner's claim runs out. */
const leaseMs = 6 * webhookTimeoutMs;

export function webhookDispatcher(db: Database, config: WebhookConfig) {
  let timer: NodeJS.Timeout | undefined;
  let pumping = false;
  const active = new Set<Promise<void>>();

  const attempt = async (delivery: Awaited<ReturnType<typeof claimDueDelivery>> & {}) => {
    const outcome = await sendDelivery(db, config, delivery);
    if (outcome) await recordAttempt(db, delivery, outcome, config.webhooks.retryBaseMs);
  };

  /** Takes due deliveries until none is left or `concurrency` are under way. */
  const pump = async () => {
    if (pumping || !timer) return;
    pumping = true;
    try {
      while (timer && active.size < concurrency) {
        const delivery = await claimDueDelivery(db, leaseMs);
        if (!delivery) break;
        const work = attempt(delivery)
          .catch(logWebhookError)
          .finally(() => {
            active.delete(work);
            void pump();
          });
        active.add(work);
      }
    } catch (error) {
      logWebhookError(error);
    } finally {
      pumping = false;
    }
  };

  return {
    start() {
      timer ??= setInterval(() => void pump(), pollMs);
      void pump();
    },
    /** Looks for due deliveries now rather than at the next poll. */
    pump,
    async close() {
      clearInterval(timer);
      timer = undefined;
      await Promise.allSettled([...active]);
    },
  };
}

export type WebhookDispatcher = ReturnType<typeof webhookDispatcher>;

function logWebhookError(error: unknown) {
  console.error('[webhooks]', error);
}
