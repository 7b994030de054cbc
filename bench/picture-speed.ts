// `npm run bench` part for pictures (issue 20): generated pages — two speech bubbles and a caption with
// known English text from the corpus, half on a flat page and half on striped artwork — translated en→es
// with Apertium, one page at a time. Reported against the targets: OCR character accuracy on the
// drawn horizontal Latin text (≥ 95 %), the English left readable after erasing (≤ 5 %), translated
// words read outside their bubble or caption (none; also on pages of touching and ink-only bubbles), the smallest x-height set (≥ 8 px at 1,000 px wide),
// and pages per minute (≥ 10); OCR accuracy on bubbles lettered in vertical Japanese (≥ 85 %); and on the
// corpus's real manga pages, the share of their transcribed lettering read and what erasing leaves.
// Run alone: `npx tsx bench/picture-speed.ts`.
import { apertiumEngine } from '@verso/core/engines/apertium/index';
import { characterAccuracy } from '@verso/core/formats/image/fixtures/character-accuracy';
import {
  drawBubblePairPage,
  drawSamplePage,
  drawVerticalSamplePage,
  type SampleLines,
} from '@verso/core/formats/image/fixtures/draw-samples';
import { mangaFigures, mangaPages } from '@verso/core/formats/image/fixtures/manga-pages';
import { sampleFigures, translateSample } from '@verso/core/formats/image/fixtures/sample-figures';
import { imageFormats } from '@verso/core/formats/image/index';
import { corpusSentences } from './corpus-text';

const pages = 12;

/** A sentence as lines of at most `width` characters, or undefined when it needs more than `most`. */
function linesOf(sentence: string, width: number, most: number): string[] | undefined {
  const lines: string[] = [];
  for (const word of sentence.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length <= most && lines.every((line) => line.length <= width) ? lines : undefined;
}

/** Each page's bubbles and caption, from the corpus's sentences that fit them. */
function pageTexts(count: number): SampleLines[] {
  const sentences = corpusSentences(400);
  const fitting = (width: number, most: number) =>
    sentences.map((sentence) => linesOf(sentence, width, most)).filter((lines) => lines !== undefined);
  const [bubbles, captions] = [fitting(18, 3), fitting(30, 2)];
  return Array.from(
    { length: count },
    (_, page): SampleLines => [
      bubbles[(2 * page) % bubbles.length] ?? [],
      bubbles[(2 * page + 1) % bubbles.length] ?? [],
      captions[page % captions.length] ?? [],
    ],
  );
}

const figures = [];
let seconds = 0;
for (const [index, texts] of pageTexts(pages).entries()) {
  const sample = await drawSamplePage(index % 2 === 0 ? 'flat' : 'textured', texts);
  const translated = await translateSample(sample, apertiumEngine);
  seconds += translated.seconds;
  figures.push(await sampleFigures(translated));
}

// Bubbles told apart by their ink: two touching bubbles lettered level with each other, and one drawn
// as an outline only on screentone (drawBubblePairPage), with the corpus's sentences.
const pairPages = 4;
const pairFigures = [];
for (const texts of pageTexts(pages + pairPages).slice(pages)) {
  const translated = await translateSample(await drawBubblePairPage(texts), apertiumEngine);
  pairFigures.push({ ...(await sampleFigures(translated)), expected: translated.sample.texts.length });
}
const bubblesApart = pairFigures.filter((page) => page.segmentCount === page.expected).length;
const notOwn = pairFigures.reduce((sum, page) => sum + page.notOwn.length + page.outside.length, 0);
const pairRead = pairFigures.reduce((sum, page) => sum + page.spanishRead, 0);

/** Bubbles of vertical Japanese, columns from the right. */
const verticalBubbles = [
  ['おばあちゃんの', '古い家は', 'どこですか？'],
  ['黒い猫は', '今日も台所で', '寝ている。'],
  ['明日の朝', '村はとても', '静かだった。'],
  ['この手紙を', '読んだ人は', 'まだいない。'],
];
const [pngFormat] = imageFormats;
const verticalAccuracies: number[] = [];
for (const columns of verticalBubbles) {
  const sample = await drawVerticalSamplePage(columns);
  const read = await pngFormat?.extract(sample.png, {}, 'ja');
  const text = read?.segments.map((segment) => segment.text).join('') ?? '';
  verticalAccuracies.push(characterAccuracy(columns.join(''), text));
}

const manga = await mangaFigures();

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
const accuracy = mean(figures.map((page) => page.ocrAccuracy));
const leftover = mean(figures.map((page) => page.leftover));
const outside = figures.reduce((sum, page) => sum + page.outside.length, 0);
const read = figures.reduce((sum, page) => sum + page.spanishRead, 0);
const xHeight = Math.min(...figures.map((page) => page.smallestXHeight));
const perMinute = (pages / seconds) * 60;
const what = `${pages} drawn pages (bubbles and a caption, flat and on artwork), en→es with Apertium`;
console.log(
  JSON.stringify([
    {
      name: `Pictures, ${what}: OCR character accuracy (horizontal Latin)`,
      result: percent(accuracy),
      target: '≥ 95 %',
      met: accuracy >= 0.95,
    },
    {
      name: `Pictures: OCR character accuracy, ${verticalBubbles.length} bubbles lettered in vertical Japanese`,
      result: percent(mean(verticalAccuracies)),
      target: '≥ 85 %',
      met: mean(verticalAccuracies) >= 0.85,
    },
    {
      name: `Pictures: real manga (${mangaPages.length} OpenMantra pages, Japanese), known lettering read`,
      result: `${percent(manga.recall)} (${percent(manga.precision)} of what was read is lettering)`,
      target: '≥ 85 %',
      met: manga.recall >= 0.85,
    },
    {
      name: 'Pictures: real manga, known lettering still read after erasing',
      result: `${percent(manga.leftover)} (${manga.secondsPerPage.toFixed(1)} s a page to read)`,
      target: '≤ 5 %',
      met: manga.leftover <= 0.05,
    },
    {
      name: 'Pictures: English words still read after erasing',
      result: percent(leftover),
      target: '≤ 5 %',
      met: leftover <= 0.05,
    },
    {
      name: 'Pictures: translated words read outside their bubble or caption',
      result: `${outside} of ${read}`,
      target: '0',
      met: outside === 0,
    },
    {
      name: `Pictures: ${pairPages} pages of two touching bubbles and one drawn in ink only, read as one text per bubble`,
      result: `${bubblesApart} of ${pairPages} pages`,
      target: `${pairPages} of ${pairPages}`,
      met: bubblesApart === pairPages,
    },
    {
      name: 'Pictures: on those pages, translated words read outside their own bubble',
      result: `${notOwn} of ${pairRead}`,
      target: '0',
      met: notOwn === 0,
    },
    {
      name: 'Pictures: smallest x-height of the translations (1,000 px wide pages)',
      result: `${xHeight} px`,
      target: '≥ 8 px',
      met: xHeight >= 8,
    },
    {
      name: 'Pictures: pages per minute, one at a time (read, translate, erase, set)',
      result: `${perMinute.toFixed(1)} pages/min (${(seconds / pages).toFixed(2)} s a page)`,
      target: '≥ 10 pages/min',
      met: perMinute >= 10,
    },
  ]),
);
process.exit(0);
