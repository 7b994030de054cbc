import { readFileSync } from 'node:fs';
import type { PDFPage } from 'mupdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { corpusFiles, roundTrip } from '../testing/round-trip';
import { pdfFormat } from './index';
import { loadMupdf } from './mupdf';
import { pagesRenderedByPoppler, popplerText } from './testing/poppler';

/** Real sentences in each script; every segment is translated to one of its language's. */
const sentences: Record<string, string[]> = {
  zh: ['这是一个测试句子，用来检查中文排版是否正确。', '我们希望每个字都能清楚地显示出来。'],
  ja: ['これは日本語の組版を確かめるための文章です。', '漢字とひらがなとカタカナが正しく表示されます。'],
  ko: ['이것은 한국어 조판을 확인하기 위한 문장입니다.', '모든 글자가 올바르게 표시되어야 합니다.'],
  ar: [
    'هذه جملة تجريبية للتحقق من أن النص العربي يظهر بشكل صحيح.',
    'نريد أن تتصل الحروف ببعضها، ولا يبدأ السطر إلا من اليمين.',
  ],
  he: ['זהו משפט בדיקה כדי לוודא שהטקסט בעברית מוצג כראוי.', 'אנחנו רוצים שהשורות יתחילו מימין לשמאל.'],
  hi: [
    'यह एक परीक्षण वाक्य है जो हिन्दी की छपाई की जाँच करता है।',
    'क्षमा, स्थिति और शब्द जैसे संयुक्ताक्षर सही दिखने चाहिए।',
  ],
  th: ['นี่คือประโยคทดสอบสำหรับตรวจสอบการแสดงผลภาษาไทย', 'ผู้ใหญ่ที่น่ารักกำลังอ่านหนังสือเล่มใหม่อยู่ในห้องสมุด'],
};

const corpus = corpusFiles('pdf', ['.pdf']);
const fixture = new URL('./fixtures/layout-sample.pdf', import.meta.url);
const file = (name: string) =>
  readFileSync(name === 'layout-sample.pdf' ? fixture : (corpus.find((path) => path.endsWith(name)) ?? ''));

/** Text as a reader sees it: presentation forms folded (NFKC), no bidi controls, no white space. */
const comparable = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, '')
    .replace(/\s+/gu, '');

/** The glyph ids placed by Verso: the hex strings inside TJ arrays of each page's last content stream. */
async function placedGlyphs(pdf: Buffer): Promise<number[]> {
  const mupdf = await loadMupdf();
  const document = new mupdf.PDFDocument(pdf);
  const glyphs: number[] = [];
  for (let index = 0; index < document.countPages(); index++) {
    const contents = document.findPage(index).get('Contents');
    if (!contents.isArray()) continue;
    const operators = contents
      .get(contents.length - 1)
      .readStream()
      .asString();
    for (const [, array] of operators.matchAll(/\[([^\]]*)\] TJ/gu))
      for (const [, hex] of (array ?? '').matchAll(/<([0-9a-f]+)>/gu))
        glyphs.push(...(hex?.match(/.{4}/gu) ?? []).map((id) => Number.parseInt(id, 16)));
  }
  return glyphs;
}

async function mupdfText(pdf: Buffer): Promise<string> {
  const mupdf = await loadMupdf();
  const document = new mupdf.PDFDocument(pdf);
  let text = '';
  for (let index = 0; index < document.countPages(); index++)
    text += (document.loadPage(index) as PDFPage).toStructuredText('preserve-whitespace').asText();
  return text;
}

const cases = Object.keys(sentences).flatMap((language) =>
  ['argos-example.pdf', 'pypdf-crazyones-pdfa.pdf', 'layout-sample.pdf'].map(
    (name) => [language, name] as const,
  ),
);

describe.each(cases)('a translation into %s of %s', (language, name) => {
  const input = file(name);
  const written = sentences[language] ?? [];
  let output: Buffer;

  beforeAll(async () => {
    let next = 0;
    output = await roundTrip(pdfFormat, input, () => written[next++ % written.length] ?? '', {
      to: language,
    });
  }, 60_000);

  it('places no missing glyph (glyph id 0)', async () => {
    const glyphs = await placedGlyphs(output);
    expect(glyphs.length).toBeGreaterThan(0);
    expect(glyphs.filter((glyph) => glyph === 0)).toEqual([]);
  });

  it('reads back as the translation in MuPDF and Poppler, in logical order', async () => {
    const [fromMupdf, fromPoppler] = [comparable(await mupdfText(output)), comparable(popplerText(output))];
    expect(fromMupdf).not.toContain('\uFFFD');
    for (const sentence of written) {
      expect(fromMupdf).toContain(comparable(sentence));
      expect(fromPoppler).toContain(comparable(sentence));
    }
  });

  it('stays small: the faces are embedded with only the glyphs used', () => {
    // A whole Noto CJK face alone would be 15 MB; Arabic or Devanagari faces a few hundred kilobytes.
    expect(output.length).toBeLessThan(input.length + 800_000);
    if (name === 'argos-example.pdf') expect(output.length).toBeLessThan(1_500_000);
  });

  it('renders in Poppler, every page', async () => {
    const mupdf = await loadMupdf();
    expect(pagesRenderedByPoppler(output)).toBe(new mupdf.PDFDocument(input).countPages());
  });
});

describe('an Arabic translation with Latin words and numbers inside', () => {
  const sentence = 'يدعم برنامج Verso أكثر من 30 لغة (منها العربية) منذ عام 2024 على الأقل';

  it('draws each line in visual order, so Poppler reads it back in logical order', async () => {
    const output = await roundTrip(pdfFormat, file('argos-example.pdf'), () => sentence, { to: 'ar' });
    expect(comparable(popplerText(output))).toContain(comparable(sentence));
    expect((await placedGlyphs(output)).filter((glyph) => glyph === 0)).toEqual([]);
  });
});
