// `npm run bench` part (issue 23): the offline engine's speed on distinct text. The same 30,000 words of
// distinct prose (bench/distinct-text.ts), each paragraph with a bold run, as a DOCX, PPTX, XLSX, HTML page
// and Markdown file, translated en→es with Apertium through Verso's path (extract, translate, rebuild),
// against plain-text `apertium eng-spa` on the same paragraphs: the floor no format can beat with one
// pipeline. Target: each format ≤ 1.15× that floor. The DOCX also against `apertium -f docx`.
// The machine is shared, so each figure is the best of a few rounds, the runs taking turns.
import { countWords, formatForFilename } from '@verso/core';
import { apertiumEngine } from '@verso/core/engines/apertium/index';
import { translateSegments } from '@verso/core/translation/translate-segments';
import { apertiumCommandSeconds } from './apertium-command';
import { documents } from './distinct-documents';
import { distinctParagraphs } from './distinct-text';

const words = 30_000;
const rounds = 3;
const target = 1.15;
const seconds = (started: number) => (performance.now() - started) / 1000;

/** Verso's path for one file: extract, translate every segment with Apertium, rebuild. */
async function versoSeconds(kind: string, input: Buffer): Promise<number> {
  const format = formatForFilename(`sample.${kind}`);
  const started = performance.now();
  const extracted = await format.extract(input, {});
  const { translations } = await translateSegments({
    segments: extracted.segments,
    from: 'en',
    to: 'es',
    engine: apertiumEngine,
  });
  await format.rebuild(extracted, translations, { from: 'en', to: 'es', options: {} });
  return seconds(started);
}

const paragraphs = distinctParagraphs(words);
const plainText = Buffer.from(paragraphs.join('\n\n'));
const inputs = Object.fromEntries(
  await Promise.all(Object.entries(documents).map(async ([kind, make]) => [kind, await make(paragraphs)])),
) as Record<string, Buffer>;

// One untimed round loads Apertium's data into the page cache and starts Verso's warm pipeline, which a
// worker keeps between jobs.
apertiumCommandSeconds('txt', plainText);
await versoSeconds('md', inputs.md ?? Buffer.alloc(0));

const best: Record<string, number> = {};
const keep = (name: string, value: number) => {
  best[name] = Math.min(best[name] ?? Number.POSITIVE_INFINITY, value);
};
for (let round = 0; round < rounds; round += 1) {
  keep('plain', apertiumCommandSeconds('txt', plainText));
  keep('apertium-docx', apertiumCommandSeconds('docx', inputs.docx ?? Buffer.alloc(0)));
  for (const [kind, input] of Object.entries(inputs)) keep(kind, await versoSeconds(kind, input));
}

const floor = best.plain ?? Number.NaN;
const wordCount = paragraphs.reduce((sum, paragraph) => sum + countWords(paragraph), 0);
console.log(
  JSON.stringify([
    {
      name: `Distinct text (${wordCount.toLocaleString('en')} words): plain-text apertium eng-spa`,
      result: `${floor.toFixed(2)} s; apertium -f docx on the DOCX ${best['apertium-docx']?.toFixed(2)} s`,
      target: 'reference',
      met: null,
    },
    ...Object.keys(documents).map((kind) => {
      const ratio = (best[kind] ?? Number.NaN) / floor;
      return {
        name: `Distinct text as ${kind.toUpperCase()}: Verso en→es vs plain-text apertium`,
        result: `${best[kind]?.toFixed(2)} s: ratio ${ratio.toFixed(2)}`,
        target: `ratio ≤ ${target}`,
        met: ratio <= target,
        ratio,
      };
    }),
  ]),
);
