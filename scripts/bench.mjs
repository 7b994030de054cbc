// `npm run bench`: runs each benchmark in bench/, prints its numbers and writes them all to
// bench/results/latest.json with the machine they were measured on.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localBin, repoRoot, run } from './lib/child-process.mjs';

const benchmarks = ['bench/apertium-throughput.ts'];
const results = [];
for (const benchmark of benchmarks) {
  const { code, output } = await run(localBin('tsx'), [benchmark], { capture: true });
  const lastLine = output.trim().split('\n').at(-1) ?? '';
  if (code !== 0) {
    console.error(`${benchmark} failed:\n${output}`);
    process.exit(1);
  }
  const result = JSON.parse(lastLine);
  console.log(
    `${result.name}: ${result.wordsPerSecond} words/s (${result.words} words, median ${result.medianSeconds}s)`,
  );
  results.push(result);
}

const machine = { node: process.version, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown' };
const resultsDir = path.join(repoRoot, 'bench', 'results');
mkdirSync(resultsDir, { recursive: true });
const file = path.join(resultsDir, 'latest.json');
writeFileSync(
  file,
  `${JSON.stringify({ measuredAt: new Date().toISOString(), machine, results }, null, 2)}\n`,
);
console.log(`Wrote ${path.relative(repoRoot, file)}`);
