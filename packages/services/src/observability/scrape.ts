// One /metrics answer: the gauges that live in the database are read first, then the registry is
// written out in Prometheus's text format.
import type { Database } from '@verso/db';
import { readJobMetrics } from './jobMetrics';
import { metrics } from './metrics';

export async function scrapeMetrics(db: Database): Promise<string> {
  const current = metrics();
  await readJobMetrics(db, current);
  return current.registry.metrics();
}
