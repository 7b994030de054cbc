// Apertium en→es throughput through @verso/core's batching (the path jobs take), on a text from
// shared/corpus repeated to a few thousand words. Prints the result as JSON for scripts/bench.mjs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { countWords, createApertiumEngine, translateTexts } from '@verso/core';

const corpusFile = path.resolve(
  import.meta.dirname,
  '..',
  '..',
  'shared',
  'corpus',
  'txt',
  'argos-example.txt',
);
const targetWords = 5_000;
const runs = 3;

function benchmarkParagraphs(): string[] {
  const paragraphs = readFileSync(corpusFile, 'utf8')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  const words = paragraphs.reduce((sum, paragraph) => sum + countWords(paragraph), 0);
  const copies = Math.ceil(targetWords / words);
  return Array.from({ length: copies }, () => paragraphs).flat();
}

const texts = benchmarkParagraphs();
const words = texts.reduce((sum, text) => sum + countWords(text), 0);
const engine = createApertiumEngine();
const seconds: number[] = [];
for (let run = 0; run < runs; run++) {
  const started = performance.now();
  await translateTexts(texts, 'en', 'es', engine);
  seconds.push((performance.now() - started) / 1000);
}
const median = [...seconds].sort((a, b) => a - b)[Math.floor(runs / 2)] ?? 0;

console.log(
  JSON.stringify({
    name: 'apertium en→es throughput',
    corpus: path.relative(path.resolve(import.meta.dirname, '..', '..'), corpusFile),
    texts: texts.length,
    words,
    runSeconds: seconds.map((value) => Number(value.toFixed(3))),
    medianSeconds: Number(median.toFixed(3)),
    wordsPerSecond: Math.round(words / median),
  }),
);
