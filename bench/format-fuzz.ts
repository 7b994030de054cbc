// `npm run bench` part: 1,000 mutated or hostile inputs per format family (LibreOffice's legacy
// formats sampled, at seconds each) through the job's pipeline, as the npm test sample does
// (packages/core/src/formats/testing/fuzz). Prints what the run covered — inputs per family, outcomes
// by kind, each defect to reproduce, the slowest input — then one JSON array for scripts/bench.mjs.
// `tsx bench/format-fuzz.ts 50` runs 50 per family instead.
import type { FamilyReport } from '@verso/core/formats/testing/fuzz/fuzz-campaign';
import { fuzzEveryFamily } from '@verso/core/formats/testing/fuzz/fuzz-campaign';

const perFamily = Number(process.argv[2] ?? 1000);
const legacySample = Math.min(perFamily, 60);

function describeReport(report: FamilyReport): string {
  const kinds = Object.entries(report.byKind).map(([kind, count]) => `${count} ${kind}`);
  const slowest = report.slowest
    ? `; slowest ${(report.slowest.ms / 1000).toFixed(1)} s (${report.slowest.label})`
    : '';
  return `${report.inputs} inputs: ${kinds.join(', ')}; ${report.defects.length} defects${slowest}`;
}

const started = performance.now();
const reports = await fuzzEveryFamily({
  count: (family) => (family.kind === 'legacy' ? legacySample : perFamily),
  seed: 17,
  timeoutMs: 120_000,
  maxSeedBytes: 1024 * 1024,
});
for (const report of reports) {
  console.log(`${report.family}: ${describeReport(report)}`);
  for (const defect of report.defects) {
    console.log(
      `  ${defect.kind}: ${defect.label}: ${(defect.message ?? '').split('\n').slice(0, 3).join(' | ')}`,
    );
  }
}
const minutes = (performance.now() - started) / 60_000;
console.log(
  `fuzzed ${reports.reduce((sum, report) => sum + report.inputs, 0)} inputs in ${minutes.toFixed(1)} min`,
);
console.log(
  JSON.stringify(
    reports.map((report) => ({
      name: `fuzz ${report.family}`,
      result: describeReport(report),
      target: '0 crashes, hangs, internal errors or messages without the format',
      met: report.defects.length === 0,
      inputs: report.inputs,
      byKind: report.byKind,
    })),
  ),
);
