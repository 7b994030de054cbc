// Extract + rebuild speed of one text format with the identity engine on a ~10 MB file, its peak
// memory, and translate-toolkit's converter on the same kind of file for comparison. Run once per format
// in its own process (by format-throughput.ts) so each peak RSS is that format's own.
// Usage: tsx bench/format-speed.ts <format folder> <extension> [--no-toolkit]
// Several converters slow down more than linearly (yaml2po took 25 s of CPU for 100 KB), so the toolkit
// reads samples of 16 KB, 32 KB… until one takes a second of CPU time; its speed on the largest is
// reported, an upper bound of what it reaches on 10 MB.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatForFilename } from '@verso/core';

interface BenchSampleModule {
  benchSample(targetBytes: number): Buffer;
  toolkitConverter?: { command: string; args: string[]; extension: string };
}

const [folder, extension, flag] = process.argv.slice(2);
if (!folder || !extension || (flag !== undefined && flag !== '--no-toolkit')) {
  throw new Error('usage: format-speed.ts <format folder> <extension> [--no-toolkit]');
}
const sampleBytes = 10 * 1024 * 1024;
const runs = 3;

const module = (await import(`../packages/core/src/formats/${folder}/bench-sample.ts`)) as BenchSampleModule;
const sample = module.benchSample(sampleBytes);
const format = formatForFilename(`sample${extension}`);
const target = { from: 'en', to: 'es', options: {} };

/** Seconds of the process's CPU time per run too: on a shared machine, wall time says more about the load. */
const cpuSeconds: number[] = [];

async function secondsOfRoundTrip(): Promise<number> {
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const document = await format.extract(sample, {});
  await format.rebuild(
    document,
    document.segments.map((segment) => segment.text),
    target,
  );
  const cpu = process.cpuUsage(cpuStarted);
  cpuSeconds.push((cpu.user + cpu.system) / 1e6);
  return (performance.now() - started) / 1000;
}

interface ToolkitSpeed {
  /** The largest sample it read, and its speed on it by CPU time. */
  megabytes: number;
  mbPerSecond: number;
}

/** CPU seconds of a command (its children's, as bash's `times` counts them), or undefined when it fails. */
function commandCpuSeconds(command: string, args: string[], output: string): number | undefined {
  const script = '"$@" >/dev/null 2>&1 || exit 1; times';
  try {
    const report = execFileSync('bash', ['-c', script, 'bash', command, ...args], {
      encoding: 'utf8',
      timeout: 120_000,
    });
    // A converter that stumbles on an entry may still exit 0, with nothing written.
    if (statSync(output, { throwIfNoEntry: false })?.size === 0) return undefined;
    const children = report.trim().split('\n').at(-1) ?? '';
    const minutesAndSeconds = [...children.matchAll(/(\d+)m([\d.]+)s/g)];
    return minutesAndSeconds.reduce(
      (sum, [, minutes, seconds]) => sum + Number(minutes) * 60 + Number(seconds),
      0,
    );
  } catch {
    return undefined;
  }
}

function toolkitSpeed(): ToolkitSpeed | undefined | 'failed' {
  const converter = module.toolkitConverter;
  if (!converter || flag === '--no-toolkit') return undefined;
  const directory = mkdtempSync(path.join(tmpdir(), 'verso-bench-'));
  try {
    let measured: ToolkitSpeed | undefined;
    for (let bytes = 16 * 1024; bytes <= sampleBytes; bytes *= 2) {
      const input = path.join(directory, `sample${converter.extension}`);
      const output = path.join(directory, 'out.po');
      const part = module.benchSample(bytes);
      writeFileSync(input, part);
      const seconds = commandCpuSeconds(converter.command, [...converter.args, input, output], output);
      if (seconds === undefined) return measured ?? 'failed';
      const megabytes = part.length / (1024 * 1024);
      measured = { megabytes, mbPerSecond: megabytes / Math.max(seconds, 0.01) };
      if (seconds >= 1) break;
    }
    return measured;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

// Best of three, but a format far below its target (minutes per run) is measured once.
const seconds: number[] = [];
while (seconds.length < runs && seconds.reduce((sum, run) => sum + run, 0) < 15) {
  seconds.push(await secondsOfRoundTrip());
}
const best = Math.min(...seconds);
const megabytes = sample.length / (1024 * 1024);
const toolkit = toolkitSpeed();
console.log(
  JSON.stringify({
    format: format.id,
    megabytes,
    mbPerSecond: megabytes / best,
    cpuMbPerSecond: megabytes / Math.min(...cpuSeconds),
    peakMb: process.resourceUsage().maxRSS / 1024,
    toolkit,
  }),
);
