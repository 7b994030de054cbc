// `npm run bench` part for office documents (issue 5): a generated 300-page DOCX, 50-slide PPTX and
// 100,000-cell XLSX — extract + rebuild with the identity engine (target ≤ 3 s and ≤ 500 MB peak
// memory), and end to end with Apertium en→es against `apertium -f <format> eng-spa` on the same file
// (target: a ratio ≤ 1.0). Each format runs in a process of its own so its peak memory is its own.
// The machine is shared, so each timing is the best of a few rounds, the two Apertium runs taking turns,
// after one untimed round that loads Apertium's data into the page cache for both.
// Usage: tsx bench/office-speed.ts [docx|pptx|xlsx]
import { execFileSync } from 'node:child_process';
import { apertiumEngine } from '@verso/core/engines/apertium/index';
import type { DocumentFormat } from '@verso/core/formats/format';
import { translateSegments } from '@verso/core/translation/translate-segments';
import { apertiumCommandSeconds } from './apertium-command';

const samples = {
  docx: { label: '300-page DOCX', module: '../packages/core/src/formats/docx/bench-sample.ts' },
  pptx: { label: '50-slide PPTX', module: '../packages/core/src/formats/pptx/bench-sample.ts' },
  xlsx: { label: '100,000-cell XLSX', module: '../packages/core/src/formats/xlsx/bench-sample.ts' },
} as const;
type Kind = keyof typeof samples;

const seconds = (started: number) => (performance.now() - started) / 1000;

async function formatOf(kind: Kind): Promise<DocumentFormat> {
  const { formatForFilename } = await import('@verso/core');
  return formatForFilename(`sample.${kind}`);
}

const rounds = 3;

async function bestOf(run: () => Promise<number> | number): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < rounds; round += 1) best = Math.min(best, await run());
  return best;
}

async function measure(kind: Kind) {
  const { benchSample } = (await import(samples[kind].module)) as { benchSample(): Promise<Buffer> };
  const input = await benchSample();
  const format = await formatOf(kind);
  const target = { from: 'en', to: 'es', options: {} };
  const identity = await bestOf(async () => {
    const started = performance.now();
    const document = await format.extract(input, {});
    await format.rebuild(
      document,
      document.segments.map((segment) => segment.text),
      target,
    );
    return seconds(started);
  });
  const peakMb = process.resourceUsage().maxRSS / 1024;
  const endToEnd = async () => {
    const started = performance.now();
    const extracted = await format.extract(input, {});
    const { translations } = await translateSegments({
      segments: extracted.segments,
      from: 'en',
      to: 'es',
      engine: apertiumEngine,
    });
    await format.rebuild(extracted, translations, target);
    return seconds(started);
  };
  // The first run also starts the engine's warm pipeline, which a worker keeps between jobs.
  const firstEndToEnd = await endToEnd();
  apertiumCommandSeconds(kind, input);
  let apertiumEndToEnd = Number.POSITIVE_INFINITY;
  let apertiumItself = Number.POSITIVE_INFINITY;
  for (let round = 0; round < rounds; round += 1) {
    apertiumEndToEnd = Math.min(apertiumEndToEnd, await endToEnd());
    apertiumItself = Math.min(apertiumItself, apertiumCommandSeconds(kind, input));
  }
  console.log(
    JSON.stringify({
      identity,
      peakMb,
      firstEndToEnd,
      apertiumEndToEnd,
      apertiumItself,
      megabytes: input.length / 1048576,
    }),
  );
}

const kind = process.argv[2] as Kind | undefined;
if (kind) {
  await measure(kind);
} else {
  const results = Object.entries(samples).flatMap(([name, { label }]) => {
    const output = execFileSync(process.execPath, [...process.execArgv, process.argv[1] ?? '', name], {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    const measured = JSON.parse(output.trim().split('\n').at(-1) ?? '{}');
    const ratio = measured.apertiumEndToEnd / measured.apertiumItself;
    return [
      {
        name: `${label}: extract + rebuild, identity engine`,
        result: `${measured.identity.toFixed(2)} s, ${Math.round(measured.peakMb)} MB peak`,
        target: '≤ 3 s, ≤ 500 MB',
        met: measured.identity <= 3 && measured.peakMb <= 500,
        ...measured,
      },
      {
        // Its paragraphs repeat, and Verso translates each distinct text once: this ratio measures that.
        name: `${label} (repeated paragraphs: deduplication counts): Apertium en→es end to end vs apertium -f ${name}`,
        result: `${measured.apertiumEndToEnd.toFixed(1)} s vs ${measured.apertiumItself.toFixed(1)} s: ratio ${ratio.toFixed(2)}`,
        target: 'ratio ≤ 1.0',
        met: ratio <= 1,
        ratio,
      },
    ];
  });
  console.log(JSON.stringify(results));
}
