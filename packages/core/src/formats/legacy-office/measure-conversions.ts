// Measures what the long-lived converter saves: each file converted cold (one `soffice --convert-to`
// per file, as a one-shot converter would) and warm (the UNO converter, after its start), in ms.
// Run: npx tsx packages/core/src/formats/legacy-office/measure-conversions.ts [legacy files…]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { convertToModern } from './convert-to-modern';
import { legacyKinds } from './legacy-kinds';
import { LibreOfficeConverter } from './libreoffice-converter';

const fixtures = ['okapi-sample.doc', 'okapi-BoldWorld.rtf', 'okapi-sample.xls', 'python-pptx-prs-notes.ppt'];
const files =
  process.argv.length > 2
    ? process.argv.slice(2)
    : fixtures.map((name) => path.join(import.meta.dirname, 'fixtures', name));
const kindOf = (file: string) =>
  legacyKinds.find((kind) => kind.extension === path.extname(file).toLowerCase());
const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;

async function timed(work: () => unknown): Promise<number> {
  const start = performance.now();
  await work();
  return Math.round(performance.now() - start);
}

function convertCold(file: string, extension: string) {
  const directory = mkdtempSync(path.join(tmpdir(), 'verso-cold-'));
  try {
    const profile = `-env:UserInstallation=file://${directory}/profile`;
    execFileSync('soffice', [profile, '--headless', '--convert-to', extension, '--outdir', directory, file], {
      stdio: 'ignore',
    });
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

const converter = new LibreOfficeConverter({ timeoutMs: 120_000, startTimeoutMs: 120_000 });
const rows = [];
for (const file of files) {
  const kind = kindOf(file);
  if (!kind) throw new Error(`${file} is not a legacy Office file`);
  const input = readFileSync(file);
  const cold = [];
  for (let run = 0; run < 3; run++)
    cold.push(await timed(() => convertCold(file, kind.output.extension.slice(1))));
  const firstWarm = await timed(() => convertToModern(kind, input, converter));
  const warm = [];
  for (let run = 0; run < 5; run++) warm.push(await timed(() => convertToModern(kind, input, converter)));
  rows.push({
    file: path.basename(file),
    coldMedian: median(cold),
    firstAfterStart: firstWarm,
    warmMedian: median(warm),
  });
}
converter.shutdown();
console.table(rows);
