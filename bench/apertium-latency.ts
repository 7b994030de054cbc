// Warm single-sentence latency through @verso/core's engine seam: 50 sentences, one call each, after
// the mode's pipeline has started. Prints the result as one JSON line for scripts/bench.mjs.
import { createApertiumEngine, translateTexts } from '@verso/core';
import { corpusSentences, percentile } from './corpus-text';

const sentenceCount = 50;
const targetP50Ms = 30;

const engine = createApertiumEngine();
await engine.translate(['Warm up.'], 'en', 'es');
const milliseconds: number[] = [];
for (const sentence of corpusSentences(sentenceCount)) {
  const started = performance.now();
  await translateTexts([sentence], { from: 'en', to: 'es', engine });
  milliseconds.push(performance.now() - started);
}
const p50 = Number(percentile(milliseconds, 50).toFixed(1));
const p95 = Number(percentile(milliseconds, 95).toFixed(1));

console.log(
  JSON.stringify({
    name: 'apertium en→es warm sentence latency',
    result: `p50 ${p50} ms, p95 ${p95} ms (${sentenceCount} sentences)`,
    target: `p50 ≤ ${targetP50Ms} ms`,
    met: p50 <= targetP50Ms,
    sentences: sentenceCount,
    p50Ms: p50,
    p95Ms: p95,
    maxMs: Number(Math.max(...milliseconds).toFixed(1)),
  }),
);
