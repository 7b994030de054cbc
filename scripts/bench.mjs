// `npm run bench`: runs each benchmark in bench/, prints a table of their results and writes them all to
// bench/results/latest.json with the machine they were measured on. A benchmark prints, as its last
// line, one JSON object (or an array of them) with at least `name`, `result` and `target` (text) and `met` (boolean, or null for a reference figure
// that has no target).
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localBin, repoRoot, run } from './lib/child-process.mjs';

const benchmarks = [
  'bench/apertium-throughput.ts',
  'bench/apertium-latency.ts',
  'bench/openai-batching.ts',
  'bench/format-throughput.ts',
  'bench/office-speed.ts',
  'bench/distinct-speed.ts',
  'bench/api-speed.ts',
  'bench/pdf-speed.ts',
  'bench/picture-speed.ts',
  'bench/audio-speed.ts',
  'bench/quote-responsiveness.ts',
  'bench/format-fuzz.ts',
  'bench/site-speed.ts',
  'bench/worker-kill-loop.ts',
];
const results = [];
for (const benchmark of benchmarks) {
  const { code, output } = await run(localBin('tsx'), [benchmark], { capture: true });
  const lastLine = output.trim().split('\n').at(-1) ?? '';
  if (code !== 0) {
    console.error(`${benchmark} failed:\n${output}`);
    process.exit(1);
  }
  // A benchmark prints one result, or an array of them when it measures several things alike.
  for (const result of [JSON.parse(lastLine)].flat()) {
    console.log(`${result.name}: ${result.result}`);
    results.push(result);
  }
}

function printTable(rows) {
  const header = ['Benchmark', 'Result', 'Target', 'Met'];
  const cells = rows.map((row) => [
    row.name,
    row.result,
    row.target,
    row.met === null ? '—' : row.met ? 'yes' : 'NO',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((cell) => cell[column].length)),
  );
  const line = (values) => `| ${values.map((value, column) => value.padEnd(widths[column])).join(' | ')} |`;
  console.log(
    ['', line(header), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line), ''].join('\n'),
  );
}
printTable(results);

const machine = { node: process.version, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown' };
const resultsDir = path.join(repoRoot, 'bench', 'results');
mkdirSync(resultsDir, { recursive: true });
const file = path.join(resultsDir, 'latest.json');
writeFileSync(
  file,
  `${JSON.stringify({ measuredAt: new Date().toISOString(), machine, results }, null, 2)}\n`,
);
console.log(`Wrote ${path.relative(repoRoot, file)}`);
