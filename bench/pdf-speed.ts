// `npm run bench` part for PDF (issue 6): pages per minute with the identity engine on a 100-page text
// PDF and on a 20-page paper with formulas (target ≥ 300 pages/min), the same with every paragraph
// re-typeset (pseudo engine), the peak memory on a 100 MB PDF (target ≤ 1 GiB), and pages per minute
// with the `openai` engine against its double at 300 ms per request vs the 5 pages/min pdf2zh users
// report with OpenAI (target ≥ 2×). The inputs are built from corpus PDFs by repeating their pages.
// A 1,000-page text PDF must finish, and its peak memory is measured too.
// Usage: tsx bench/pdf-speed.ts [--thousand-pages | --write-heavy FILE | --peak-memory FILE]
// (the flags are the parts the benchmark runs alone, each in a fresh process)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createOpenAiEngine } from '@verso/core/engines/openai/index';
import { startOpenAiDouble } from '@verso/core/engines/openai/openai-double';
import { pseudoLocalise } from '@verso/core/engines/pseudo/pseudo-localise';
import { pdfFormat } from '@verso/core/formats/pdf/index';
import { loadMupdf } from '@verso/core/formats/pdf/mupdf';
import { corpusFile } from '@verso/core/testing/corpus';
import { translateSegments } from '@verso/core/translation/translate-segments';

/** A PDF of `pages` pages taken in turn from the corpus file's pages. */
async function repeatedPages(corpusName: string, pages: number): Promise<Buffer> {
  const mupdf = await loadMupdf();
  const source = new mupdf.PDFDocument(readFileSync(corpusFile(`pdf/${corpusName}`)));
  const output = new mupdf.PDFDocument();
  const graft = output.newGraftMap();
  for (let index = 0; index < pages; index++) graft.graftPage(-1, source, index % source.countPages());
  return Buffer.from(output.saveToBuffer('compress').asUint8Array());
}

/**
 * Pages per minute by the clock, and per minute of CPU time (all threads), which other processes' load
 * changes far less than the clock.
 */
async function rates(input: Buffer, pages: number, translate: (text: string) => string) {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const document = await pdfFormat.extract(input, {});
  await pdfFormat.rebuild(
    document,
    document.segments.map((segment) => translate(segment.text)),
    { from: 'en', to: 'es', options: {} },
  );
  const cpu = process.cpuUsage(cpuBefore);
  return {
    wall: pages / ((performance.now() - started) / 60_000),
    cpu: pages / ((cpu.user + cpu.system) / 60_000_000),
  };
}

const pagesPerMinute = async (input: Buffer, pages: number, translate: (text: string) => string) =>
  (await rates(input, pages, translate)).wall;

/**
 * About 100 MB: text pages, each with its own photo-like image of random pixels (which no compression
 * shrinks), so the file is as heavy to read and write as a scanned or image-rich document.
 */
async function heavyPdf(pages: number): Promise<Buffer> {
  const mupdf = await loadMupdf();
  const source = new mupdf.PDFDocument(readFileSync(corpusFile('pdf/pypdf-multicolumn.pdf')));
  const output = new mupdf.PDFDocument();
  const graft = output.newGraftMap();
  for (let index = 0; index < pages; index++) {
    graft.graftPage(-1, source, index % source.countPages());
    const pixmap = new mupdf.Pixmap(mupdf.ColorSpace.DeviceRGB, [0, 0, 600, 580], false);
    const pixels = pixmap.getPixels();
    for (let offset = 0; offset < pixels.length; offset++) pixels[offset] = Math.random() * 256;
    const image = output.addImage(new mupdf.Image(pixmap));
    const page = output.findPage(index);
    const xobjects = output.newDictionary();
    xobjects.put('VersoNoise', image);
    page.get('Resources').put('XObject', xobjects);
    const contents = output.newArray();
    contents.push(output.addStream('q 200 0 0 190 380 40 cm /VersoNoise Do Q\n', {}));
    contents.push(page.get('Contents'));
    page.put('Contents', contents);
  }
  return Buffer.from(output.saveToBuffer('compress').asUint8Array());
}

/** Pages per minute and the process's peak memory on one input, measured alone in this process. */
async function measuredAlone(input: Buffer, pages: number, translate: (text: string) => string) {
  const rate = await pagesPerMinute(input, pages, translate);
  console.log(
    JSON.stringify({
      megabytes: input.length / 1024 / 1024,
      pagesPerMinute: rate,
      peakMb: process.resourceUsage().maxRSS / 1024,
    }),
  );
}

