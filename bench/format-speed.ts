// Extract + rebuild speed of one text format with the identity engine on a ~10 MB file, its peak
// memory, and the same file through translate-toolkit's converter for comparison. Run once per format
// in its own process (by format-throughput.ts) so each peak RSS is that format's own.
// Usage: tsx bench/format-speed.ts <format folder> <extension> [--no-toolkit]
// (--no-toolkit leaves out translate-toolkit's converter, which takes minutes on some formats.)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

function toolkitSeconds(): number | undefined {
  const converter = module.toolkitConverter;
  if (!converter || flag === '--no-toolkit') return undefined;
  const directory = mkdtempSync(path.join(tmpdir(), 'verso-bench-'));
  try {
    const input = path.join(directory, `sample${converter.extension}`);
    writeFileSync(input, sample);
    const started = performance.now();
    execFileSync(converter.command, [...converter.args, input, path.join(directory, 'out.po')], {
      stdio: 'ignore',
      timeout: 600_000,
    });
    return (performance.now() - started) / 1000;
  } catch {
    return undefined;
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
const toolkit = toolkitSeconds();
console.log(
  JSON.stringify({
    format: format.id,
    megabytes,
    mbPerSecond: megabytes / best,
    cpuMbPerSecond: megabytes / Math.min(...cpuSeconds),
    peakMb: process.resourceUsage().maxRSS / 1024,
    toolkitMbPerSecond: toolkit === undefined ? undefined : megabytes / toolkit,
  }),
);
