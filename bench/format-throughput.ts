// `npm run bench` part: extract + rebuild throughput of each text format (identity engine, ~10 MB
// file), peak memory, and the ratio to translate-toolkit's converter (see format-speed.ts). Targets from
// issue 4: ≥ 20 MB/s for JSON, YAML, PO and SRT; ≥ 5 MB/s for HTML, Markdown and XLIFF; the others are
// measured without a target. Throughput is judged by the process's CPU time, which other work on a
// shared machine barely moves; the wall-clock speed is given beside it. Prints one JSON array of
// results for scripts/bench.mjs.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './corpus-text';

/** Format folder, the sample's extension, and the target in MB/s when the issue sets one. */
const formats: [folder: string, extension: string, target?: number][] = [
  ['json', '.json', 20],
  ['yaml', '.yaml', 20],
  ['po', '.po', 20],
  ['subtitles', '.srt', 20],
  ['html', '.html', 5],
  ['markdown', '.md', 5],
  ['xliff', '.xlf', 5],
  ['xml', '.xml'],
  ['csv', '.csv'],
  ['php', '.php'],
  ['tex', '.tex'],
];

interface Measured {
  format: string;
  mbPerSecond: number;
  cpuMbPerSecond: number;
  peakMb: number;
  toolkit?: { megabytes: number; mbPerSecond: number } | 'failed';
}

function toolkitComparison({ toolkit, cpuMbPerSecond }: Measured): string {
  if (toolkit === undefined) return '';
  if (toolkit === 'failed') return ', translate-toolkit fails on this file';
  const sample = `${Math.round(toolkit.megabytes * 1024)} KB`;
  const ratio = cpuMbPerSecond / toolkit.mbPerSecond;
  return `, translate-toolkit ${toolkit.mbPerSecond.toPrecision(2)} MB/s on ${sample} (${ratio.toFixed(0)}×)`;
}

const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
const results = [];
for (const [folder, extension, target] of formats) {
  if (!existsSync(path.join(repoRoot, 'packages/core/src/formats', folder, 'bench-sample.ts'))) continue;
  const output = execFileSync(tsx, [path.join(repoRoot, 'bench/format-speed.ts'), folder, extension], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const measured = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as Measured;
  const speed = `${measured.cpuMbPerSecond.toFixed(1)} MB/s CPU (${measured.mbPerSecond.toFixed(1)} wall)`;
  results.push({
    name: `${measured.format} extract + rebuild (10 MB, identity)`,
    result: `${speed}, peak ${Math.round(measured.peakMb)} MB${toolkitComparison(measured)}`,
    target: target ? `≥ ${target} MB/s` : 'measured',
    met: target ? measured.cpuMbPerSecond >= target : true,
    ...measured,
  });
}
console.log(JSON.stringify(results));
