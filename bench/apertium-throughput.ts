// Apertium en→es throughput through @verso/core's engine seam (batching, warm pipeline, output repairs:
// the path jobs take) against one direct `apertium -u eng-spa in out` run, on the same 10,000 words.
// Prints the result as one JSON line for scripts/bench.mjs.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { countWords, createApertiumEngine } from '@verso/core';
import { corpusFile, median, paragraphsOfExactly, repoRoot } from './corpus-text';

const targetWords = 10_000;
const runs = 7;
const targetRatio = 0.9;

const texts = paragraphsOfExactly(targetWords);
const words = texts.reduce((sum, text) => sum + countWords(text), 0);

function secondsOf(work: () => unknown): number {
  const started = performance.now();
  work();
  return (performance.now() - started) / 1000;
}

async function asyncSecondsOf(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
}

// The engine's pipeline starts once per server process, so one untimed call warms it first; every
// direct run pays its own start-up, because that is what a direct call costs. Runs alternate, so a
// machine busy with something else slows both sides alike.
const engine = createApertiumEngine();
await engine.translate(['Warm up.'], 'en', 'es');
const directory = mkdtempSync(path.join(tmpdir(), 'verso-bench-'));
const input = path.join(directory, 'in.txt');
const output = path.join(directory, 'out.txt');
writeFileSync(input, texts.join('\n\n'), 'utf8');
const engineSeconds: number[] = [];
const directSeconds: number[] = [];
try {
  for (let run = 0; run < runs; run++) {
    // The engine itself, not translateTexts: the pipeline translates a repeated paragraph once, and the
    // corpus text repeats, so it would measure deduplication rather than the engine.
    engineSeconds.push(await asyncSecondsOf(() => engine.translate(texts, 'en', 'es')));
    directSeconds.push(secondsOf(() => execFileSync('apertium', ['-u', 'eng-spa', input, output])));
  }
} finally {
  rmSync(directory, { recursive: true, force: true });
}

const engineWordsPerSecond = Math.round(words / median(engineSeconds));
const directWordsPerSecond = Math.round(words / median(directSeconds));
const ratio = Number((engineWordsPerSecond / directWordsPerSecond).toFixed(2));
const round = (values: number[]) => values.map((value) => Number(value.toFixed(3)));

console.log(
  JSON.stringify({
    name: 'apertium en→es throughput',
    result: `${engineWordsPerSecond} words/s through the engine vs ${directWordsPerSecond} direct (ratio ${ratio})`,
    target: `ratio ≥ ${targetRatio}`,
    met: ratio >= targetRatio,
    corpus: path.relative(path.resolve(repoRoot, '..'), corpusFile),
    texts: texts.length,
    words,
    engineRunSeconds: round(engineSeconds),
    directRunSeconds: round(directSeconds),
    engineWordsPerSecond,
    directWordsPerSecond,
    ratio,
  }),
);
