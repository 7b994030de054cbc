// Engine calls counted for /metrics: the core reports each call (its observeEngineCalls hook), this
// records it, so the core stays free of any metrics library.
import { observeEngineCalls } from '@verso/core';
import { metrics } from './metrics';

export function countEngineCalls(): void {
  observeEngineCalls(({ engine, seconds, failed }) => {
    const current = metrics();
    current.engineCallSeconds.observe({ engine }, seconds);
    if (failed) current.engineErrors.inc({ engine });
  });
}
