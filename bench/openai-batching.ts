// The `openai` engine against its test double with 50 ms added to every request (a model's answer time):
// segments/s when segments travel batched and concurrently, as jobs send them, vs. one segment per
// request, one request at a time. Prints the result as one JSON line for scripts/bench.mjs.
import { setTimeout as sleep } from 'node:timers/promises';
import { translateTexts } from '@verso/core';
import { createOpenAiEngine } from '@verso/core/engines/openai/index';
import { startOpenAiDouble } from '@verso/core/engines/openai/openai-double';
import { corpusSentences } from './corpus-text';

const latencyMs = 50;
const batchedSegments = 400;
const singleSegments = 40;
const targetRatio = 10;

// The shared JSON double answers at once, so the latency is added where the request leaves the engine.
const realFetch = globalThis.fetch;
globalThis.fetch = async (...args) => {
  await sleep(latencyMs);
  return realFetch(...args);
};

const double = await startOpenAiDouble();
const engine = createOpenAiEngine({ baseUrl: `${double.url}/v1` });

async function segmentsPerSecond(work: () => Promise<unknown>, segments: number): Promise<number> {
  const started = performance.now();
  await work();
  return segments / ((performance.now() - started) / 1000);
}

const batched = await segmentsPerSecond(
  () => translateTexts(corpusSentences(batchedSegments), { from: 'en', to: 'es', engine }),
  batchedSegments,
);
const single = await segmentsPerSecond(async () => {
  for (const sentence of corpusSentences(singleSegments)) await engine.translate([sentence], 'en', 'es');
}, singleSegments);
await double.close();

const ratio = Number((batched / single).toFixed(1));
console.log(
  JSON.stringify({
    name: `openai batching (double, ${latencyMs} ms per request)`,
    result: `${Math.round(batched)} vs ${Math.round(single)} segments/s (${ratio}×)`,
    target: `≥ ${targetRatio}× one segment per request`,
    met: ratio >= targetRatio,
    batchedSegmentsPerSecond: Number(batched.toFixed(1)),
    singleSegmentsPerSecond: Number(single.toFixed(1)),
    ratio,
  }),
);
