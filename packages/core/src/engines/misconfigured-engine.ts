// An engine whose operator settings could not be read. It stays listed, so `verso engines` and the
// site say what to fix, instead of one bad variable stopping every other engine at start-up.
import { UserFacingError } from '../errors';
import type { Engine } from './engine';

export function misconfiguredEngine(id: string, label: string, problem: string): Engine {
  const refusal = () =>
    new UserFacingError('misconfigured', `${label} is not available: ${problem}`, { engine: id });
  return {
    id,
    label,
    offline: false,
    maxBatchChars: 1,
    status: async () => ({ available: false, detail: problem }),
    pairs: async () => [],
    translate: async () => {
      throw refusal();
    },
  };
}
