// Pseudo-localisation engine for testing layouts and round trips; serves every pair, translates nothing.
import type { Engine } from '../engine';
import { everyLanguagePair } from '../every-pair';
import { pseudoLocalise } from './pseudo-localise';

export const pseudoEngine: Engine = {
  id: 'pseudo',
  label: 'Pseudo-localisation (testing)',
  offline: true,
  maxBatchChars: 1_000_000,
  status: async () => ({ available: true, detail: 'Built in; shows where a layout or placeholder breaks.' }),
  pairs: async () => everyLanguagePair(),
  translate: async (texts) => texts.map(pseudoLocalise),
};

export { pseudoLocalise } from './pseudo-localise';
