// The preview's cut per family of formats: PDF pages, paragraphs of text and documents, cells, slides.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Engine } from '../engines/engine';
import { identityEngine } from '../engines/identity';
import { pdfFirstPages } from '../formats/pdf';
import { formatForFilename } from '../formats/registry';
import { checkedOfficeStructure } from '../formats/testing/office-structure';
import { translateDocument } from '../pipeline';
import { countWords, type Segment } from '../segments';
import { corpusFile } from '../testing/corpus';
import { previewPdfPages, previewSegmentCount, previewWords } from './preview-part';
import { countPdfPages } from './render-pdf-pages';

const mark = '§';
/** Marks what it translated, so a test can tell translated segments from those left as they were. */
const markingEngine: Engine = {
  ...identityEngine,
  translate: async (texts) => texts.map((text) => `${mark}${text}`),
};

const preview = (input: Buffer, filename: string) =>
  translateDocument({ input, filename, from: 'en', to: 'es', engine: markingEngine, preview: true });

async function segmentTexts(output: Buffer, filename: string) {
  return (await formatForFilename(filename).extract(output, {})).segments.map((segment) => segment.text);
}

/** A paragraph of exactly `words` words. */
const paragraph = (n: number, words = 50) =>
  Array.from({ length: words }, (_, index) => (index === 0 ? `Paragraph${n}` : 'word')).join(' ');

describe('a preview', () => {
  it('translates a text file up to the paragraph that reaches 500 words and keeps the rest as it was', async () => {
    const paragraphs = Array.from({ length: 30 }, (_, n) => paragraph(n + 1, 45));
    const result = await preview(Buffer.from(`${paragraphs.join('\n\n')}\n`), 'notes.txt');
    const out = result.output.toString('utf8').trimEnd().split('\n\n');
    expect(out).toHaveLength(30);
    // 12 paragraphs of 45 words are the first to reach 500.
    expect(out.slice(0, 13).map((text) => text.startsWith(mark))).toEqual([...Array(12).fill(true), false]);
    expect(out.slice(12)).toEqual(paragraphs.slice(12));
    expect(result.wordCount).toBe(12 * 45);
  });

  it('gives back a whole DOCX with its first paragraphs translated and the others untouched', async () => {
    const input = readFileSync(corpusFile('docx/okapi-Practice2.docx'));
    const source = await segmentTexts(input, 'doc.docx');
    const output = await checkedOfficeStructure((await preview(input, 'doc.docx')).output, input);
    const out = await segmentTexts(output, 'doc.docx');
    const translated = out.filter((text) => text.startsWith(mark)).length;
    expect(out).toHaveLength(source.length);
    expect(out.slice(0, translated)).toEqual(source.slice(0, translated).map((text) => `${mark}${text}`));
    expect(out.slice(translated)).toEqual(source.slice(translated));
    const wordsTranslated = countWords(source.slice(0, translated));
    expect(wordsTranslated).toBeGreaterThanOrEqual(previewWords);
    expect(countWords(source.slice(0, translated - 1))).toBeLessThan(previewWords);
    expect(countWords(source)).toBeGreaterThan(wordsTranslated);
  });

  it('of a PDF is its first three pages, translated', async () => {
    const input = readFileSync(corpusFile('pdf/argos-example.pdf'));
    expect(await countPdfPages(input)).toBe(6);
    const result = await preview(input, 'example.pdf');
    expect(await countPdfPages(result.output)).toBe(3);
    const out = (await segmentTexts(result.output, 'example.pdf')).join('\n');
    expect(out).toContain(`${mark}Bullet Points:`);
    // Pages 4 and 5 are not in it.
    expect(out).not.toMatch(/Tables and Data Display|Forms and Annotations/);
  }, 120_000);

  it('of a PDF of three pages or fewer reads the PDF as it is', async () => {
    const input = readFileSync(corpusFile('pdf/pypdf-minimal-document.pdf'));
    expect(await pdfFirstPages(input, previewPdfPages)).toEqual(input);
  });
});

describe('the segments a preview translates', () => {
  const cells = (count: number, words: number, id = (n: number) => `sheet1#${n}`): Segment[] =>
    Array.from({ length: count }, (_, n) => ({ id: id(n), text: paragraph(n, words) }));

  it('are whole cells up to about 500 words', () => {
    expect(previewSegmentCount('xlsx', cells(100, 10))).toBe(50);
    expect(previewSegmentCount('xlsx', cells(100, 7))).toBe(72);
  });

  it('are all of a document shorter than that', () => {
    expect(previewSegmentCount('docx', cells(5, 10))).toBe(5);
  });

  it('finish the slide the 500th word is on', () => {
    const slides = cells(100, 10, (n) => `ppt/slides/slide${Math.floor(n / 8) + 1}.xml#${n + 1}`);
    // The 50th segment is on slide 7 (segments 48–55): the preview ends with that slide.
    expect(previewSegmentCount('pptx', slides)).toBe(56);
  });

  it('stop at twice the words even inside one long slide, and take at least one segment', () => {
    const oneSlide = cells(300, 10, (n) => `ppt/slides/slide1.xml#${n + 1}`);
    expect(previewSegmentCount('pptx', oneSlide)).toBe(100);
    expect(previewSegmentCount('txt', cells(1, 5000))).toBe(1);
  });
});
