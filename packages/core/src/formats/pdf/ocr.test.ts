import { readFileSync } from 'node:fs';
import type { PDFPage, Pixmap } from 'mupdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { apertiumEngine } from '../../engines/apertium';
import { pseudoLocalise } from '../../engines/pseudo/pseudo-localise';
import { corpusDir } from '../../testing/corpus';
import { translateSegments } from '../../translation/translate-segments';
import type { ExtractedDocument } from '../format';
import { tesseractLanguageFor } from '../ocr/tesseract-languages';
import type { Cover } from './cover-background';
import type { PdfSkeleton } from './document-stages';
import { pdfFormat } from './index';
import { loadMupdf } from './mupdf';
import type { Box } from './page-model';
import { parsePage } from './parse-page';
import { pagesRenderedByPoppler, popplerText } from './testing/poppler';
import { scannedCopy, scannedLines } from './testing/scanned-pdf';

const crazyOnes = readFileSync(`${corpusDir}/pdf/pypdf-crazyones-pdfa.pdf`);
const words = (text: string) => (text.toLowerCase().match(/\p{L}{2,}/gu) ?? []) as string[];
const toSpanish = { from: 'en', to: 'es', options: {} };

async function imageCount(pdf: Buffer): Promise<number> {
  const mupdf = await loadMupdf();
  const document = new mupdf.PDFDocument(pdf);
  let images = 0;
  for (let index = 0; index < document.countPages(); index++)
    images += parsePage(document.loadPage(index) as PDFPage).imageCount;
  return images;
}

const coversOf = (document: ExtractedDocument<PdfSkeleton>): Cover[] =>
  document.skeleton.pages.flatMap((page) => page.paragraphs.flatMap((item) => item.scan?.lines ?? []));

const renderDpi = 100;

async function renderFirstPage(pdf: Buffer): Promise<Pixmap> {
  const { ColorSpace, Matrix, PDFDocument } = await loadMupdf();
  const scale = renderDpi / 72;
  return new PDFDocument(pdf).loadPage(0).toPixmap(Matrix.scale(scale, scale), ColorSpace.DeviceRGB, false);
}

/** Of the dark pixels inside `box` before, the share still dark after; NaN when there were none. */
function inkLeft(before: Pixmap, after: Pixmap, box: Box): number {
  const scale = renderDpi / 72;
  const [x0, y0, x1, y1] = box.map((value) => Math.round(value * scale));
  const dark = (pixmap: Pixmap, x: number, y: number) =>
    (pixmap.getPixels()[y * pixmap.getStride() + x * 3] ?? 255) < 128;
  let ink = 0;
  let left = 0;
  for (let y = y0 ?? 0; y < (y1 ?? 0); y++) {
    for (let x = x0 ?? 0; x < (x1 ?? 0); x++) {
      if (!dark(before, x, y)) continue;
      ink += 1;
      if (dark(after, x, y)) left += 1;
    }
  }
  return ink === 0 ? Number.NaN : left / ink;
}

describe('PDF scanned pages', () => {
  let scan: Buffer;
  let extracted: ExtractedDocument<PdfSkeleton>;

  beforeAll(async () => {
    scan = await scannedCopy(crazyOnes);
    extracted = await pdfFormat.extract(scan, {});
  }, 120_000);

  it('reads a scanned page with OCR into segments with the page’s words', () => {
    const original = words(popplerText(crazyOnes));
    const read = new Set(extracted.segments.flatMap((segment) => words(segment.text)));
    const recalled = original.filter((word) => read.has(word));
    expect(recalled.length / original.length).toBeGreaterThanOrEqual(0.9);
    expect(extracted.segments[0]?.text).toBe('The Crazy Ones');
  });

  it('sets the Spanish translation over the scan, covering the English words and keeping the image', async () => {
    const { translations } = await translateSegments({
      segments: extracted.segments,
      from: 'en',
      to: 'es',
      engine: apertiumEngine,
    });
    const output = await pdfFormat.rebuild(extracted, translations, toSpanish);
    expect(pagesRenderedByPoppler(output)).toBe(1);
    expect(await imageCount(output)).toBe(await imageCount(scan));
    const text = popplerText(output);
    expect(text).toMatch(/\blos\b/);
    expect(text).toMatch(/locos/);
    const [before, after] = [await renderFirstPage(scan), await renderFirstPage(output)];
    const covers = coversOf(extracted);
    expect(covers.length).toBeGreaterThan(10);
    for (const { box, color } of covers) {
      expect(color).toEqual([1, 1, 1]);
      expect(inkLeft(before, after, box)).toBeLessThan(0.5);
    }
  }, 120_000);

  it('leaves a page with a text layer to MuPDF unless OCR is forced', async () => {
    const parsed = await pdfFormat.extract(crazyOnes, {});
    expect(coversOf(parsed)).toEqual([]);
    const forced = await pdfFormat.extract(crazyOnes, { forceOcr: true });
    expect(forced.skeleton.pages[0]?.paragraphs.every((item) => item.scan?.overTextLayer)).toBe(true);
    expect(forced.segments.map((segment) => segment.text)).toEqual(
      parsed.segments.map((segment) => segment.text),
    );
  }, 120_000);

  it('replaces the text layer of a page read by forced OCR, so no English is left to find', async () => {
    const forced = await pdfFormat.extract(crazyOnes, { forceOcr: true });
    const output = await pdfFormat.rebuild(
      forced,
      forced.segments.map((segment) => pseudoLocalise(segment.text)),
      toSpanish,
    );
    const text = popplerText(output);
    expect(text).not.toMatch(/crazy|misfits|rebels/);
    expect(text).toMatch(/çŕåžý/);
    expect(pagesRenderedByPoppler(output)).toBe(1);
  }, 120_000);
});

