// `apertium -f <format> eng-spa in out`: Apertium's own command on a file, the benchmarks' reference.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Seconds `apertium -f <format> eng-spa` takes on `input` (`txt` for plain text, or an office format). */
export function apertiumCommandSeconds(format: string, input: Buffer): number {
  const directory = mkdtempSync(path.join(tmpdir(), 'verso-bench-'));
  try {
    const file = path.join(directory, `in.${format}`);
    writeFileSync(file, input);
    const started = performance.now();
    execFileSync('apertium', ['-f', format, 'eng-spa', file, path.join(directory, `out.${format}`)], {
      stdio: 'ignore',
      timeout: 600_000,
    });
    return (performance.now() - started) / 1000;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
