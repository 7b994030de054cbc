// A fuzz run over format families: each family's inputs (fuzz-inputs.ts) through the job's pipeline
// (fuzz-runner.ts), and what a reader of the run needs: inputs per family, outcomes by kind, the
// defects to reproduce and the slowest input.
import { type FuzzFamily, fuzzFamilies, type Seed, seedsOf } from './fuzz-families';
import { fuzzInputs } from './fuzz-inputs';
import { defectKinds, type FuzzOutcome, FuzzRunner, type OutcomeKind } from './fuzz-runner';

export interface FuzzPlan {
  /** Inputs per family, or per family name when some differ (LibreOffice's formats are slow). */
  count: number | ((family: FuzzFamily) => number);
  seed: number;
  timeoutMs: number;
  /** Seeds larger than this are left out, to keep a run's time bounded. */
  maxSeedBytes: number;
}

export interface FamilyReport {
  family: string;
  inputs: number;
  byKind: Partial<Record<OutcomeKind, number>>;
  defects: FuzzOutcome[];
  slowest?: FuzzOutcome;
}

/** Every family's first seed, fed to the others under their extensions. */
function foreignSeeds(families: readonly FuzzFamily[], maxSeedBytes: number): Map<string, Seed> {
  return new Map(
    families.flatMap((family) => {
      const [first] = seedsOf(family, maxSeedBytes);
      return first ? [[family.name, first] as const] : [];
    }),
  );
}

export async function fuzzFamily(
  family: FuzzFamily,
  plan: FuzzPlan,
  runner: FuzzRunner,
): Promise<FamilyReport> {
  const foreign = [...foreignSeeds(fuzzFamilies, plan.maxSeedBytes)].filter(([name]) => name !== family.name);
  const count = typeof plan.count === 'number' ? plan.count : plan.count(family);
  const report: FamilyReport = { family: family.name, inputs: 0, byKind: {}, defects: [] };
  const seeds = seedsOf(family, plan.maxSeedBytes);
  const inputs = fuzzInputs(
    family,
    seeds,
    foreign.map(([, seed]) => seed),
    count,
    plan.seed,
  );
  for await (const input of inputs) {
    const outcome = await runner.run(input, family);
    report.inputs++;
    report.byKind[outcome.kind] = (report.byKind[outcome.kind] ?? 0) + 1;
    if (defectKinds.includes(outcome.kind)) report.defects.push(outcome);
    if (!report.slowest || outcome.ms > report.slowest.ms) report.slowest = outcome;
  }
  return report;
}

export async function fuzzEveryFamily(plan: FuzzPlan, families = fuzzFamilies): Promise<FamilyReport[]> {
  const runner = new FuzzRunner(plan.timeoutMs);
  try {
    const reports: FamilyReport[] = [];
    for (const family of families) reports.push(await fuzzFamily(family, plan, runner));
    return reports;
  } finally {
    await runner.close();
  }
}
