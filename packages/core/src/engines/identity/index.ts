// Returns the source unchanged: lets a format's round trip be tested without any engine installed.
import type { Engine } from '../engine';
import { everyLanguagePair } from '../every-pair';

export const identityEngine: Engine = {
  id: 'identity',
  label: 'Identity (testing)',
  offline: true,
  maxBatchChars: 1_000_000,
  status: async () => ({ available: true, detail: 'Built in; returns the source text unchanged.' }),
  pairs: async () => everyLanguagePair(),
  translate: async (texts) => [...texts],
};
