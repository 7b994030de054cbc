// Mutations of a file's bytes that need no knowledge of its format: what a failed download, a bad
// disk or a hostile user makes of a document.
import type { SeededRandom } from './seeded-random';

export type ByteMutation = (data: Buffer, random: SeededRandom) => Buffer;

const truncated: ByteMutation = (data, random) => data.subarray(0, random.below(data.length));

const bitsFlipped: ByteMutation = (data, random) => {
  const copy = Buffer.from(data);
  const flips = 1 + random.below(16);
  for (let i = 0; i < flips && copy.length > 0; i++) {
    const at = random.below(copy.length);
    copy[at] = (copy[at] ?? 0) ^ (1 << random.below(8));
  }
  return copy;
};

/** A run of the file copied over another place, as a bad sector or a torn write leaves it. */
const spliced: ByteMutation = (data, random) => {
  const from = random.below(data.length);
  const length = random.below(Math.min(4096, data.length - from));
  const to = random.below(data.length);
  return Buffer.concat([
    data.subarray(0, to),
    data.subarray(from, from + length),
    data.subarray(to + length),
  ]);
};

const chunkDeleted: ByteMutation = (data, random) => {
  const from = random.below(data.length);
  return Buffer.concat([data.subarray(0, from), data.subarray(from + 1 + random.below(1024))]);
};

const garbageInserted: ByteMutation = (data, random) => {
  const garbage = Buffer.from(Array.from({ length: 1 + random.below(64) }, () => random.below(256)));
  const at = random.below(data.length);
  return Buffer.concat([data.subarray(0, at), garbage, data.subarray(at)]);
};

const empty: ByteMutation = () => Buffer.alloc(0);
const zeros: ByteMutation = (data) => Buffer.alloc(Math.min(data.length, 64 * 1024));

export const byteMutations: Record<string, ByteMutation> = {
  truncated,
  bitsFlipped,
  spliced,
  chunkDeleted,
  garbageInserted,
  empty,
  zeros,
};
