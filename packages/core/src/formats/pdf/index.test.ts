import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { PDFPage } from 'mupdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { pseudoLocalise } from '../../engines/pseudo/pseudo-localise';
import { corpusFiles, engineRoundTrip, roundTrip } from '../testing/round-trip';
import { pdfFormat } from './index';
import { loadMupdf } from './mupdf';
import { paragraphsOf } from './paragraphs';
import { parsePage } from './parse-page';
import { pagesRenderedByPoppler, popplerText } from './testing/poppler';

const encrypted = new Map([
  ['argos-password-samplefiles.pdf', 'samplefiles'],
  ['pypdf-libreoffice-writer-password.pdf', 'openpassword'],
]);
const corpus = corpusFiles('pdf', ['.pdf']);

interface Opened {
  pages: number;
  images: number;
  /** Boxes of the lines set in Verso's faces, per page, with the page's bounds. */
  translatedLines: { bounds: number[]; boxes: number[][] }[];
}

async function openWithMupdf(pdf: Buffer, password?: string): Promise<Opened> {
  const mupdf = await loadMupdf();
  const document = new mupdf.PDFDocument(pdf);
  if (password) document.authenticatePassword(password);
  const opened: Opened = { pages: document.countPages(), images: 0, translatedLines: [] };
  for (let index = 0; index < opened.pages; index++) {
    const page = document.loadPage(index) as PDFPage;
    const parsed = parsePage(page);
    opened.images += parsed.imageCount;
    const ours = parsed.blocks
      .flatMap((block) => block.lines)
      .filter((line) => line.spans.every((span) => span.font.startsWith('Verso')));
    // Line boxes span the faces' ascenders and descenders, which overlap at normal leading; the
    // band from cap height to just under the baseline is what a reader sees as the line.
    const band = (line: (typeof ours)[number]) => {
      const size = Math.max(...line.spans.map((span) => span.size));
      return [line.box[0], line.baseline - size * 0.7, line.box[2], line.baseline + size * 0.2];
    };
    opened.translatedLines.push({ bounds: parsed.bounds, boxes: ours.map(band) });
  }
  return opened;
}

const words = (text: string) => text.match(/\p{L}{2,}/gu) ?? [];

/** The words of each page: of the paragraphs kept as drawn, and of every line not set by Verso. */
async function pageWords(pdf: Buffer, password?: string) {
  const mupdf = await loadMupdf();
  const document = new mupdf.PDFDocument(pdf);
  if (password) document.authenticatePassword(password);
  const pages: { kept: string[]; original: string[] }[] = [];
  for (let index = 0; index < document.countPages(); index++) {
    const { blocks, bounds, rules } = parsePage(document.loadPage(index) as PDFPage);
    const kept = paragraphsOf(blocks, bounds, rules).filter((paragraph) => paragraph.keep);
    const original = blocks
      .flatMap((block) => block.lines)
      .flatMap((line) => line.spans.filter((span) => !span.font.startsWith('Verso')));
    pages.push({
      kept: kept.flatMap((paragraph) => paragraph.spans.flatMap((span) => words(span.text))),
      original: original.flatMap((span) => words(span.text)),
    });
  }
  return pages;
}

/** Per page, words still drawn in the original fonts that were not in a paragraph kept as drawn. */
async function sourceWordsLeft(input: Buffer, output: Buffer, password?: string): Promise<string[]> {
  const [before, after] = [await pageWords(input, password), await pageWords(output, password)];
  return after.flatMap(({ original }, index) => {
    const kept = new Set(before[index]?.kept ?? []);
    return original.filter((word) => !kept.has(word));
  });
}

const overlap = (a: number[], b: number[]) =>
  Math.min(a[2] ?? 0, b[2] ?? 0) - Math.max(a[0] ?? 0, b[0] ?? 0) > 1 &&
  Math.min(a[3] ?? 0, b[3] ?? 0) - Math.max(a[1] ?? 0, b[1] ?? 0) > 1;

