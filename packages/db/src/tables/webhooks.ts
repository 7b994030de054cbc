// API v1 webhooks: a delivery is one event of one job to one URL; the row is its own queue entry
// (any runner claims a due one), and each try it takes is kept as an attempt, with what came back.
import { index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ownerId, uuidPrimaryKey } from './columns';
import { jobs } from './jobs';

export const webhookEvent = pgEnum('webhookEvent', ['task.completed', 'task.failed', 'task.cancelled']);
export const webhookDeliveryStatus = pgEnum('webhookDeliveryStatus', ['pending', 'delivered', 'failed']);

export const webhookDeliveries = pgTable(
  'webhookDelivery',
  {
    id: uuidPrimaryKey(),
    userId: ownerId(),
    jobId: text('jobId')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    event: webhookEvent('event').notNull(),
    /** The job's webhookUrl when the event happened. */
    url: text('url').notNull(),
    status: webhookDeliveryStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a runner may take it next; a claim pushes it one lease ahead, so a sender that dies is retried. */
    nextAttemptAt: timestamp('nextAttemptAt', { mode: 'date' }),
    createdAt: timestamp('createdAt', { mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finishedAt', { mode: 'date' }),
  },
  (delivery) => [
    index('webhookDelivery_due').on(delivery.status, delivery.nextAttemptAt),
    index('webhookDelivery_user_created').on(delivery.userId, delivery.createdAt),
    index('webhookDelivery_job').on(delivery.jobId),
  ],
);

export const webhookAttempts = pgTable(
  'webhookAttempt',
  {
    id: uuidPrimaryKey(),
    deliveryId: text('deliveryId')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    startedAt: timestamp('startedAt', { mode: 'date' }).notNull(),
    /** The receiver's HTTP status; null when no answer came (refused address, timeout, connection error). */
    statusCode: integer('statusCode'),
    latencyMs: integer('latencyMs').notNull(),
    /** The first bytes of the receiver's answer, as text. */
    responseExcerpt: text('responseExcerpt'),
    /** Why no usable answer came, in words a developer can act on. */
    error: text('error'),
  },
  (attempt) => [index('webhookAttempt_delivery').on(attempt.deliveryId)],
);

export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;
export type WebhookEvent = WebhookDeliveryRow['event'];