const notoSans = '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf';
const notoCjk = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const korean = [
  '오늘은 날씨가 아주 좋습니다.',
  '우리는 공원에서 산책했습니다.',
  '이 도시에는 오래된 건물이 많습니다.',
  '저녁에는 친구들과 함께 식사를 했습니다.',
  '도서관에서 새로운 책을 빌렸습니다.',
  '주말에는 가족과 함께 여행을 갑니다.',
];

describe.each([
  [
    'German',
    ['Größere Änderungen an der Straßenführung', 'wurden für nächste Woche angekündigt.'],
    notoSans,
    0,
    'Straßenführung wurden für nächste',
  ],
  [
    'Russian',
    ['Привет, как дела? Сегодня хорошая погода.', 'Мы поедем в город завтра утром.'],
    notoSans,
    0,
    'хорошая погода',
  ],
  [
    'Chinese',
    ['今天天气很好，我们一起去公园散步吧。', '这个城市有很多历史悠久的建筑。'],
    notoCjk,
    2,
    '我们一起去公园散步吧。',
  ],
  [
    'Japanese',
    ['今日はとても良い天気ですね。', '私たちは公園を散歩しました。'],
    notoCjk,
    0,
    '私たちは公園を散歩しました。',
  ],
  ['Korean', korean, notoCjk, 1, '우리는 공원에서 산책했습니다.'],
])('A scan in %s, source language auto', (_language, lines, font, subfont, expected) => {
  it('is read in its own language and script, spaced as written', async () => {
    const scan = await scannedLines(lines, font, subfont);
    const { segments } = await pdfFormat.extract(scan, {});
    expect(segments.map((segment) => segment.text).join('\n')).toContain(expected);
  }, 120_000);
});

describe("A scan in the job's source language", () => {
  const ukrainian = ['Київ є столицею України.', 'Ми їхали поїздом через ліс.'];

  it('is read with that language\'s model: Ukrainian letters that "auto" would read as Russian', async () => {
    const scan = await scannedLines(ukrainian, notoSans);
    const { segments } = await pdfFormat.extract(scan, {}, 'uk');
    expect(segments.map((segment) => segment.text)).toEqual([ukrainian.join(' ')]);
  }, 120_000);
});

describe('A scan in Arabic, source language auto', () => {
  // Six sentences LibreOffice set in its Arabic fallback face, scanned by testing/scanned-pdf.ts.
  const sentences = [
    'في هذه المدينة العديد من المباني التاريخية القديمة.',
    'تناولنا العشاء مع أصدقائنا في المساء.',
    'يقال إن المطر سيهطل غدا في الصباح.',
    'استعرت كتابا جديدا من المكتبة العامة.',
    'تعلم الأطفال أغنية جديدة في المدرسة.',
  ];

  it('is read in reading order, each sentence ending with its full stop', async () => {
    const scan = readFileSync(new URL('./fixtures/scanned-arabic.pdf', import.meta.url));
    const { segments } = await pdfFormat.extract(scan, {});
    const text = segments.map((segment) => segment.text).join('\n');
    for (const sentence of sentences) expect(text).toContain(sentence);
  }, 120_000);
});

describe('A scanned list', () => {
  it('keeps its bullets as bullets, not the letters Tesseract reads them as', async () => {
    const items = ['Support for styled text', 'Bullet and numbered lists', 'Custom fonts and colors'];
    const scan = await scannedLines(
      items.map((item) => `•  ${item}`),
      notoSans,
    );
    const { segments } = await pdfFormat.extract(scan, {});
    expect(segments.map((segment) => segment.text)).toEqual(items.map((item) => `• ${item}`));
  }, 120_000);
});

describe('Tesseract languages', () => {
  it('maps a source language to its Tesseract model, English for auto', () => {
    expect(tesseractLanguageFor('auto')).toBe('eng');
    expect(tesseractLanguageFor('pt-BR')).toBe('por');
    expect(tesseractLanguageFor('zh-TW')).toBe('chi_tra');
    expect(tesseractLanguageFor('zh')).toBe('chi_sim');
    expect(tesseractLanguageFor('ja')).toBe('jpn');
  });
});
