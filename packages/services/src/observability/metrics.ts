// The process's Prometheus metrics (/metrics). One registry per process, kept on globalThis: Next.js
// bundles route handlers and instrumentation apart, each with its own copy of this module, and a
// counter one copy raises must be the one the custom server exports.
import { Counter, Gauge, Histogram, Registry } from 'prom-client';

function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  return {
    registry,
    httpRequestSeconds: new Histogram({
      name: 'verso_http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    }),
    engineCallSeconds: new Histogram({
      name: 'verso_engine_call_duration_seconds',
      help: 'Calls to a translation engine by engine',
      labelNames: ['engine'] as const,
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers,
    }),
    engineErrors: new Counter({
      name: 'verso_engine_errors_total',
      help: 'Calls to a translation engine that failed, by engine',
      labelNames: ['engine'] as const,
      registers,
    }),
    wordsTranslated: new Counter({
      name: 'verso_words_translated_total',
      help: 'Words translated, by what was translated (document or text)',
      labelNames: ['kind'] as const,
      registers,
    }),
    paymentOrders: new Counter({
      name: 'verso_payment_orders_total',
      help: 'Credit orders paid and refunded, by outcome',
      labelNames: ['outcome'] as const,
      registers,
    }),
    /** Filled on each scrape from the database (jobMetrics.ts). */
    jobs: new Gauge({
      name: 'verso_jobs',
      help: 'Jobs by status and document format',
      labelNames: ['status', 'format'] as const,
      registers,
    }),
    queueDepth: new Gauge({
      name: 'verso_queue_depth',
      help: 'Jobs waiting to be taken by a runner',
      registers,
    }),
    queueOldestWaitSeconds: new Gauge({
      name: 'verso_queue_oldest_wait_seconds',
      help: 'How long the longest-waiting queued job has waited',
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

const globalKey = Symbol.for('verso.metrics');
const holder = globalThis as { [globalKey]?: Metrics };

export function metrics(): Metrics {
  holder[globalKey] ??= createMetrics();
  return holder[globalKey];
}

/** The text exposition format's content type, for the /metrics answer. */
export const metricsContentType = () => metrics().registry.contentType;