interface AloneResult {
  megabytes: number;
  pagesPerMinute: number;
  peakMb: number;
}

/** `measuredAlone` in a fresh process, so that its peak memory is that input's alone. */
function inFreshProcess(...mode: string[]): AloneResult {
  const output = execFileSync(process.execPath, [...process.execArgv, process.argv[1] ?? '', ...mode], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as AloneResult;
}

async function openAiPagesPerMinute(input: Buffer, pages: number): Promise<number> {
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (...args) => {
    await sleep(300);
    return realFetch(...args);
  };
  const double = await startOpenAiDouble();
  try {
    const engine = createOpenAiEngine({ baseUrl: `${double.url}/v1` });
    const started = performance.now();
    const document = await pdfFormat.extract(input, {});
    const { translations } = await translateSegments({
      segments: document.segments,
      from: 'en',
      to: 'es',
      engine,
    });
    await pdfFormat.rebuild(document, translations, { from: 'en', to: 'es', options: {} });
    return pages / ((performance.now() - started) / 60_000);
  } finally {
    globalThis.fetch = realFetch;
    await double.close();
  }
}

/**
 * The 100 MB PDF is built in one process and translated in another, as a server receives it: MuPDF's
 * memory, which never shrinks, would otherwise count the building too.
 */
function peakMemoryOfHeavyPdf(): AloneResult {
  const folder = mkdtempSync(path.join(tmpdir(), 'verso-heavy-pdf-'));
  const file = path.join(folder, 'heavy.pdf');
  try {
    execFileSync(process.execPath, [...process.execArgv, process.argv[1] ?? '', '--write-heavy', file]);
    return inFreshProcess('--peak-memory', file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const fileArgument = () => process.argv.at(-1) ?? '';

if (process.argv.includes('--write-heavy')) {
  writeFileSync(fileArgument(), await heavyPdf(96));
} else if (process.argv.includes('--peak-memory')) {
  await measuredAlone(readFileSync(fileArgument()), 96, pseudoLocalise);
} else if (process.argv.includes('--thousand-pages')) {
  await measuredAlone(await repeatedPages('pypdf-multicolumn.pdf', 1000), 1000, (text) => text);
} else {
  const text = await repeatedPages('pypdf-multicolumn.pdf', 100);
  const paper = await repeatedPages('pypdf-GeoTopo-komprimiert.pdf', 20);
  const identity = (value: string) => value;
  const measured = {
    text: await rates(text, 100, identity),
    paper: await rates(paper, 20, identity),
    textTypeset: await rates(text, 100, pseudoLocalise),
    paperTypeset: await rates(paper, 20, pseudoLocalise),
  };
  const both = ({ wall, cpu }: { wall: number; cpu: number }) =>
    `${Math.round(wall)} (CPU ${Math.round(cpu)})`;
  const openAi = await openAiPagesPerMinute(paper, 20);
  const big = peakMemoryOfHeavyPdf();
  const thousand = inFreshProcess('--thousand-pages');
  const round = Math.round;
  console.log(
    JSON.stringify([
      {
        name: 'PDF pages/min, identity engine: 100-page text PDF, 20-page paper with formulas',
        result: `${both(measured.text)} and ${both(measured.paper)} (every paragraph re-typeset: ${both(measured.textTypeset)} and ${both(measured.paperTypeset)})`,
        target: '≥ 300 pages/min',
        // Judged on CPU time: other sessions' load on the shared machine moves the clock far more.
        met: measured.text.cpu >= 300 && measured.paper.cpu >= 300,
        ...measured,
      },
      {
        name: `PDF peak memory, ${round(big.megabytes)} MB PDF translated (pseudo) alone in one process`,
        result: `${round(big.peakMb)} MB`,
        target: '≤ 1,024 MB',
        met: big.peakMb <= 1024,
        ...big,
      },
      {
        name: 'PDF, 1,000-page text PDF, identity engine, alone in one process: pages/min and peak memory',
        result: `${round(thousand.pagesPerMinute)} pages/min, ${round(thousand.peakMb)} MB`,
        target: 'finishes, ≤ 1,024 MB',
        met: thousand.peakMb <= 1024,
        ...thousand,
      },
      {
        name: 'PDF pages/min with the openai engine (double, 300 ms per request), 20-page paper',
        result: `${round(openAi)} vs 5 pages/min (pdf2zh with OpenAI): ${(openAi / 5).toFixed(1)}×`,
        target: '≥ 2×',
        met: openAi >= 10,
        pagesPerMinute: openAi,
      },
    ]),
  );
}