describe.each(corpus.map((file) => [basename(file), file]))('PDF corpus file %s', (name, file) => {
  const password = encrypted.get(name);
  const input = readFileSync(file);
  let output: Buffer;
  let segments: string[];

  beforeAll(async () => {
    const document = await pdfFormat.extract(input, { password });
    segments = document.segments.map((segment) => segment.text);
    output = await pdfFormat.rebuild(document, segments.map(pseudoLocalise), {
      from: 'en',
      to: 'es',
      options: { password },
    });
  }, 120_000);

  it('comes out as a PDF that MuPDF and Poppler open, with the same pages and images', async () => {
    const [before, after] = [await openWithMupdf(input, password), await openWithMupdf(output, password)];
    expect(after.pages).toBe(before.pages);
    expect(after.images).toBe(before.images);
    expect(pagesRenderedByPoppler(output, password)).toBe(before.pages);
  });

  it('has no source text left outside what is not translated (formulas, numbers, labels)', async () => {
    expect(await sourceWordsLeft(input, output, password)).toEqual([]);
  });

  it('sets the translations inside the page without one line over another', async () => {
    for (const { bounds, boxes } of (await openWithMupdf(output, password)).translatedLines) {
      for (const [index, box] of boxes.entries()) {
        expect(box[0]).toBeGreaterThanOrEqual((bounds[0] ?? 0) - 1);
        expect(box[2]).toBeLessThanOrEqual((bounds[2] ?? 0) + 1);
        const clashes = boxes.slice(index + 1).filter((other) => overlap(box, other));
        expect(clashes).toEqual([]);
      }
    }
  });
});

describe('PDF translation', () => {
  const example = readFileSync(
    corpusFiles('pdf', ['.pdf']).find((file) => file.endsWith('argos-example.pdf')) ?? '',
  );

  it('translates English into Spanish with Apertium, keeping bold words bold', async () => {
    const output = await engineRoundTrip(pdfFormat, example);
    const text = popplerText(output);
    expect(text).toMatch(/Ejemplo|ejemplo/);
    expect(text).toMatch(/\bpara\b/);
    const opened = await openWithMupdf(output);
    expect(opened.pages).toBe(6);
  }, 120_000);

  it('writes a bilingual PDF: each original page beside its translation on a page twice as wide', async () => {
    const output = await roundTrip(pdfFormat, example, pseudoLocalise, { options: { bilingual: true } });
    const mupdf = await loadMupdf();
    const [before, after] = [new mupdf.PDFDocument(example), new mupdf.PDFDocument(output)];
    expect(after.countPages()).toBe(before.countPages());
    const [width, height] = (([x0, y0, x1, y1]: number[]) => [(x1 ?? 0) - (x0 ?? 0), (y1 ?? 0) - (y0 ?? 0)])(
      before.loadPage(2).getBounds(),
    );
    const wide = after.loadPage(2).getBounds();
    expect(wide[2] - wide[0]).toBeCloseTo(width * 2, 0);
    expect(wide[3] - wide[1]).toBeCloseTo(height, 0);
    const text = popplerText(output);
    expect(text).toContain('Bullet Points');
    expect(text).toContain('Ɓûļļéţ Þöîñţš');
    expect(pagesRenderedByPoppler(output)).toBe(before.countPages());
  });

  it('leaves a document untouched when nothing is translated', async () => {
    const output = await roundTrip(pdfFormat, example, (text) => text);
    expect(popplerText(output)).toBe(popplerText(example));
  });

  it('asks for the password of an encrypted PDF, refuses a wrong one and opens with the right one', async () => {
    const file = corpus.find((path) => path.endsWith('argos-password-samplefiles.pdf')) ?? '';
    const input = readFileSync(file);
    await expect(pdfFormat.extract(input, {})).rejects.toThrow(/protected by a password/);
    await expect(pdfFormat.extract(input, { password: 'nope' })).rejects.toThrow(
      /password for this PDF is wrong/,
    );
    expect((await pdfFormat.extract(input, { password: 'samplefiles' })).segments.length).toBeGreaterThan(0);
  });

  it('refuses what is not a PDF, or is damaged, with a message saying so', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    await expect(pdfFormat.extract(png, {})).rejects.toThrow(
      'This file is not a valid PDF: it is a PNG image.',
    );
    await expect(pdfFormat.extract(Buffer.from('hello'), {})).rejects.toThrow(/does not start like a PDF/);
    const truncated = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(50, 0x20)]);
    await expect(pdfFormat.extract(truncated, {})).rejects.toMatchObject({ code: 'bad_file' });
  });
});
