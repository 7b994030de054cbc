// Every format family fed mutated and hostile inputs (truncated, bit-flipped, zip bombs, entity
// tricks, deep nesting, wrong extension, encrypted, empty) through the job's pipeline: none may crash
// the process, hang, or fail with anything but a message that names the format. A seeded sample here;
// `npm run bench` runs 1,000 per family (bench/format-fuzz.ts).
import { describe, expect, it } from 'vitest';
import { fuzzFamily } from './fuzz-campaign';
import { type FuzzFamily, fuzzFamilies } from './fuzz-families';
import { FuzzRunner } from './fuzz-runner';

/** Inputs per family: LibreOffice's formats and PDF cost seconds each, the others milliseconds. */
function sampleSize(family: FuzzFamily): number {
  if (family.kind === 'legacy') return 3;
  if (family.kind === 'pdf') return 5;
  if (family.kind === 'zip') return 10;
  return 20;
}

describe('fuzzing every format family through the job pipeline', () => {
  it.each(fuzzFamilies.map((family) => [family.name, family] as const))(
    '%s: mutated and hostile inputs are translated or refused with a message naming the format',
    async (_name, family) => {
      const runner = new FuzzRunner(60_000);
      try {
        const plan = { count: sampleSize(family), seed: 17, timeoutMs: 60_000, maxSeedBytes: 512 * 1024 };
        const report = await fuzzFamily(family, plan, runner);
        expect(report.inputs).toBe(sampleSize(family));
        expect(report.defects.map(({ kind, label, message }) => `${kind}: ${label}: ${message}`)).toEqual([]);
      } finally {
        await runner.close();
      }
    },
    600_000,
  );
});
