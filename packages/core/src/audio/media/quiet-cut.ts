// Where to cut a long recording into chunks: at the quietest moment near the chunk's end, so that a
// word is seldom split between two chunks (each recognised on its own).
import { bytesPerSecond } from './pcm';

const frameBytes = (bytesPerSecond / 1000) * 20;

function frameEnergy(pcm: Buffer, start: number): number {
  let sum = 0;
  for (let at = start; at + 1 < start + frameBytes; at += 2) sum += Math.abs(pcm.readInt16LE(at));
  return sum;
}

/** A byte offset in `pcm` between `from` and `to` (both even), at the start of its quietest 20 ms. */
export function quietestCut(pcm: Buffer, from: number, to: number): number {
  let best = to;
  let bestEnergy = Number.POSITIVE_INFINITY;
  for (let at = from; at + frameBytes <= to; at += frameBytes) {
    const energy = frameEnergy(pcm, at);
    if (energy < bestEnergy) {
      bestEnergy = energy;
      best = at;
    }
  }
  return best;
}
