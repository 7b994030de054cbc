// A testing engine that pseudo-localises at a walking pace: a few words per call, a quarter of a second
// each, so tests can watch a job's stages move, reload its page mid-way and cancel it while it runs.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Engine } from '../engine';
import { everyLanguagePair } from '../every-pair';
import { pseudoLocalise } from '../pseudo';

/** A sentence or two per call. */
const batchChars = 60;
const callMs = 250;

export const slowEngine: Engine = {
  id: 'slow',
  label: 'Slow pseudo-localisation (testing)',
  offline: true,
  maxBatchChars: batchChars,
  status: async () => ({
    available: true,
    detail: `Built in; pseudo-localises ${batchChars} characters every ${callMs} ms.`,
  }),
  pairs: async () => everyLanguagePair(),
  async translate(texts, _from, _to, options) {
    await sleep(callMs, undefined, { signal: options?.signal });
    return texts.map(pseudoLocalise);
  },
};
